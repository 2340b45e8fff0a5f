import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/*
 * Colours are chosen for WCAG AA contrast: with primaryShade 7, filled buttons, badges and alerts keep at least
 * 4.5:1 against white text, and the light variants' text (shade 9) at least 4.5:1 against their shade-1 background.
 */
const roadmark: MantineColorsTuple = [
  '#e7f1ff',
  '#cfdff9',
  '#9ebdee',
  '#6a99e4',
  '#407bdb',
  '#2668d6',
  '#175ec0',
  '#0b4fa8',
  '#00408f',
  '#00337a',
];

const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#f25c5c',
  '#e03131',
  '#c92a2a',
  '#b02525',
  '#8f1d1d',
];

const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#40c057',
  '#2f9e44',
  '#237032',
  '#1e6330',
  '#174d22',
];

/** Mantine's yellow with darker top shades, so warning text on a pale yellow background stays readable. */
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#fab005',
  '#f59f00',
  '#a86400',
  '#7a4a00',
];

export const theme = createTheme({
  primaryColor: 'roadmark',
  primaryShade: { light: 7, dark: 5 },
  colors: { roadmark, red, green, yellow },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  focusRing: 'auto',
  autoContrast: true,
  components: {
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

/**
 * Mantine's default dimmed grey (gray.6) is 3.3:1 on white; gray.7 is 8:1. Light-variant red, green and yellow
 * text (a Delete menu item, a success or warning alert) uses shade 9 so it keeps 4.5:1 on its pale background.
 * Field error text uses red.7: red.6 is 4.5:1 on white but only 4.1:1 on a table row's hover grey (gray.1), where
 * the inputs of the licensing and required lists show their errors.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-7)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-green-light-color': 'var(--mantine-color-green-9)',
    '--mantine-color-yellow-light-color': 'var(--mantine-color-yellow-9)',
  },
  dark: {},
});
