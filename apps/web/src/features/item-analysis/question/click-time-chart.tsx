import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../ui/charts/chart-figure';
import { formatDecimal } from '../analysis-format';
import { ClickTimeDrawing } from './click-time-drawing';
import type { ClickBin, TimeWindow } from './click-timeline';

/** A response-time video's clicks by time in the clip, its scoring windows shaded; the table lists the busy bins. */
export function ClickTimeChart({
  bins,
  binSeconds,
  windows,
}: {
  bins: readonly ClickBin[];
  binSeconds: number;
  windows: readonly TimeWindow[];
}) {
  const { t, i18n } = useTranslation('item-analysis');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const seconds = (value: number) => formatDecimal(value, locale, 2);
  const rows = bins
    .filter((bin) => bin.count > 0)
    .map((bin) => ({
      key: String(bin.startSeconds),
      label: t('clickTimes.bin', { from: seconds(bin.startSeconds), to: seconds(bin.startSeconds + binSeconds) }),
      value: String(bin.count),
    }));
  return (
    <ChartFigure
      title={t('clickTimes.title')}
      titleOrder={3}
      columns={[t('clickTimes.time'), t('clickTimes.clicks')]}
      rows={rows}
      empty={rows.length === 0}
      emptyText={t('clickTimes.empty')}
    >
      <ClickTimeDrawing bins={bins} binSeconds={binSeconds} windows={windows} secondsLabel={seconds} />
    </ChartFigure>
  );
}
