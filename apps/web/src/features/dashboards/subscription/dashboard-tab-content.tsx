import type { RiskFilter } from '@roadmark/domain/dashboards/risk-filter';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssessmentsList } from './assessments-list';
import type { DashboardLinks } from './dashboard-links';
import type { DashboardSubscriptionType } from './dashboard-types';
import {
  DashboardAssessmentsQuery,
  DashboardPeopleQuery,
  DashboardTeamsQuery,
} from './graphql/subscription-dashboard-operations';
import { PeopleList } from './people-list';
import { TeamsList } from './teams-list';
import { usePagedRows } from './use-paged-rows';
import { useSearchText } from './use-search-text';

/** Which subscription (absent: the one the viewer acts in) and which team (absent: all) a dashboard is about. */
export interface DashboardScope {
  subscriptionId?: string;
  subscriptionTeamId?: string;
}

interface TabProps {
  scope: DashboardScope;
  links: DashboardLinks;
}

function withSearch(term: string) {
  return term ? { search: term } : {};
}

/** People (Participants) tab: filtered by risk and searched on the server, paged. */
export function PeopleTab({
  scope,
  links,
  subscriptionType,
}: TabProps & { subscriptionType: DashboardSubscriptionType }) {
  const { t } = useTranslation('dashboards');
  const search = useSearchText();
  const [riskFilter, setRiskFilter] = useState<RiskFilter>('All');
  const page = usePagedRows(DashboardPeopleQuery, {
    variables: { ...scope, riskFilter, ...withSearch(search.term) },
    select: (data) => data.dashboardPeople,
  });
  return (
    <PeopleList
      label={t(subscriptionType === 'Study' ? 'tabs.participants' : 'tabs.people')}
      page={page}
      linkTo={(person) => links.user(person.userId)}
      search={search.input}
      onSearchChange={search.setInput}
      riskFilter={riskFilter}
      onRiskFilterChange={setRiskFilter}
    />
  );
}

export function TeamsTab({ scope, links }: TabProps) {
  const { t } = useTranslation('dashboards');
  const search = useSearchText();
  const page = usePagedRows(DashboardTeamsQuery, {
    variables: {
      ...(scope.subscriptionId ? { subscriptionId: scope.subscriptionId } : {}),
      ...withSearch(search.term),
    },
    select: (data) => data.dashboardTeams,
  });
  return (
    <TeamsList
      label={t('tabs.teams')}
      page={page}
      linkTo={(team) => links.team(team.subscriptionTeamId)}
      search={search.input}
      onSearchChange={search.setInput}
    />
  );
}

/** Assessments or Training tab. */
export function AssessmentsTab({ scope, links, training }: TabProps & { training: boolean }) {
  const { t } = useTranslation('dashboards');
  const search = useSearchText();
  const page = usePagedRows(DashboardAssessmentsQuery, {
    variables: {
      ...scope,
      assessmentType: training ? 'TrainingModule' : 'Assessment',
      ...withSearch(search.term),
    },
    select: (data) => data.dashboardAssessments,
  });
  return (
    <AssessmentsList
      label={t(training ? 'tabs.training' : 'tabs.assessments')}
      training={training}
      page={page}
      links={links}
      search={search.input}
      onSearchChange={search.setInput}
    />
  );
}
