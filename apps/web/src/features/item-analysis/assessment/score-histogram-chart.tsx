import { useTranslation } from 'react-i18next';
import { BarDrawing } from '../../../ui/charts/bar-drawing';
import { ChartFigure } from '../../../ui/charts/chart-figure';
import { countTicks } from '../../../ui/charts/chart-scale';

export interface ScoreBin {
  from: number;
  to: number;
  count: number;
}

/** The counted sessions' total scores in the ten bins of ten percent (0-9 ... 90-100). */
export function ScoreHistogramChart({ bins }: { bins: readonly ScoreBin[] }) {
  const { t } = useTranslation('item-analysis');
  const label = (bin: ScoreBin) => `${bin.from}-${bin.to}`;
  return (
    <ChartFigure
      title={t('scoreHistogram.title')}
      columns={[t('scoreHistogram.bin'), t('scoreHistogram.count')]}
      rows={bins.map((bin) => ({ key: label(bin), label: label(bin), value: String(bin.count) }))}
      empty={bins.every((bin) => bin.count === 0)}
      emptyText={t('scoreHistogram.empty')}
    >
      <BarDrawing
        bars={bins.map((bin) => ({ key: label(bin), label: label(bin), value: bin.count }))}
        ticks={countTicks(Math.max(...bins.map((bin) => bin.count)))}
        height={200}
        thinLabels
      />
    </ChartFigure>
  );
}
