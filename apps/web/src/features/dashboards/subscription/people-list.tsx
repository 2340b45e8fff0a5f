import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { RiskFilter } from '@roadmark/domain/dashboards/risk-filter';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date-time';
import type { ListColumn } from '../../../ui/list-page/list-types';
import { RiskBadge } from '../../session-player/finish/risk-badge';
import { fullName } from './dashboard-format';
import { CardField, DashboardList } from './dashboard-list';
import type { DashboardPersonRow } from './dashboard-types';
import { RiskFilterControl } from './risk-filter-control';
import type { PagedRows } from './use-paged-rows';

export interface PeopleListProps {
  /** 'People', or 'Participants' for a Study. */
  label: string;
  page: PagedRows<DashboardPersonRow>;
  /** Where a name leads: the person's dashboard within the subscription, the provider's drill-down, or staff. */
  linkTo: (person: DashboardPersonRow) => string;
  /** Lists over several subscriptions (the provider's) show each person's subscription. */
  withSubscription?: boolean;
  search: string;
  onSearchChange: (value: string) => void;
  riskFilter: RiskFilter;
  onRiskFilterChange: (filter: RiskFilter) => void;
}

/**
 * A People tab's list: name (to the person's dashboard), subscription where asked, team, overall score and risk,
 * progress, last activity.
 */
export function PeopleList(props: PeopleListProps) {
  const { label, page, linkTo, withSubscription = false, riskFilter, onRiskFilterChange } = props;
  const { t, i18n } = useTranslation('dashboards');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const name = (person: DashboardPersonRow) => (
    <Anchor component={Link} to={linkTo(person)} fw={500}>
      {fullName(person)}
    </Anchor>
  );
  const score = (person: DashboardPersonRow) => (person.overallScore === null ? '-' : String(person.overallScore));
  const progress = (person: DashboardPersonRow) =>
    t('people.completedOf', { completed: person.completedCount, assigned: person.assignedCount });
  const lastActivity = (person: DashboardPersonRow) =>
    person.lastActivityDate ? formatDate(person.lastActivityDate, locale) : t('people.noActivity');
  const subscriptionOf = (person: DashboardPersonRow) => person.subscriptionName;
  const columns: ListColumn<DashboardPersonRow>[] = [
    { key: 'name', header: t('people.name'), render: name },
    ...(withSubscription ? [{ key: 'subscription', header: t('people.subscription'), render: subscriptionOf }] : []),
    { key: 'team', header: t('people.team'), render: (person) => person.teamName ?? '' },
    { key: 'score', header: t('people.overallScore'), render: score },
    {
      key: 'risk',
      header: t('people.risk'),
      render: (person) => <RiskBadge category={person.riskCategory} size="sm" />,
    },
    { key: 'completed', header: t('people.completed'), render: progress },
    { key: 'lastActivity', header: t('people.lastActivity'), render: lastActivity },
  ];
  return (
    <DashboardList
      label={label}
      page={page}
      rowKey={(person) => person.profileId}
      columns={columns}
      search={props.search}
      onSearchChange={props.onSearchChange}
      filters={<RiskFilterControl value={riskFilter} onChange={onRiskFilterChange} />}
      renderCard={(person) => (
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text component="div">{name(person)}</Text>
            <RiskBadge category={person.riskCategory} size="sm" />
          </Group>
          {withSubscription && <CardField label={t('people.subscription')}>{subscriptionOf(person)}</CardField>}
          {person.teamName && <CardField label={t('people.team')}>{person.teamName}</CardField>}
          <CardField label={t('people.overallScore')}>{score(person)}</CardField>
          <CardField label={t('people.completed')}>{progress(person)}</CardField>
          <CardField label={t('people.lastActivity')}>{lastActivity(person)}</CardField>
        </Stack>
      )}
    />
  );
}
