import { getDefaultZIndex, Loader, Overlay, VisuallyHidden } from '@mantine/core';

/**
 * The layer the terms modal stands on, shown from the personal area's first render for a user who must accept new
 * terms, while the modal's code and the terms' text load: the page behind is never clickable for a moment and then
 * covered (a click would land on the overlay that arrived in between).
 */
export const TermsPending = () => (
  <Overlay
    fixed
    center
    zIndex={getDefaultZIndex('modal')}
    backgroundOpacity={0.6}
    role="dialog"
    aria-modal
    aria-label="New terms and conditions"
    aria-busy
  >
    <Loader color="white" />
    <VisuallyHidden>Loading the terms and conditions</VisuallyHidden>
  </Overlay>
);
