import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from './footer/SiteFooter';
import { SiteHeader } from './header/SiteHeader';
import classes from './layout.module.css';
import { MAIN_ID, SkipLink } from './SkipLink';

/**
 * The page and the footer are Suspense boundaries: on a server-rendered page React hydrates the header first and each
 * boundary after it in its own, interruptible pass, so a phone's main thread is never blocked by one long hydration.
 */
export const PublicLayout = () => (
  <div className={classes.page}>
    <SkipLink />
    <SiteHeader />
    <Box component="main" id={MAIN_ID} tabIndex={-1} className={classes.main}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </Box>
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  </div>
);
