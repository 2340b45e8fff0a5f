import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '../../../ui/list-page/list-types';
import type { DashboardLinks } from './dashboard-links';
import { CardField, DashboardList } from './dashboard-list';
import type { DashboardAssessmentRow } from './dashboard-types';
import { SeatCount } from './seat-count';
import { StatusCounts, useStatusCountColumns } from './status-counts';
import type { PagedRows } from './use-paged-rows';

export interface AssessmentsListProps {
  /** 'Assessments' or 'Training'. */
  label: string;
  /** Training modules have no score column. */
  training: boolean;
  page: PagedRows<DashboardAssessmentRow>;
  links: DashboardLinks;
  search: string;
  onSearchChange: (value: string) => void;
}

/** The Assessments and Training tabs: name (to its dashboard), status counts, average score, seats used. */
export function AssessmentsList({ label, training, page, links, search, onSearchChange }: AssessmentsListProps) {
  const { t } = useTranslation('dashboards');
  const name = (row: DashboardAssessmentRow) => (
    <Anchor component={Link} to={links.assessment(row.assessmentId, row.assessmentType)} fw={500}>
      {row.name}
    </Anchor>
  );
  const average = (row: DashboardAssessmentRow) => (row.averageScore === null ? '-' : String(row.averageScore));
  const statusCountColumns = useStatusCountColumns<DashboardAssessmentRow>();
  const columns: ListColumn<DashboardAssessmentRow>[] = [
    { key: 'name', header: t('assessments.name'), render: name },
    ...statusCountColumns,
    ...(training ? [] : [{ key: 'average', header: t('assessments.averageScore'), render: average }]),
    { key: 'seats', header: t('assessments.seats'), render: (row) => <SeatCount seatsUsed={row.seatsUsed} /> },
  ];
  return (
    <DashboardList
      label={label}
      page={page}
      rowKey={(row) => row.assessmentId}
      columns={columns}
      search={search}
      onSearchChange={onSearchChange}
      renderCard={(row) => (
        <Stack gap={6}>
          <Text component="div">{name(row)}</Text>
          <StatusCounts counts={row} compact />
          {!training && <CardField label={t('assessments.averageScore')}>{average(row)}</CardField>}
          <SeatCount seatsUsed={row.seatsUsed} c="dimmed" />
        </Stack>
      )}
    />
  );
}
