import { describe, expect, it } from 'vitest';
import { brandColorTuple, brandCssVariables } from './brand-colors';

function channels(hex: string): number[] {
  const match = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(hex);
  if (match) return match.slice(1, 4).map(Number);
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
}

describe('brand colours', () => {
  it('puts the brand colour at the button shade with hover 10% and border 20% darker', () => {
    const shades = brandColorTuple('#6a1b9a');
    expect(shades[7]).toBe('#6a1b9a');
    const [r] = channels('#6a1b9a');
    expect(channels(shades[8])[0]).toBeCloseTo(r! * 0.9, 0);
    expect(channels(shades[9])[0]).toBeCloseTo(r! * 0.8, 0);
    expect(channels(shades[0])[0]).toBeGreaterThan(r!);
  });

  it('chooses readable text on the brand colour', () => {
    expect(brandCssVariables('#ffeb3b')['--mantine-primary-color-contrast']).toBe('#000');
    expect(brandCssVariables('#1a237e')['--mantine-primary-color-contrast']).toBe('#fff');
    expect(brandCssVariables('#1a237e')['--mantine-color-roadmark-7']).toBe('#1a237e');
  });
});
