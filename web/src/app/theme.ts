import { DEFAULT_THEME, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's palettes with shades 6 to 9 darkened where they were too light for text: shade 6 keeps 3:1 on white
 * (large text, outlines), 7 keeps 4.6:1, 8 (filled buttons and badges, under white text) 5.2:1, 9 (the text of light
 * badges and alerts, on shade 0) 5.6:1 or more. Green, lime, yellow, orange, teal and cyan were below AA at every
 * shade a control uses; shades 0 to 5 stay Mantine's own.
 */
const darker: Record<string, readonly string[]> = {
  red: ['#fa5252', '#d83838', '#ce2d2d', '#b92727'],
  cyan: ['#14a3b7', '#0d8091', '#0b7587', '#0a697a'],
  teal: ['#11a97b', '#0a8560', '#087b57', '#076d4e'],
  green: ['#38a94d', '#298439', '#257b35', '#226e32'],
  lime: ['#68a118', '#51810f', '#49790b', '#426b09'],
  yellow: ['#c38904', '#a26900', '#9e5c00', '#934c00'],
  orange: ['#e97412', '#c15005', '#ba470a', '#a9380c'],
  blue: ['#228be6', '#1a76c9', '#186cba', '#1862a8'],
};
const readable = Object.fromEntries(
  Object.entries(darker).map(([name, shades]) => [
    name,
    [...DEFAULT_THEME.colors[name]!.slice(0, 6), ...shades] as unknown as MantineColorsTuple,
  ]),
);

export const theme = createTheme({
  primaryColor: 'indigo',
  colors: readable,
  // Filled buttons and badges of any colour use shade 8: white text on it keeps at least 4.5:1 (WCAG AA), which
  // shade 6 does not (indigo 4.3:1, red 3.3:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
  // The focus ring shows for keyboard users, not on mouse clicks.
  focusRing: 'auto',
  breakpoints: { xs: '40em', sm: '48em', md: '62em', lg: '75em', xl: '85em' },
  // Tabbing through a form does not open every list it passes: a list opens on a click, a typed letter or the arrow keys.
  components: {
    Select: { defaultProps: { openOnFocus: false } },
    MultiSelect: { defaultProps: { openOnFocus: false } },
    Autocomplete: { defaultProps: { openOnFocus: false } },
    // The arrows of every pager have names (axe button-name); a pager that names its own keeps them.
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'next' | 'last') => ({
          'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
        }),
      },
    },
  },
});

const colors = [
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;

/**
 * 'dimmed' text in gray 7 instead of gray 6: 4.5:1 or more on white and on the light grays of cards. 'Light'
 * badges, buttons and alerts on shade 0 of their colour instead of 1: their text (shade 9) keeps 4.5:1 or more on
 * it in every colour (teal 9 on teal 1 is 4.4:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(colors.map((color) => [`--mantine-color-${color}-light`, `var(--mantine-color-${color}-0)`])),
  },
  dark: {},
});
