import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Filled buttons and badges of any colour use shade 8: white text on it keeps at least 4.5:1 (WCAG AA), which
  // shade 6 does not (indigo 4.3:1, red 3.3:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
  // The focus ring shows for keyboard users, not on mouse clicks.
  focusRing: 'auto',
  breakpoints: { xs: '40em', sm: '48em', md: '62em', lg: '75em', xl: '85em' },
});

/** 'dimmed' text in gray 7 instead of gray 6: 4.5:1 or more on white and on the light grays of cards. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
