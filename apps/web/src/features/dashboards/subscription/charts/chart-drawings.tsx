import '@mantine/charts/styles.css';
import { BarChart, type BarChartProps } from '@mantine/charts';
import { riskBandsOnCategoryAxis, riskBandsOnValueAxis } from './risk-bands';

// The drawings, with the chart library and its styles, load only where a chart is drawn (lazy-charts.tsx).
export { DonutChart, LineChart } from '@mantine/charts';

/** Where a bar chart of scores shades the risk bands: along its value axis, or by its categories' score ranges. */
export type RiskBandAxis = { axis: 'value' } | { axis: 'category'; ranges: readonly { label: string; from: number }[] };

export type RiskBandedBarChartProps = BarChartProps & { bands: RiskBandAxis };

/** A bar chart over the red, amber and green risk bands. */
export function RiskBandedBarChart({ bands, ...props }: RiskBandedBarChartProps) {
  return (
    <BarChart {...props}>
      {bands.axis === 'value' ? riskBandsOnValueAxis() : riskBandsOnCategoryAxis(bands.ranges)}
    </BarChart>
  );
}
