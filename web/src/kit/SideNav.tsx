import { Badge, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { Link, matchPath, useLocation } from 'react-router';

export type SideNavItem = {
  readonly label: string;
  readonly to: string;
  /** Other paths that belong to this item, such as a list's detail pages. */
  readonly section?: string;
};

/** How closely an item matches the address: the length of its matching path, or -1. */
const matchLength = (item: SideNavItem, pathname: string): number => {
  if (matchPath({ path: item.to, end: true }, pathname) !== null) return item.to.length;
  if (item.section !== undefined && matchPath({ path: `${item.section}/*`, end: false }, pathname) !== null)
    return item.section.length;
  return -1;
};

/** The one item the address belongs to: the most specific match wins (`/pa/specialists/teams` over `/pa/specialists`). */
export const activeItemOf = (items: readonly SideNavItem[], pathname: string): SideNavItem | null => {
  let best: SideNavItem | null = null;
  let bestLength = -1;
  for (const item of items) {
    const length = matchLength(item, pathname);
    if (length > bestLength) [best, bestLength] = [item, length];
  }
  return best;
};

/**
 * A menu of real links: keyboard and screen readers see an ordinary navigation list. `unread` counts things waiting
 * behind an item (by its `to`): shown as a badge, and said in the link's name ('Messages, 3 unread').
 */
export const SideNav = ({
  label,
  items,
  unread = {},
}: {
  readonly label: string;
  readonly items: readonly SideNavItem[];
  readonly unread?: Readonly<Record<string, number>>;
}) => {
  const { pathname } = useLocation();
  const activeItem = activeItemOf(items, pathname);
  return (
    <Stack component="nav" aria-label={label} gap={2}>
      {items.map((item) => {
        const active = item === activeItem;
        const count = unread[item.to] ?? 0;
        return (
          <MantineNavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            aria-label={count > 0 ? `${item.label}, ${count} unread` : undefined}
            rightSection={
              count > 0 ? (
                <Badge size="sm" color="red.8" circle={count < 10} aria-hidden="true">
                  {count > 99 ? '99+' : count}
                </Badge>
              ) : undefined
            }
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
