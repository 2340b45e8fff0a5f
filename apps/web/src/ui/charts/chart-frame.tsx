import type { CSSProperties, ReactNode } from 'react';
import classes from './chart-drawing.module.css';
import { axisTop, percentOf } from './chart-scale';

/** A label on a continuous axis along the bottom, at `at` percent of the plot's width from the left. */
export interface AxisMark {
  at: number;
  label: string;
}

export interface ChartFrameProps {
  /** The value axis, bottom to top; the last tick is the top of the plot. */
  ticks: readonly number[];
  /** A name under each column, left to right. */
  labels?: readonly string[];
  /** Instead of a name per column: labels placed along a continuous axis (seconds of a video). */
  marks?: readonly AxisMark[];
  /** Name only some columns when they do not fit side by side (the months of a year, the score ranges). */
  thinLabels?: boolean;
  /** In pixels. */
  height: number;
  /** Drawn behind the gridlines (risk bands). */
  background?: ReactNode;
  /** The figures, drawn over the whole plot. */
  children: ReactNode;
}

/**
 * A chart's axes in plain HTML: the value ticks on the left with a dashed line across at each, a name under each
 * column (or marks along a continuous axis). The figures inside are placed in percent of the plot, so the chart
 * takes any width without measuring it and is drawn in one render.
 */
export function ChartFrame({ ticks, labels = [], marks, thinLabels, height, background, children }: ChartFrameProps) {
  const max = axisTop(ticks);
  return (
    <div
      className={`${classes.frame} ${thinLabels ? classes.thinned : ''}`}
      style={{ '--chart-height': `${height}px` } as CSSProperties}
    >
      <div className={classes.yAxis}>
        {ticks.map((tick) => (
          <span key={tick} className={classes.tick} style={{ bottom: `${percentOf(tick, max)}%` }}>
            {tick}
          </span>
        ))}
      </div>
      <div className={classes.plot}>
        {background}
        {ticks.slice(1).map((tick) => (
          <div key={tick} className={classes.gridline} style={{ bottom: `${percentOf(tick, max)}%` }} />
        ))}
        {children}
      </div>
      {marks ? (
        <div className={classes.xMarks}>
          {marks.map((mark) => (
            <span key={mark.at} className={classes.xMark} style={{ left: `${mark.at}%` }}>
              {mark.label}
            </span>
          ))}
        </div>
      ) : (
        <div className={classes.xLabels}>
          {labels.map((label, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two columns may carry the same name (two teams alike)
            <span key={index} className={classes.xLabel}>
              {label}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
