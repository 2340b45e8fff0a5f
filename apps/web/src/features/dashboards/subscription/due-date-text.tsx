import { Text } from '@mantine/core';
import { type DueDateTone, dueDateTone } from '@roadmark/domain/delivery/due-date';
import { useTranslation } from 'react-i18next';
import { formatDueDate } from './dashboard-format';

/** The due-date colours, in shades that keep 4.5:1 on white. */
export const DUE_TONE_COLORS: Record<DueDateTone, string> = {
  success: 'green.8',
  danger: 'red.8',
  warning: 'yellow.9',
  muted: 'dimmed',
};

/** A due date in its colour, with the colour's meaning in words ('Overdue', 'Due soon', 'Done'). */
export function DueDateText({ targetDate, completed }: { targetDate: string | null; completed: boolean }) {
  const { t, i18n } = useTranslation('dashboards');
  if (!targetDate) return <Text size="sm">{t('due.none')}</Text>;
  const tone = dueDateTone(targetDate, completed);
  return (
    <Text size="sm" c={DUE_TONE_COLORS[tone]} data-tone={tone}>
      <time dateTime={targetDate}>{formatDueDate(targetDate, i18n.resolvedLanguage ?? i18n.language)}</time>
      {tone !== 'muted' && ` (${t(`due.${tone}`)})`}
    </Text>
  );
}
