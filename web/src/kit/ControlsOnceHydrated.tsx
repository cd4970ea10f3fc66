import type { ReactNode } from 'react';
import { useHydrated } from '../app/ssr/hydration';

const bare = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/**
 * Form controls the server renders, kept disabled until React has hydrated them: a click or a keystroke before that
 * would change a control nothing listens to yet, and be lost. For controls in a lazy chunk (a filter panel), whose
 * code may arrive after the page shows. A fieldset disables every control inside it at once, without changing how
 * they are labelled.
 */
export const ControlsOnceHydrated = ({ children }: { readonly children: ReactNode }) => (
  <fieldset disabled={!useHydrated()} style={bare}>
    {children}
  </fieldset>
);
