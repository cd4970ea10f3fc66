import { useSyncExternalStore } from 'react';

/**
 * Whether the browser is hydrating a page the server rendered. The server renders every page as a visitor sees it
 * (no user data in the HTML), so the first render in the browser must do the same: the session starts as a guest
 * and takes the stored token right after hydration (web/src/app/session/SessionProvider.tsx).
 */
let hydrating = false;

export const startHydration = (): void => {
  hydrating = true;
};

export const isHydrating = (): boolean => hydrating;

export const endHydration = (): void => {
  hydrating = false;
};

const noSubscription = () => () => undefined;

/**
 * False on the server and during hydration, true from then on (and at once in a page the browser renders itself).
 * For a control that must not be shown before it works: a search box typed into before hydration loses the text.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
