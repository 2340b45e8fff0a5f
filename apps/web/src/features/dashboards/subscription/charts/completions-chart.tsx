import { useTranslation } from 'react-i18next';
import { formatMonth } from '../dashboard-format';
import type { MonthCount } from '../dashboard-types';
import { ChartFigure } from './chart-figure';
import { LineChart } from './lazy-charts';

/** Finished sessions per month over the last 12 months, oldest first. */
export function CompletionsChart({ months }: { months: readonly MonthCount[] }) {
  const { t, i18n } = useTranslation('dashboards');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const title = t('charts.completions.title');
  const data = months.map((month) => ({ month: formatMonth(month.month, locale), count: month.count }));
  const rows = months.map((month) => ({
    key: month.month,
    label: formatMonth(month.month, locale),
    value: String(month.count),
  }));
  return (
    <ChartFigure
      title={title}
      columns={[t('charts.completions.month'), t('charts.completions.count')]}
      rows={rows}
      empty={months.every((month) => month.count === 0)}
      emptyText={t('charts.completions.empty')}
    >
      <LineChart
        h={240}
        data={data}
        dataKey="month"
        series={[{ name: 'count', label: t('charts.completions.count'), color: 'blue.7' }]}
        yAxisProps={{ allowDecimals: false }}
        withTooltip={false}
        accessibilityLayer={false}
      />
    </ChartFigure>
  );
}
