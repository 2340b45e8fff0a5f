import { ReferenceArea } from 'recharts';
import { RISK_BAND_OPACITY, RISK_BANDS } from './risk-band-scale';

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
