import classes from './chart-drawing.module.css';
import { ChartFrame } from './chart-frame';
import { axisTop, percentOf } from './chart-scale';

export interface LinePoint {
  key: string;
  label: string;
  value: number;
}

/**
 * A line through one point per column (decorative: the chart's table carries its figures). The line is an SVG
 * stretched over the plot with a stroke that keeps its width; the points are placed in percent.
 */
export function LineDrawing({
  points,
  ticks,
  height,
}: {
  points: readonly LinePoint[];
  ticks: readonly number[];
  height: number;
}) {
  const max = axisTop(ticks);
  const count = Math.max(1, points.length);
  const along = points.map((point, index) => ({ ...point, x: index + 0.5, y: percentOf(point.value, max) }));
  return (
    <ChartFrame ticks={ticks} labels={points.map((point) => point.label)} thinLabels height={height}>
      <svg className={classes.line} viewBox={`0 0 ${count} 100`} preserveAspectRatio="none" aria-hidden="true">
        <polyline
          points={along.map((point) => `${point.x},${100 - point.y}`).join(' ')}
          fill="none"
          stroke="var(--mantine-color-blue-7)"
          strokeWidth={2}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      {along.map((point) => (
        <span
          key={point.key}
          className={classes.dot}
          style={{ left: `${(point.x / count) * 100}%`, bottom: `${point.y}%` }}
        />
      ))}
    </ChartFrame>
  );
}
