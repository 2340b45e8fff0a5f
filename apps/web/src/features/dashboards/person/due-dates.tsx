import { Group, Text } from '@mantine/core';
import { type DueDateTone, dueDateTone } from '@roadmark/domain/delivery/due-date';
import { isFinishedStatus } from '@roadmark/domain/delivery/session-status';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date-time';
import { formatDueDate } from '../subscription/dashboard-format';
import { DUE_TONE_COLORS } from '../subscription/due-date-text';
import type { PersonDashboardItemView } from './person-dashboard-types';

/** The tone of a card's dates: completed success, overdue danger, due within 7 days warning, else muted. */
export function itemDueTone(item: PersonDashboardItemView, today: Date = new Date()): DueDateTone {
  return dueDateTone(item.targetDate, isFinishedStatus(item.status), today);
}

/**
 * The due date and, once finished, the completion date side by side, in the due-date colour, with
 * 'Overdue' or 'Due soon' in words so the colour is never the only cue. Nothing when there is neither.
 */
export function DueDates({ item, today }: { item: PersonDashboardItemView; today?: Date }) {
  const { t, i18n } = useTranslation('person-dashboard');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const tone = itemDueTone(item, today);
  const finished = isFinishedStatus(item.status);
  const completedAt = finished ? (item.latestSession?.endDate ?? null) : null;
  if (!item.targetDate && !completedAt) return null;
  return (
    <Group gap="sm" data-due-tone={tone}>
      {item.targetDate && (
        <Text size="sm" c={DUE_TONE_COLORS[tone]}>
          {t('due.date', { date: formatDueDate(item.targetDate, locale) })}
        </Text>
      )}
      {completedAt && (
        <Text size="sm" c={DUE_TONE_COLORS[tone]}>
          {t('due.completed', { date: formatDate(completedAt, locale) })}
        </Text>
      )}
      {(tone === 'danger' || tone === 'warning') && (
        <Text size="sm" fw={600} c={DUE_TONE_COLORS[tone]}>
          {t(`due.${tone}`)}
        </Text>
      )}
    </Group>
  );
}
