import classes from './chart-drawing.module.css';
import { ChartFrame } from './chart-frame';
import { axisTop, percentOf } from './chart-scale';
import { RISK_BAND_OPACITY, RISK_BANDS, riskBandOf } from './risk-band-scale';

export interface BarDatum {
  key: string;
  label: string;
  /** No bar when null (a team with no one assessed). */
  value: number | null;
}

/**
 * Where the red, amber and green risk bands shade the chart: across its value axis when the values are scores, or
 * column by column when the columns are score ranges (each by the band its lower end `from` falls in).
 */
export type RiskBandAxis = { axis: 'value' } | { axis: 'category'; from: readonly number[] };

/**
 * A column per datum, over the risk bands when `bands` says where (decorative: each chart's table carries its
 * figures).
 */
export function BarDrawing({
  bars,
  ticks,
  height,
  bands,
  thinLabels,
}: {
  bars: readonly BarDatum[];
  ticks: readonly number[];
  height: number;
  /** Absent: plain columns, no risk shading (a score that is no risk category, a count). */
  bands?: RiskBandAxis;
  /** Name only every other column when they do not fit side by side (the ten score ranges). */
  thinLabels?: boolean;
}) {
  const max = axisTop(ticks);
  const background =
    bands?.axis === 'value'
      ? RISK_BANDS.map((band) => (
          <div
            key={band.key}
            className={classes.band}
            data-risk-band={band.key}
            style={{
              bottom: `${percentOf(band.from, max)}%`,
              height: `${percentOf(band.to, max) - percentOf(band.from, max)}%`,
              background: band.colour,
              opacity: RISK_BAND_OPACITY,
            }}
          />
        ))
      : undefined;
  return (
    <ChartFrame
      ticks={ticks}
      labels={bars.map((bar) => bar.label)}
      thinLabels={thinLabels}
      height={height}
      background={background}
    >
      <div className={classes.columns}>
        {bars.map((bar, index) => {
          const band = bands?.axis === 'category' ? riskBandOf(bands.from[index] ?? 0) : undefined;
          return (
            <div key={bar.key} className={classes.column}>
              {band && (
                <div
                  className={classes.band}
                  data-risk-band={band.key}
                  style={{ inset: 0, background: band.colour, opacity: RISK_BAND_OPACITY }}
                />
              )}
              {bar.value !== null && (
                <div className={classes.bar} style={{ height: `${percentOf(bar.value, max)}%` }} />
              )}
            </div>
          );
        })}
      </div>
    </ChartFrame>
  );
}
