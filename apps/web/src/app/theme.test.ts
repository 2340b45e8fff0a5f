import { DEFAULT_THEME, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

describe('theme colours', () => {
  it('keeps field error text at 4.5:1 on a hovered table row, where list inputs show their errors', () => {
    const resolved = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as MantineTheme);
    const errorVariable = resolved.light['--mantine-color-error'];
    const shade = Number(/red-(\d)\)$/.exec(errorVariable ?? '')?.[1]);
    const error = theme.colors!.red![shade]!;
    const hoveredRow = DEFAULT_THEME.colors.gray[1];

    expect(contrast(error, hoveredRow)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(error, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
