import type { ModalProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The modal (portal, focus trap, scroll lock, scroll area) is not part of a page's first load: a closed modal renders
// nothing, so it loads after the page, before anyone opens it.
const Modal = lazy(async () => ({ default: (await import('./modalModule')).Modal }));

/** Mantine's Modal, loaded after the page. */
export const LazyModal = (props: ModalProps) => (
  <Suspense fallback={null}>
    <Modal {...props} />
  </Suspense>
);
