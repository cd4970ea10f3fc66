import type { ModalProps } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useAfterFirstAct } from '../app/ssr/firstInteraction';

// The modal (portal, focus trap, scroll lock, scroll area) is not part of a page's first load: a closed modal renders
// nothing, so it loads at the visitor's first act, before anyone opens it, or at once when it opens by itself.
const Modal = lazy(async () => ({ default: (await import('./modalModule')).Modal }));

/** Mantine's Modal, loaded once wanted. */
export const LazyModal = (props: ModalProps) =>
  useAfterFirstAct() || props.opened ? (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  ) : null;
