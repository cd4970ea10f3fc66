import type { DrawerProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The drawer (portal, focus trap, scroll lock, scroll area) is not part of a page's first load: a closed drawer
// renders nothing, so it loads after the page, before anyone opens it.
const Drawer = lazy(async () => ({ default: (await import('./drawerModule')).Drawer }));

/** Mantine's Drawer, loaded after the page. */
export const LazyDrawer = (props: DrawerProps) => (
  <Suspense fallback={null}>
    <Drawer {...props} />
  </Suspense>
);
