import { Anchor, Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { LazyDrawer } from '../../../kit/LazyDrawer';
import { useSession } from '../../session/SessionProvider';
import { useHydrated } from '../../ssr/hydration';
import classes from '../layout.module.css';
import { BasketLink } from './BasketLink';
import { mainMenu } from './mainMenu';

// The header's interactive parts (suggestions popover, account menu, mobile drawer) load after the page:
// their code is not part of any page's first load (scripts/build/bundleBudget.ts).
const HeaderSearch = lazy(async () => ({ default: (await import('./HeaderSearch')).HeaderSearch }));
const UserMenu = lazy(async () => ({ default: (await import('./UserMenu')).UserMenu }));
const NotificationBell = lazy(async () => ({
  default: (await import('../../../features/notification/NotificationBell')).NotificationBell,
}));
/** The search box's height, held while its code loads. */
const SEARCH_HEIGHT = 36;
/** Where the header shows its search box (Mantine's `sm`); a phone's is in the menu's drawer, loaded when it opens. */
const SEARCH_IN_HEADER = '(min-width: 48em)';

export const SiteLogo = () => (
  <Anchor
    component={Link}
    to="/"
    underline="never"
    fw={800}
    fz="lg"
    c="indigo.8"
    aria-label="IT Marketplace, home page"
  >
    IT&nbsp;Marketplace
  </Anchor>
);

export const SiteHeader = () => {
  const { status, profile } = useSession();
  const [menuOpened, menu] = useDisclosure(false);
  // The search box appears once it works: text typed into the server's HTML before hydration would be lost.
  const hydrated = useHydrated();
  // Hidden on a phone, so not loaded there either.
  const searchShown = useMediaQuery(SEARCH_IN_HEADER, false);
  const searchPlaceholder = <Box h={SEARCH_HEIGHT} style={{ flex: 1, maxWidth: 360 }} />;

  const menuLinks = (onNavigate?: () => void) =>
    mainMenu.map((item) => (
      <NavLink key={item.to} to={item.to} className={classes.menuLink} onClick={onNavigate}>
        {item.label}
      </NavLink>
    ));

  const accountActions =
    status === 'authenticated' && profile ? (
      <>
        {profile.role === 'client' ? <BasketLink /> : null}
        <Suspense fallback={null}>
          <NotificationBell />
          <UserMenu profile={profile} />
        </Suspense>
      </>
    ) : status === 'loading' ? null : (
      <>
        <Button component={Link} to="/login" variant="subtle">
          Log in
        </Button>
        <Button component={Link} to="/registration" visibleFrom="sm">
          Sign up
        </Button>
      </>
    );

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="lg" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label="Open the site menu"
            />
            <SiteLogo />
            <Group component="nav" aria-label="Main menu" gap={4} visibleFrom="md" wrap="nowrap">
              {menuLinks()}
            </Group>
          </Group>
          <Box visibleFrom="sm" style={{ flex: 1, display: 'flex', justifyContent: 'center' }}>
            {hydrated && searchShown ? (
              <Suspense fallback={searchPlaceholder}>
                <HeaderSearch />
              </Suspense>
            ) : (
              searchPlaceholder
            )}
          </Box>
          <Group gap="xs" wrap="nowrap">
            {accountActions}
          </Group>
        </Group>
      </Container>
      <LazyDrawer opened={menuOpened} onClose={menu.close} title="Menu" size="xs" hiddenFrom="md">
        <Box hiddenFrom="sm" mb="md">
          <HeaderSearch onSearch={menu.close} />
        </Box>
        <Stack component="nav" aria-label="Main menu" gap={4}>
          {menuLinks(menu.close)}
          {status === 'guest' ? (
            <>
              <NavLink to="/login" className={classes.menuLink} onClick={menu.close}>
                Log in
              </NavLink>
              <NavLink to="/registration" className={classes.menuLink} onClick={menu.close}>
                Sign up
              </NavLink>
            </>
          ) : null}
        </Stack>
      </LazyDrawer>
    </Box>
  );
};
