import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The tooltip's positioning library (floating-ui) is not part of a page's first load: until it arrives the target
// shows without its tooltip (a closed tooltip renders only its target, so the server's HTML is the same).
const Tooltip = lazy(async () => ({ default: (await import('./tooltipModule')).Tooltip }));

/** Mantine's Tooltip, loaded after the page. */
export const LazyTooltip = (props: TooltipProps) => (
  <Suspense fallback={props.children}>
    <Tooltip {...props} />
  </Suspense>
);
