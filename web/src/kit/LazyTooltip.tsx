import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useAfterFirstAct } from '../app/ssr/firstInteraction';

// The tooltip's positioning library (floating-ui) is not part of a page's first load: it loads at the visitor's
// first act (a pointer moving, a touch, a key, a scroll); until it arrives the target shows without its tooltip (a
// closed tooltip renders only its target, so the server's HTML is the same).
const Tooltip = lazy(async () => ({ default: (await import('./tooltipModule')).Tooltip }));

/** Mantine's Tooltip, loaded once the visitor acts. */
export const LazyTooltip = (props: TooltipProps) =>
  useAfterFirstAct() ? (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  ) : (
    props.children
  );
