import { darken, isLightColor, lighten, type MantineColorsTuple } from '@mantine/core';

/** The shade the app's filled buttons use (theme.ts primaryShade light); hover and border are the next two. */
export const BRAND_SHADE = 7;

/**
 * The brand colour becomes the primary colour (docs/product/reference-data.md#branding); its hover shade is 10% darker
 * and its border (and light-variant text) shade 20% darker. Lighter shades are tints towards white for backgrounds and
 * light variants.
 */
export function brandColorTuple(brandColor: string): MantineColorsTuple {
  const tints = [0.92, 0.84, 0.68, 0.52, 0.36, 0.2, 0.08].map((amount) => lighten(brandColor, amount));
  return [...tints, brandColor, darken(brandColor, 0.1), darken(brandColor, 0.2)] as unknown as MantineColorsTuple;
}

/**
 * The CSS custom properties that repaint every primary-coloured element (text, backgrounds, buttons, pills, side
 * links) in the brand colour, with black or white text on it, whichever reads better.
 */
export function brandCssVariables(brandColor: string): Record<string, string> {
  const shades = brandColorTuple(brandColor);
  const variables: Record<string, string> = {};
  shades.forEach((shade, index) => {
    variables[`--mantine-color-roadmark-${index}`] = shade;
  });
  variables['--mantine-primary-color-contrast'] = isLightColor(brandColor) ? '#000' : '#fff';
  variables['--mantine-color-roadmark-outline-hover'] = lighten(brandColor, 0.95);
  return variables;
}
