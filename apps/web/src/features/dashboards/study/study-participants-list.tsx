import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date-time';
import type { ListColumn } from '../../../ui/list-page/list-types';
import { fullName } from '../subscription/dashboard-format';
import { CardField, DashboardList } from '../subscription/dashboard-list';
import type { PagedRows } from '../subscription/use-paged-rows';

export interface StudyParticipantRow {
  profileId: string;
  userId: string;
  firstName: string;
  lastName: string;
  isFinished: boolean;
  lastActivityDate: string | null;
}

export interface StudyParticipantsListProps {
  page: PagedRows<StudyParticipantRow>;
  search: string;
  onSearchChange: (value: string) => void;
}

/**
 * The study dashboard's list: each participant's full name and whether they finished — 'Yes'/'No' in the
 * list (table) view, 'Complete'/'Incomplete' on cards — with the cards/list toggle, a loader, and more rows loaded
 * when the end of the list scrolls into view.
 */
export function StudyParticipantsList({ page, search, onSearchChange }: StudyParticipantsListProps) {
  const { t, i18n } = useTranslation('provider-dashboard');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const lastActivity = (row: StudyParticipantRow) =>
    row.lastActivityDate ? formatDate(row.lastActivityDate, locale) : t('study.noActivity');
  const columns: ListColumn<StudyParticipantRow>[] = [
    { key: 'name', header: t('study.name'), render: fullName },
    { key: 'finished', header: t('study.finished'), render: (row) => t(row.isFinished ? 'study.yes' : 'study.no') },
    { key: 'lastActivity', header: t('study.lastActivity'), render: lastActivity },
  ];
  return (
    <DashboardList
      label={t('study.listLabel')}
      page={page}
      rowKey={(row) => row.profileId}
      columns={columns}
      search={search}
      onSearchChange={onSearchChange}
      renderCard={(row) => (
        <>
          <Text fw={500}>{fullName(row)}</Text>
          <Badge mt={6} variant="filled" tt="none" color={row.isFinished ? 'green.9' : 'gray.8'}>
            {t(row.isFinished ? 'study.complete' : 'study.incomplete')}
          </Badge>
          <CardField label={t('study.lastActivity')}>{lastActivity(row)}</CardField>
        </>
      )}
    />
  );
}
