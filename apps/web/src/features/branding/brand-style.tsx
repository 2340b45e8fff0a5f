import { brandCssVariables } from './brand-colors';

/**
 * Applies a subscription's brand colour over the whole app. Mantine writes its variables under
 * `:root[data-mantine-color-scheme]`, so the selector repeats :root to come out on top.
 */
export function BrandStyle({ brandColor }: { brandColor: string }) {
  if (!/^#[0-9a-f]{6}$/i.test(brandColor)) return null;
  const declarations = Object.entries(brandCssVariables(brandColor))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  return <style data-testid="brand-style">{`:root:root[data-mantine-color-scheme] { ${declarations} }`}</style>;
}
