import { useTranslation } from 'react-i18next';
import { BarDrawing } from '../../../../ui/charts/bar-drawing';
import { ChartFigure } from '../../../../ui/charts/chart-figure';
import { countTicks } from '../../../../ui/charts/chart-scale';
import type { ScoreBand } from '../dashboard-types';

/** A histogram of the latest finished scores in bands of ten (0-9 ... 90-100). */
export function ScoreBandsChart({ bands }: { bands: readonly ScoreBand[] }) {
  const { t } = useTranslation('dashboards');
  const title = t('charts.scoreBands.title');
  const label = (band: ScoreBand) => `${band.from}-${band.to}`;
  const bars = bands.map((band) => ({ key: label(band), label: label(band), value: band.count }));
  const rows = bands.map((band) => ({ key: label(band), label: label(band), value: String(band.count) }));
  return (
    <ChartFigure
      title={title}
      columns={[t('charts.scoreBands.band'), t('charts.scoreBands.count')]}
      rows={rows}
      empty={bands.every((band) => band.count === 0)}
      emptyText={t('charts.scoreBands.empty')}
    >
      <BarDrawing
        bars={bars}
        ticks={countTicks(Math.max(...bands.map((band) => band.count)))}
        height={240}
        thinLabels
        bands={{ axis: 'category', from: bands.map((band) => band.from) }}
      />
    </ChartFigure>
  );
}
