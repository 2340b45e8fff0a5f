import { DEFAULT_HIGH_RISK_BELOW, DEFAULT_MEDIUM_RISK_BELOW } from '@roadmark/domain/risk';

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

/** The band a score falls in (100 in the top one). */
export function riskBandOf(score: number): (typeof RISK_BANDS)[number] {
  return RISK_BANDS.find((band) => score >= band.from && score < band.to) ?? RISK_BANDS[2];
}

/** How strongly a band shades the chart behind the figures. */
export const RISK_BAND_OPACITY = 0.12;
