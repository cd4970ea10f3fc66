import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { HydrateApart } from '../../kit/HydrateApart';
import { SiteFooter } from './footer/SiteFooter';
import { SiteHeader } from './header/SiteHeader';
import classes from './layout.module.css';
import { MAIN_ID, SkipLink } from './SkipLink';

/** The page and the footer hydrate apart from the header (kit/HydrateApart). */
export const PublicLayout = () => (
  <div className={classes.page}>
    <SkipLink />
    <SiteHeader />
    <Box component="main" id={MAIN_ID} tabIndex={-1} className={classes.main}>
      <HydrateApart>
        <Outlet />
      </HydrateApart>
    </Box>
    <HydrateApart>
      <SiteFooter />
    </HydrateApart>
  </div>
);
