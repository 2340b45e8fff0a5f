import type { RiskFilter } from '@roadmark/domain/dashboards/risk-filter';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssessmentsList } from '../subscription/assessments-list';
import { PeopleList } from '../subscription/people-list';
import { TeamsList } from '../subscription/teams-list';
import { usePagedRows } from '../subscription/use-paged-rows';
import { useSearchText } from '../subscription/use-search-text';
import {
  DashboardOrganisationsQuery,
  ProviderAssessmentsQuery,
  ProviderPeopleQuery,
  ProviderStaffQuery,
  ProviderTeamsQuery,
} from './graphql/provider-dashboard-operations';
import { OrganisationsList } from './organisations-list';
import { PROVIDER_AREA, PROVIDER_ASSESSMENT_LINKS, providerPaths, subscriptionPath } from './provider-links';

function withSearch(term: string) {
  return term ? { search: term } : {};
}

/** Subscriptions or Distributors tab: each to its subscription dashboard. */
export function OrganisationsTab({ distributors }: { distributors: boolean }) {
  const { t } = useTranslation('provider-dashboard');
  const search = useSearchText();
  const page = usePagedRows(DashboardOrganisationsQuery, {
    variables: { subscriptionType: distributors ? 'Distributor' : 'Subscription', ...withSearch(search.term) },
    select: (data) => data.dashboardOrganisations,
  });
  return (
    <OrganisationsList
      label={t(distributors ? 'tabs.distributors' : 'tabs.subscriptions')}
      page={page}
      linkTo={(row) => subscriptionPath(PROVIDER_AREA, row.subscriptionId)}
      withSubscriptionNames={distributors}
      search={search.input}
      onSearchChange={search.setInput}
    />
  );
}

function usePeopleFilters() {
  const search = useSearchText();
  const [riskFilter, setRiskFilter] = useState<RiskFilter>('All');
  return { search, riskFilter, setRiskFilter, variables: { riskFilter, ...withSearch(search.term) } };
}

/** Subscription users tab: every customer's people, filtered by risk, each to their dashboard in their subscription. */
export function CustomerPeopleTab() {
  const { t } = useTranslation('provider-dashboard');
  const filters = usePeopleFilters();
  const page = usePagedRows(ProviderPeopleQuery, {
    variables: filters.variables,
    select: (data) => data.providerPeople,
  });
  return (
    <PeopleList
      label={t('tabs.people')}
      page={page}
      linkTo={(person) => providerPaths.subscriptionUser(person.subscriptionId, person.userId)}
      withSubscription
      search={filters.search.input}
      onSearchChange={filters.search.setInput}
      riskFilter={filters.riskFilter}
      onRiskFilterChange={filters.setRiskFilter}
    />
  );
}

/** Staff tab: the provider's own people, each to /administration/dashboard/staff/{userId}. */
export function StaffTab() {
  const { t } = useTranslation('provider-dashboard');
  const filters = usePeopleFilters();
  const page = usePagedRows(ProviderStaffQuery, {
    variables: filters.variables,
    select: (data) => data.providerStaff,
  });
  return (
    <PeopleList
      label={t('tabs.staff')}
      page={page}
      linkTo={(person) => providerPaths.staff(person.userId)}
      withSubscription={false}
      search={filters.search.input}
      onSearchChange={filters.search.setInput}
      riskFilter={filters.riskFilter}
      onRiskFilterChange={filters.setRiskFilter}
    />
  );
}

export function TeamsTab() {
  const { t } = useTranslation('provider-dashboard');
  const search = useSearchText();
  const page = usePagedRows(ProviderTeamsQuery, {
    variables: withSearch(search.term),
    select: (data) => data.providerTeams,
  });
  return (
    <TeamsList
      label={t('tabs.teams')}
      page={page}
      linkTo={(team) => providerPaths.subscriptionTeam(team.subscriptionId, team.subscriptionTeamId)}
      withSubscription
      search={search.input}
      onSearchChange={search.setInput}
    />
  );
}

/** Assessments or Training tab, over every customer; each to /administration/dashboard/assessment|training/{id}. */
export function AssessmentsTab({ training }: { training: boolean }) {
  const { t } = useTranslation('provider-dashboard');
  const search = useSearchText();
  const page = usePagedRows(ProviderAssessmentsQuery, {
    variables: { assessmentType: training ? 'TrainingModule' : 'Assessment', ...withSearch(search.term) },
    select: (data) => data.providerAssessments,
  });
  return (
    <AssessmentsList
      label={t(training ? 'tabs.training' : 'tabs.assessments')}
      training={training}
      page={page}
      links={PROVIDER_ASSESSMENT_LINKS}
      search={search.input}
      onSearchChange={search.setInput}
    />
  );
}
