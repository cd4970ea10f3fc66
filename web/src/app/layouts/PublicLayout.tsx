import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { SiteFooter } from './footer/SiteFooter';
import { SiteHeader } from './header/SiteHeader';
import classes from './layout.module.css';
import { MAIN_ID, SkipLink } from './SkipLink';

export const PublicLayout = () => (
  <div className={classes.page}>
    <SkipLink />
    <SiteHeader />
    <Box component="main" id={MAIN_ID} tabIndex={-1} className={classes.main}>
      <Outlet />
    </Box>
    <SiteFooter />
  </div>
);
