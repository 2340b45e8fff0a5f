import type { DonutChartProps, LineChartProps } from '@mantine/charts';
import { Box } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import type { RiskBandedBarChartProps } from './chart-drawings';

/** Mantine's donut is 160 px square unless told otherwise. */
const DONUT_SIZE = 160;

/**
 * A chart drawing loaded when it is first drawn. The chart library is about a third of a megabyte; a dashboard
 * with nothing to chart (a new driver's own, say) shows its empty text and never downloads it. The placeholder
 * takes the chart's height, so the page does not jump when the drawing arrives.
 */
function lazyChart<P extends { h?: unknown; size?: number }>(load: () => Promise<ComponentType<P>>) {
  const Drawing = lazy(async () => ({ default: await load() }));
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<Box h={(props.h as number | undefined) ?? props.size ?? DONUT_SIZE} />}>
        <Drawing {...props} />
      </Suspense>
    );
  };
}

const drawings = () => import('./chart-drawings');

export const LineChart = lazyChart<LineChartProps>(async () => (await drawings()).LineChart);
export const DonutChart = lazyChart<DonutChartProps>(async () => (await drawings()).DonutChart);
export const RiskBandedBarChart = lazyChart<RiskBandedBarChartProps>(async () => (await drawings()).RiskBandedBarChart);
