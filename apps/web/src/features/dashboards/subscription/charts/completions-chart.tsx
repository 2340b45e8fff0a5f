import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../../ui/charts/chart-figure';
import { countTicks } from '../../../../ui/charts/chart-scale';
import { LineDrawing } from '../../../../ui/charts/line-drawing';
import { formatMonth } from '../dashboard-format';
import type { MonthCount } from '../dashboard-types';

/** Finished sessions per month over the last 12 months, oldest first. */
export function CompletionsChart({ months }: { months: readonly MonthCount[] }) {
  const { t, i18n } = useTranslation('dashboards');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const title = t('charts.completions.title');
  const points = months.map((month) => ({
    key: month.month,
    label: formatMonth(month.month, locale),
    value: month.count,
  }));
  const rows = points.map((point) => ({ ...point, value: String(point.value) }));
  return (
    <ChartFigure
      title={title}
      columns={[t('charts.completions.month'), t('charts.completions.count')]}
      rows={rows}
      empty={months.every((month) => month.count === 0)}
      emptyText={t('charts.completions.empty')}
    >
      <LineDrawing points={points} ticks={countTicks(Math.max(...months.map((month) => month.count)))} height={240} />
    </ChartFigure>
  );
}
