import { useMediaQuery } from '@mantine/hooks';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The screen the server rendered a page for: `narrow` when the request came from a phone (the server reads it from
 * the request's headers, adapters/http/ssr/screenHint.ts), else `wide`. A page whose layout depends on the screen's
 * width (the catalogue's filters: a sidebar, or a drawer on a phone) renders that layout on the server, so a phone
 * neither downloads nor hydrates the sidebar it would hide and then throw away.
 */
export type ScreenHint = 'narrow' | 'wide';

/** The attribute of `#root` that carries the hint from the server's HTML to the browser's first render. */
const SCREEN_HINT_ATTRIBUTE = 'data-screen';

/** A wide screen: Mantine's `md` (62em) and up, where the catalogues show their filters in a sidebar and the areas their menu. */
export const WIDE_SCREEN = '(min-width: 62em)';

const ScreenHintContext = createContext<ScreenHint>('wide');

export const ScreenHintProvider = ({ hint, children }: { readonly hint: ScreenHint; readonly children: ReactNode }) => (
  <ScreenHintContext.Provider value={hint}>{children}</ScreenHintContext.Provider>
);

/** The hint the server rendered this page with (`wide` when the page has none: the browser renders it itself). */
export const readScreenHint = (root: Element | null): ScreenHint =>
  root?.getAttribute(SCREEN_HINT_ATTRIBUTE) === 'narrow' ? 'narrow' : 'wide';

/**
 * Whether the screen is wide (`WIDE_SCREEN`). It starts from the screen the server rendered the page for, so the
 * browser's first render matches the server's HTML and a phone, as the server guessed, never renders the wide layout
 * at all; the media query's own answer takes over after mounting (a phone turned sideways, a tablet that called itself
 * a phone). Not `useHydrated`: a store that changes after hydration re-renders the whole page at once, and forces every
 * card not yet hydrated to hydrate in that same task.
 */
export const useWideScreen = (): boolean => useMediaQuery(WIDE_SCREEN, useContext(ScreenHintContext) === 'wide');
