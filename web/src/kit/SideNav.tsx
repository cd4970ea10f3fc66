import { NavLink as MantineNavLink, Stack } from '@mantine/core';
import { Link, matchPath, useLocation } from 'react-router';

export type SideNavItem = {
  readonly label: string;
  readonly to: string;
  /** Other paths that belong to this item, such as a list's detail pages. */
  readonly section?: string;
};

const isActive = (item: SideNavItem, pathname: string): boolean =>
  matchPath({ path: item.to, end: true }, pathname) !== null ||
  (item.section !== undefined && matchPath({ path: `${item.section}/*`, end: false }, pathname) !== null);

/** A menu of real links: keyboard and screen readers see an ordinary navigation list. */
export const SideNav = ({ label, items }: { readonly label: string; readonly items: readonly SideNavItem[] }) => {
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label={label} gap={2}>
      {items.map((item) => {
        const active = isActive(item, pathname);
        return (
          <MantineNavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="light"
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          />
        );
      })}
    </Stack>
  );
};
