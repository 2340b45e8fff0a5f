import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { RiskFilter } from '@roadmark/domain/dashboards/risk-filter';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '../../../ui/list-page/list-types';
import { RiskBadge } from '../../session-player/finish/risk-badge';
import { formatDate, fullName } from '../subscription/dashboard-format';
import { CardField, DashboardList } from '../subscription/dashboard-list';
import { RiskFilterControl } from '../subscription/risk-filter-control';
import type { PagedRows } from '../subscription/use-paged-rows';
import type { ProviderPersonRow } from './organisation-types';

export interface ProviderPeopleListProps {
  /** 'Subscription users' or 'Staff'. */
  label: string;
  page: PagedRows<ProviderPersonRow>;
  /** Where a person's name leads: their dashboard in their subscription, or the staff dashboard. */
  linkTo: (person: ProviderPersonRow) => string;
  /** The customers' people show their subscription; the provider's staff do not. */
  withSubscription: boolean;
  search: string;
  onSearchChange: (value: string) => void;
  riskFilter: RiskFilter;
  onRiskFilterChange: (filter: RiskFilter) => void;
}

/**
 * People over every customer (or the provider's staff): name (to their dashboard), subscription, team, overall score
 * and risk, progress and last activity, with the risk filter. The subscription dashboard's people list links by user
 * id alone; here each row needs its own subscription, hence a list of its own on the same DashboardList.
 */
export function ProviderPeopleList(props: ProviderPeopleListProps) {
  const { label, page, linkTo, withSubscription, riskFilter, onRiskFilterChange } = props;
  const { t, i18n } = useTranslation('dashboards');
  const { t: tProvider } = useTranslation('provider-dashboard');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const name = (person: ProviderPersonRow) => (
    <Anchor component={Link} to={linkTo(person)} fw={500}>
      {fullName(person)}
    </Anchor>
  );
  const score = (person: ProviderPersonRow) => (person.overallScore === null ? '-' : String(person.overallScore));
  const progress = (person: ProviderPersonRow) =>
    t('people.completedOf', { completed: person.completedCount, assigned: person.assignedCount });
  const lastActivity = (person: ProviderPersonRow) =>
    person.lastActivityDate ? formatDate(person.lastActivityDate, locale) : t('people.noActivity');
  const columns: ListColumn<ProviderPersonRow>[] = [
    { key: 'name', header: t('people.name'), render: name },
    ...(withSubscription
      ? [
          {
            key: 'subscription',
            header: tProvider('people.subscription'),
            render: (person: ProviderPersonRow) => person.subscriptionName,
          },
        ]
      : []),
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
          {withSubscription && (
            <CardField label={tProvider('people.subscription')}>{person.subscriptionName}</CardField>
          )}
          {person.teamName && <CardField label={t('people.team')}>{person.teamName}</CardField>}
          <CardField label={t('people.overallScore')}>{score(person)}</CardField>
          <CardField label={t('people.completed')}>{progress(person)}</CardField>
          <CardField label={t('people.lastActivity')}>{lastActivity(person)}</CardField>
        </Stack>
      )}
    />
  );
}
