import { RADAR_MAX, RADAR_MIN, RADAR_TICKS, radarLabel } from '@roadmark/domain/dashboards/radar-labels';
import { RISK_BAND_OPACITY, RISK_BANDS } from '../../../ui/charts/risk-band-scale';
import type { DriverMetricValueView } from './person-dashboard-types';

/** Where the drawing sits in its own coordinates; the svg scales it to the width it is given. */
const WIDTH = 440;
const HEIGHT = 320;
const CENTRE = { x: WIDTH / 2, y: HEIGHT / 2 };
/** The outer ring, leaving room around it for labels of two short lines. */
const RADIUS = 105;
const LABEL_GAP = 12;
const LABEL_LINE_HEIGHT = 14;
/** A label longer than this goes on two lines, so a label beside the chart stays inside it. */
const LABEL_LINE_LENGTH = 12;

/** The risk bands drawn behind the values, the widest first so each narrower one shows on top of it. */
const BANDS_WIDEST_FIRST = [...RISK_BANDS].reverse();

export interface RadarAxis {
  /** The metric's id. */
  id: string;
  /** The metric's name cut at 20 characters, ellipsis included. */
  label: string;
  value: number;
}

/** One axis per metric, in the order given. */
export function radarAxes(metrics: readonly DriverMetricValueView[]): RadarAxis[] {
  return metrics.map((metric) => ({ id: metric.driverMetricId, label: radarLabel(metric.name), value: metric.value }));
}

/** The point `distance` from the centre on axis `index` of `count`: the first axis points up, the others clockwise. */
function pointOnAxis(index: number, count: number, distance: number): { x: number; y: number } {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
  return { x: CENTRE.x + distance * Math.cos(angle), y: CENTRE.y + distance * Math.sin(angle) };
}

/** The point of `value` on axis `index` of `count`: 0 at the centre, 100 on the outer ring. */
export function radarPoint(index: number, count: number, value: number): { x: number; y: number } {
  const clamped = Math.min(RADAR_MAX, Math.max(RADAR_MIN, value));
  return pointOnAxis(index, count, (RADIUS * (clamped - RADAR_MIN)) / (RADAR_MAX - RADAR_MIN));
}

/** A label in at most two lines, broken at the space nearest its middle when it is long. */
export function labelLines(label: string): string[] {
  if (Array.from(label).length <= LABEL_LINE_LENGTH || !label.includes(' ')) return [label];
  const middle = label.length / 2;
  const spaces = [...label.matchAll(/ /g)].map((match) => match.index);
  const at = spaces.reduce((best, index) => (Math.abs(index - middle) < Math.abs(best - middle) ? index : best));
  return [label.slice(0, at), label.slice(at + 1)];
}

/** The `points` of a polygon through each axis at its value. */
function polygonPoints(values: readonly number[]): string {
  return values
    .map((value, index) => radarPoint(index, values.length, value))
    .map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`)
    .join(' ');
}

/** A label beyond the outer ring, anchored on the side it sits so it reads away from the chart. */
function AxisLabel({ axis, index, count }: { axis: RadarAxis; index: number; count: number }) {
  const { x, y } = pointOnAxis(index, count, RADIUS + LABEL_GAP);
  const anchor = Math.abs(x - CENTRE.x) < 1 ? 'middle' : x > CENTRE.x ? 'start' : 'end';
  const lines = labelLines(axis.label);
  // Above the chart the lines end at the point, below it they start there, beside it they are centred on it.
  const above = y < CENTRE.y - 1;
  const below = y > CENTRE.y + 1;
  const firstLineY = above
    ? y - (lines.length - 1) * LABEL_LINE_HEIGHT
    : below
      ? y
      : y - ((lines.length - 1) * LABEL_LINE_HEIGHT) / 2;
  return (
    <text
      textAnchor={anchor}
      dominantBaseline={above ? 'auto' : below ? 'hanging' : 'middle'}
      fontSize={12}
      fill="currentColor"
    >
      {lines.map((line, lineIndex) => (
        <tspan key={lineIndex === 0 ? 'first' : 'second'} x={x} y={firstLineY + lineIndex * LABEL_LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/**
 * The drawing itself, plain SVG: the chart library's own store renders a chart several times over before it
 * settles, which on a phone held the driver's home page for about a second; this is one render.
 */
export function RadarDrawing({ axes }: { axes: readonly RadarAxis[] }) {
  const count = axes.length;
  const ring = (value: number) => polygonPoints(axes.map(() => value));
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} aria-hidden focusable="false">
      {BANDS_WIDEST_FIRST.map((band) => (
        <polygon
          key={band.key}
          data-series={`band-${band.key}`}
          points={ring(band.to)}
          fill={band.colour}
          fillOpacity={RISK_BAND_OPACITY}
        />
      ))}
      <g stroke="var(--mantine-color-gray-4)" fill="none">
        {RADAR_TICKS.filter((tick) => tick > RADAR_MIN).map((tick) => (
          <polygon key={tick} points={ring(tick)} />
        ))}
        {axes.map((axis, index) => {
          const end = radarPoint(index, count, RADAR_MAX);
          return <line key={axis.id} x1={CENTRE.x} y1={CENTRE.y} x2={end.x} y2={end.y} />;
        })}
      </g>
      <polygon
        data-series="value"
        points={polygonPoints(axes.map((axis) => axis.value))}
        fill="var(--mantine-color-roadmark-6)"
        fillOpacity={0.3}
        stroke="var(--mantine-color-roadmark-6)"
        strokeWidth={2}
      />
      <g fill="var(--mantine-color-dimmed)" fontSize={10}>
        {RADAR_TICKS.map((tick) => (
          // Up along the first metric's axis, so the tick values read horizontally.
          <text key={tick} x={CENTRE.x + 4} y={radarPoint(0, count, tick).y} dominantBaseline="middle">
            {tick}
          </text>
        ))}
      </g>
      <g color="var(--mantine-color-text)">
        {axes.map((axis, index) => (
          <AxisLabel key={axis.id} axis={axis} index={index} count={count} />
        ))}
      </g>
    </svg>
  );
}
