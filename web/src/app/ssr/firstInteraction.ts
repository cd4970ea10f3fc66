import { useSyncExternalStore } from 'react';

/**
 * Whether the visitor has done anything on the page yet: pressed, touched, typed, scrolled or moved the focus. Code a
 * public page needs only once the visitor acts (the footer's newsletter form, the toasts) waits for it, so a phone
 * that only reads downloads none of it (a pointer moving counts: a desktop's tooltips wait for it) (issue 38: a phone's whole download). `wantNow` counts as the first act: a
 * notice raised before any needs the toasts.
 */
let acted = false;
const listeners = new Set<() => void>();
const ACTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;
const OPTIONS = { capture: true, passive: true } as const;

export const wantNow = (): void => {
  if (acted) return;
  acted = true;
  for (const act of ACTS) window.removeEventListener(act, wantNow, OPTIONS);
  for (const listener of listeners) listener();
};

let watching = false;
const subscribe = (listener: () => void) => {
  if (!watching && !acted) {
    watching = true;
    for (const act of ACTS) window.addEventListener(act, wantNow, OPTIONS);
  }
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** False on the server and until the visitor's first act in the browser, true from then on. */
export const useAfterFirstAct = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => acted,
    () => false,
  );
