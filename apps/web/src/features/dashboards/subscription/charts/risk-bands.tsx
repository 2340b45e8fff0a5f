import { DEFAULT_HIGH_RISK_BELOW, DEFAULT_MEDIUM_RISK_BELOW } from '@roadmark/domain/risk';
import { ReferenceArea } from 'recharts';

/** The three risk bands across a 0–100 score, with the default thresholds. */
export const RISK_BANDS = [
  { key: 'high', from: 0, to: DEFAULT_HIGH_RISK_BELOW, colour: 'var(--mantine-color-red-6)' },
  {
    key: 'medium',
    from: DEFAULT_HIGH_RISK_BELOW,
    to: DEFAULT_MEDIUM_RISK_BELOW,
    colour: 'var(--mantine-color-yellow-5)',
  },
  { key: 'low', from: DEFAULT_MEDIUM_RISK_BELOW, to: 100, colour: 'var(--mantine-color-green-6)' },
] as const;

/** How strongly a band shades the chart behind the figures. */
export const RISK_BAND_OPACITY = 0.12;

const SHADE = { fillOpacity: RISK_BAND_OPACITY, strokeOpacity: 0, ifOverflow: 'hidden' } as const;

/**
 * Behind a chart of scores, the background steps across 0–100 in red, amber and green. Decorative: each
 * chart's table carries its figures. For a chart whose value axis is the score.
 */
export function riskBandsOnValueAxis() {
  return RISK_BANDS.map((band) => (
    <ReferenceArea key={band.key} y1={band.from} y2={band.to} fill={band.colour} {...SHADE} />
  ));
}

/**
 * The same bands along a category axis of score ranges (the histogram's '0-9' ... '90-100'): each range is shaded
 * by the band its lower end falls in.
 */
export function riskBandsOnCategoryAxis(ranges: readonly { label: string; from: number }[]) {
  return ranges.map((range) => {
    const band = RISK_BANDS.find((b) => range.from >= b.from && range.from < b.to) ?? RISK_BANDS[2];
    return <ReferenceArea key={range.label} x1={range.label} x2={range.label} fill={band.colour} {...SHADE} />;
  });
}
