import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '../../../ui/list-page/list-types';
import { RiskBadge } from '../../session-player/finish/risk-badge';
import { CardField, DashboardList } from '../subscription/dashboard-list';
import { RiskDistributionBar } from '../subscription/risk-distribution-bar';
import type { PagedRows } from '../subscription/use-paged-rows';
import type { ProviderTeamRow } from './organisation-types';
import { providerPaths } from './provider-links';

export interface ProviderTeamsListProps {
  page: PagedRows<ProviderTeamRow>;
  search: string;
  onSearchChange: (value: string) => void;
}

/** Subscription teams tab: every customer's teams, each to its team dashboard within its subscription. */
export function ProviderTeamsList({ page, search, onSearchChange }: ProviderTeamsListProps) {
  const { t } = useTranslation('dashboards');
  const { t: tProvider } = useTranslation('provider-dashboard');
  const name = (team: ProviderTeamRow) => (
    <Anchor component={Link} to={providerPaths.subscriptionTeam(team.subscriptionId, team.subscriptionTeamId)} fw={500}>
      {team.name}
    </Anchor>
  );
  const average = (team: ProviderTeamRow) => (team.averageScore === null ? '-' : String(team.averageScore));
  const columns: ListColumn<ProviderTeamRow>[] = [
    { key: 'name', header: t('teams.name'), render: name },
    { key: 'subscription', header: tProvider('people.subscription'), render: (team) => team.subscriptionName },
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
      label={tProvider('tabs.teams')}
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
          <CardField label={tProvider('people.subscription')}>{team.subscriptionName}</CardField>
          <CardField label={t('teams.people')}>{team.peopleCount}</CardField>
          <CardField label={t('teams.averageScore')}>{average(team)}</CardField>
          <RiskDistributionBar distribution={team.riskDistribution} />
        </Stack>
      )}
    />
  );
}
