import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '../../../ui/list-page/list-types';
import { RiskBadge } from '../../session-player/finish/risk-badge';
import { CardField, DashboardList } from './dashboard-list';
import type { DashboardTeamRow } from './dashboard-types';
import { RiskDistributionBar } from './risk-distribution-bar';
import type { PagedRows } from './use-paged-rows';

export interface TeamsListProps {
  /** 'Teams', or 'Subscription teams' on the provider dashboard. */
  label: string;
  page: PagedRows<DashboardTeamRow>;
  /** Where a team's name leads: its team dashboard within the subscription or the provider's drill-down. */
  linkTo: (team: DashboardTeamRow) => string;
  /** Lists over several subscriptions (the provider's) show each team's subscription. */
  withSubscription?: boolean;
  search: string;
  onSearchChange: (value: string) => void;
}

/** A Teams tab: name (to the team dashboard), subscription where asked, people, average score and risk, spread. */
export function TeamsList({ label, page, linkTo, withSubscription = false, search, onSearchChange }: TeamsListProps) {
  const { t } = useTranslation('dashboards');
  const name = (team: DashboardTeamRow) => (
    <Anchor component={Link} to={linkTo(team)} fw={500}>
      {team.name}
    </Anchor>
  );
  const average = (team: DashboardTeamRow) => (team.averageScore === null ? '-' : String(team.averageScore));
  const columns: ListColumn<DashboardTeamRow>[] = [
    { key: 'name', header: t('teams.name'), render: name },
    ...(withSubscription
      ? [
          {
            key: 'subscription',
            header: t('people.subscription'),
            render: (team: DashboardTeamRow) => team.subscriptionName,
          },
        ]
      : []),
    { key: 'people', header: t('teams.people'), render: (team) => String(team.peopleCount) },
    { key: 'average', header: t('teams.averageScore'), render: average },
    { key: 'risk', header: t('teams.risk'), render: (team) => <RiskBadge category={team.riskCategory} size="sm" /> },
    {
      key: 'distribution',
      header: t('teams.distribution'),
      render: (team) => <RiskDistributionBar distribution={team.riskDistribution} />,
    },
  ];
  return (
    <DashboardList
      label={label}
      page={page}
      rowKey={(team) => team.subscriptionTeamId}
      columns={columns}
      search={search}
      onSearchChange={onSearchChange}
      renderCard={(team) => (
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text component="div">{name(team)}</Text>
            <RiskBadge category={team.riskCategory} size="sm" />
          </Group>
          {withSubscription && <CardField label={t('people.subscription')}>{team.subscriptionName}</CardField>}
          <CardField label={t('teams.people')}>{team.peopleCount}</CardField>
          <CardField label={t('teams.averageScore')}>{average(team)}</CardField>
          <RiskDistributionBar distribution={team.riskDistribution} />
        </Stack>
      )}
    />
  );
}
