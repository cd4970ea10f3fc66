import { Box, Button, Collapse, Container, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { WIDE_SCREEN } from '../ssr/screenHint';
import { SiteHeader } from './header/SiteHeader';
import classes from './layout.module.css';
import { MAIN_ID, SkipLink } from './SkipLink';

const StepUpDialog = lazy(() =>
  import('../../features/identity/twoFactor/StepUpDialog').then((m) => ({ default: m.StepUpDialog })),
);

/** The personal and manager areas: header, a sidebar (collapsible on small screens) and the page. */
export const AreaShell = ({
  sidebar,
  sidebarLabel,
}: {
  readonly sidebar: ReactNode;
  readonly sidebarLabel: string;
}) => {
  const wide = useMediaQuery(WIDE_SCREEN, true);
  const [opened, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(() => menu.close(), [pathname, menu]);

  return (
    <div className={classes.page}>
      <Suspense fallback={null}>
        <StepUpDialog />
      </Suspense>
      <SkipLink />
      <SiteHeader />
      <Container size="xl" className={classes.areaBody} w="100%">
        <Box component="aside" className={classes.sidebar} aria-label={sidebarLabel}>
          {wide ? (
            <Stack gap="lg">{sidebar}</Stack>
          ) : (
            <>
              <Button variant="default" fullWidth onClick={menu.toggle} aria-expanded={opened}>
                {opened ? 'Hide menu' : 'Show menu'}
              </Button>
              <Collapse expanded={opened}>
                <Stack gap="lg" pt="md">
                  {sidebar}
                </Stack>
              </Collapse>
            </>
          )}
        </Box>
        <Box component="main" id={MAIN_ID} tabIndex={-1} className={`${classes.main} ${classes.areaContent}`}>
          <Outlet />
        </Box>
      </Container>
    </div>
  );
};
