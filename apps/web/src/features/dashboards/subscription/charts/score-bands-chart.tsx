import { useTranslation } from 'react-i18next';
import type { ScoreBand } from '../dashboard-types';
import { ChartFigure } from './chart-figure';
import { RiskBandedBarChart } from './lazy-charts';

/** A histogram of the latest finished scores in bands of ten (0-9 ... 90-100). */
export function ScoreBandsChart({ bands }: { bands: readonly ScoreBand[] }) {
  const { t } = useTranslation('dashboards');
  const title = t('charts.scoreBands.title');
  const label = (band: ScoreBand) => `${band.from}-${band.to}`;
  const data = bands.map((band) => ({ band: label(band), count: band.count }));
  const rows = bands.map((band) => ({ key: label(band), label: label(band), value: String(band.count) }));
  return (
    <ChartFigure
      title={title}
      columns={[t('charts.scoreBands.band'), t('charts.scoreBands.count')]}
      rows={rows}
      empty={bands.every((band) => band.count === 0)}
      emptyText={t('charts.scoreBands.empty')}
    >
      <RiskBandedBarChart
        h={240}
        data={data}
        dataKey="band"
        series={[{ name: 'count', label: t('charts.scoreBands.count'), color: 'blue.7' }]}
        yAxisProps={{ allowDecimals: false }}
        withTooltip={false}
        accessibilityLayer={false}
        bands={{ axis: 'category', ranges: bands.map((band) => ({ label: label(band), from: band.from })) }}
      />
    </ChartFigure>
  );
}
