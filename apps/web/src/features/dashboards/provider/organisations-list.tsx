import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date-time';
import type { ListColumn } from '../../../ui/list-page/list-types';
import { RiskBadge } from '../../session-player/finish/risk-badge';
import { CardField, DashboardList } from '../subscription/dashboard-list';
import { RiskDistributionBar } from '../subscription/risk-distribution-bar';
import type { PagedRows } from '../subscription/use-paged-rows';
import type { DashboardOrganisationRow } from './organisation-types';
import { useSubscriptionNamesText } from './subscription-names-text';

export interface OrganisationsListProps {
  /** The list's accessible name: 'Subscriptions' or 'Distributors'. */
  label: string;
  page: PagedRows<DashboardOrganisationRow>;
  /** Where an organisation's name leads. */
  linkTo: (row: DashboardOrganisationRow) => string;
  /** Distributors: show the names of the subscriptions beneath each. */
  withSubscriptionNames?: boolean;
  search: string;
  onSearchChange: (value: string) => void;
}

/**
 * Subscriptions or distributors with their people's figures: people, average score and its risk, finished sessions,
 * people by risk (a small bar with the counts in words) and, for a distributor, its subscriptions by name.
 */
export function OrganisationsList(props: OrganisationsListProps) {
  const { label, page, linkTo, withSubscriptionNames = false } = props;
  const { t, i18n } = useTranslation('provider-dashboard');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const namesText = useSubscriptionNamesText();
  const name = (row: DashboardOrganisationRow) => (
    <Anchor component={Link} to={linkTo(row)} fw={500}>
      {row.companyName}
    </Anchor>
  );
  const average = (row: DashboardOrganisationRow) => (row.averageScore === null ? '-' : String(row.averageScore));
  const subscriptions = (row: DashboardOrganisationRow) =>
    row.subscriptionNames.length === 0
      ? t('organisations.noSubscriptions')
      : namesText(row.subscriptionNames, row.otherSubscriptions);
  const lastActivity = (row: DashboardOrganisationRow) =>
    row.lastActivityDate ? formatDate(row.lastActivityDate, locale) : t('organisations.noActivity');
  const columns: ListColumn<DashboardOrganisationRow>[] = [
    { key: 'name', header: t('organisations.name'), render: name },
    ...(withSubscriptionNames
      ? [{ key: 'subscriptions', header: t('organisations.subscriptions'), render: subscriptions }]
      : []),
    { key: 'people', header: t('organisations.people'), render: (row) => String(row.peopleCount) },
    { key: 'average', header: t('organisations.averageScore'), render: average },
    {
      key: 'risk',
      header: t('organisations.risk'),
      render: (row) => <RiskBadge category={row.riskCategory} size="sm" />,
    },
    { key: 'finished', header: t('organisations.finishedSessions'), render: (row) => String(row.finishedSessions) },
    {
      key: 'distribution',
      header: t('organisations.distribution'),
      render: (row) => <RiskDistributionBar distribution={row.riskDistribution} />,
    },
    { key: 'lastActivity', header: t('organisations.lastActivity'), render: lastActivity },
  ];
  return (
    <DashboardList
      label={label}
      page={page}
      rowKey={(row) => row.subscriptionId}
      columns={columns}
      search={props.search}
      onSearchChange={props.onSearchChange}
      renderCard={(row) => (
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text component="div">{name(row)}</Text>
            <RiskBadge category={row.riskCategory} size="sm" />
          </Group>
          {withSubscriptionNames && (
            <CardField label={t('organisations.subscriptions')}>{subscriptions(row)}</CardField>
          )}
          <CardField label={t('organisations.people')}>{row.peopleCount}</CardField>
          <CardField label={t('organisations.averageScore')}>{average(row)}</CardField>
          <CardField label={t('organisations.finishedSessions')}>{row.finishedSessions}</CardField>
          <CardField label={t('organisations.lastActivity')}>{lastActivity(row)}</CardField>
          <RiskDistributionBar distribution={row.riskDistribution} />
        </Stack>
      )}
    />
  );
}
