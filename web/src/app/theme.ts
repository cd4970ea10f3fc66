import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
  // The focus ring shows for keyboard users, not on mouse clicks.
  focusRing: 'auto',
  breakpoints: { xs: '40em', sm: '48em', md: '62em', lg: '75em', xl: '85em' },
});
