import type { DrawerProps } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useAfterFirstAct } from '../app/ssr/firstInteraction';

// The drawer (portal, focus trap, scroll lock, scroll area) is not part of a page's first load: a closed drawer
// renders nothing, so it loads at the visitor's first act (a touch, a key, a scroll), before anyone opens it, or
// when it opens. A phone that only reads never downloads it.
const Drawer = lazy(async () => ({ default: (await import('./drawerModule')).Drawer }));

/** Mantine's Drawer, loaded once wanted. */
export const LazyDrawer = (props: DrawerProps) =>
  useAfterFirstAct() || props.opened ? (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  ) : null;
