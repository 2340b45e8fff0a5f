import { useTranslation } from 'react-i18next';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import { countTicks, percentOf } from '../../../ui/charts/chart-scale';
import { binCounts, type ClickBin, secondMarks, type TimeWindow, timelineEnd } from './click-timeline';
import classes from './question-drawings.module.css';

/**
 * Clicks by time in the clip, a column per quarter second, with each scoring window shaded over its stretch of
 * time (decorative: the chart's table and the windows table carry the figures).
 */
export function ClickTimeDrawing({
  bins,
  binSeconds,
  windows,
  secondsLabel,
}: {
  bins: readonly ClickBin[];
  binSeconds: number;
  windows: readonly TimeWindow[];
  secondsLabel: (seconds: number) => string;
}) {
  const { t } = useTranslation('item-analysis');
  const end = timelineEnd(bins, binSeconds, windows);
  const counts = binCounts(bins, binSeconds, end);
  const ticks = countTicks(Math.max(...counts));
  const top = ticks[ticks.length - 1] ?? 1;
  const shaded = windows.map((window) => (
    <div
      key={`${window.startSeconds}-${window.endSeconds}`}
      className={classes.window}
      data-response-window
      style={{
        left: `${percentOf(window.startSeconds, end)}%`,
        width: `${percentOf(window.endSeconds, end) - percentOf(window.startSeconds, end)}%`,
      }}
    />
  ));
  return (
    <>
      <ChartFrame ticks={ticks} marks={secondMarks(end, secondsLabel)} height={200} background={shaded}>
        <div className={classes.bins}>
          {counts.map((count, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a bin is its place on the time axis
            <div key={index} className={classes.bin} data-click-bin>
              <div className={classes.binBar} style={{ height: `${percentOf(count, top)}%` }} />
            </div>
          ))}
        </div>
      </ChartFrame>
      <div className={classes.legend}>
        <span className={classes.legendSwatch} />
        {t('clickTimes.legend')}
      </div>
    </>
  );
}
