import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { RiskFilter } from '@roadmark/domain/dashboards/risk-filter';
import { isFinishedStatus } from '@roadmark/domain/delivery/session-status';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date-time';
import type { ListColumn } from '../../../ui/list-page/list-types';
import { RiskBadge } from '../../session-player/finish/risk-badge';
import { fullName } from './dashboard-format';
import { type DashboardLinks, resultsPath } from './dashboard-links';
import { CardField, DashboardList } from './dashboard-list';
import type { AssessmentPersonRow, DashboardAssessmentType } from './dashboard-types';
import { DueDateText } from './due-date-text';
import { RiskFilterControl } from './risk-filter-control';
import type { PagedRows } from './use-paged-rows';

export interface AssessmentPeopleListProps {
  assessmentType: DashboardAssessmentType;
  page: PagedRows<AssessmentPersonRow>;
  links: DashboardLinks;
  search: string;
  onSearchChange: (value: string) => void;
  riskFilter: RiskFilter;
  onRiskFilterChange: (filter: RiskFilter) => void;
}

/** The people of one assessment: status, due date, latest score and risk, completion, and their results. */
export function AssessmentPeopleList(props: AssessmentPeopleListProps) {
  const { assessmentType, page, links } = props;
  const { t, i18n } = useTranslation('dashboards');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const finished = (row: AssessmentPersonRow) => isFinishedStatus(row.status);
  const name = (row: AssessmentPersonRow) => (
    <Anchor component={Link} to={links.user(row.userId)} fw={500}>
      {fullName(row)}
    </Anchor>
  );
  const score = (row: AssessmentPersonRow) => (row.latestScore === null ? '-' : String(row.latestScore));
  const completion = (row: AssessmentPersonRow) => (row.completionDate ? formatDate(row.completionDate, locale) : '-');
  const due = (row: AssessmentPersonRow) => <DueDateText targetDate={row.targetDate} completed={finished(row)} />;
  const results = (row: AssessmentPersonRow) =>
    finished(row) && row.latestSessionId ? (
      <Anchor
        component={Link}
        to={resultsPath(assessmentType, row.latestSessionId)}
        aria-label={t('assessmentPeople.viewResultsOf', { name: fullName(row) })}
      >
        {t('assessmentPeople.viewResults')}
      </Anchor>
    ) : null;
  const columns: ListColumn<AssessmentPersonRow>[] = [
    { key: 'name', header: t('people.name'), render: name },
    { key: 'team', header: t('people.team'), render: (row) => row.teamName ?? '' },
    { key: 'status', header: t('assessmentPeople.status'), render: (row) => t(`status.${row.status}`) },
    { key: 'due', header: t('assessmentPeople.dueDate'), render: due },
    { key: 'score', header: t('assessmentPeople.latestScore'), render: score },
    { key: 'risk', header: t('people.risk'), render: (row) => <RiskBadge category={row.riskCategory} size="sm" /> },
    { key: 'completion', header: t('assessmentPeople.completionDate'), render: completion },
    { key: 'results', header: t('assessmentPeople.results'), render: results },
  ];
  return (
    <DashboardList
      label={t('assessmentPeople.title')}
      page={page}
      rowKey={(row) => row.profileId}
      columns={columns}
      search={props.search}
      onSearchChange={props.onSearchChange}
      filters={<RiskFilterControl value={props.riskFilter} onChange={props.onRiskFilterChange} />}
      renderCard={(row) => (
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text component="div">{name(row)}</Text>
            <RiskBadge category={row.riskCategory} size="sm" />
          </Group>
          {row.teamName && <CardField label={t('people.team')}>{row.teamName}</CardField>}
          <CardField label={t('assessmentPeople.status')}>{t(`status.${row.status}`)}</CardField>
          <CardField label={t('assessmentPeople.dueDate')}>{due(row)}</CardField>
          <CardField label={t('assessmentPeople.latestScore')}>{score(row)}</CardField>
          <CardField label={t('assessmentPeople.completionDate')}>{completion(row)}</CardField>
          {results(row)}
        </Stack>
      )}
    />
  );
}
