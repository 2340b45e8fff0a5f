import classes from './chart-drawing.module.css';

export interface DonutSlice {
  key: string;
  value: number;
  /** A CSS colour. */
  color: string;
}

const SIZE = 160;
const THICKNESS = 20;
const RADIUS = (SIZE - THICKNESS) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A ring of slices, clockwise from the top, with `label` in its middle (decorative: the chart's table carries its
 * figures). Each slice is the ring's circle with only its own stretch of the outline drawn.
 */
export function DonutDrawing({ slices, label }: { slices: readonly DonutSlice[]; label: string }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  let before = 0;
  return (
    <svg className={classes.donut} width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
      <g transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}>
        {slices.map((slice) => {
          const length = total > 0 ? (slice.value / total) * CIRCUMFERENCE : 0;
          const offset = before;
          before += length;
          return (
            <circle
              key={slice.key}
              data-slice={slice.key}
              cx={SIZE / 2}
              cy={SIZE / 2}
              r={RADIUS}
              fill="none"
              stroke={slice.color}
              strokeWidth={THICKNESS}
              strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
              strokeDashoffset={-offset}
            />
          );
        })}
      </g>
      <text className={classes.donutLabel} x="50%" y="50%" textAnchor="middle" dominantBaseline="central">
        {label}
      </text>
    </svg>
  );
}
