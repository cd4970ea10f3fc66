import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { SiteLogo } from './header/SiteHeader';
import classes from './layout.module.css';
import { MAIN_ID } from './SkipLink';

/** For errors thrown by a layout itself: the least that can still render. */
export const ErrorLayout = ({ children }: { readonly children: ReactNode }) => (
  <div className={classes.page}>
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%">
          <SiteLogo />
        </Group>
      </Container>
    </Box>
    <Box component="main" id={MAIN_ID} className={classes.main}>
      {children}
    </Box>
  </div>
);
