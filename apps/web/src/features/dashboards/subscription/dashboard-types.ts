import type { SessionStatus } from '@roadmark/domain/delivery/session-status';
import type { RiskCategory } from '@roadmark/domain/risk';
import type {
  DashboardAssessmentFieldsFragment,
  DashboardPersonFieldsFragment,
  DashboardTeamFieldsFragment,
  RiskDistributionFieldsFragment,
} from '../../../gql/graphql';

/**
 * The shapes the subscription, team and assessment dashboards draw. The generated query types
 * fit them, so the views stay presentational and the provider dashboards can feed them from their own queries.
 */

/** The rows of the lists are the shared fragments' shapes (dashboards/graphql/dashboard-fragments.ts). */
export type RiskDistribution = RiskDistributionFieldsFragment;
export type DashboardPersonRow = DashboardPersonFieldsFragment;
export type DashboardTeamRow = DashboardTeamFieldsFragment;
export type DashboardAssessmentRow = DashboardAssessmentFieldsFragment;

/** Finished sessions in one month, 'YYYY-MM'. */
export interface MonthCount {
  month: string;
  count: number;
}

export interface TeamScore {
  subscriptionTeamId: string;
  name: string;
  averageScore: number | null;
  peopleCount: number;
}

export type DashboardSubscriptionType = 'Subscription' | 'Study' | (string & {});

export interface SubscriptionDashboardData {
  subscriptionId: string;
  companyName: string;
  /** Whether the dashboard's export is offered: people's names and scores leave only where exports are on. */
  allowExport: boolean;
  subscriptionType: DashboardSubscriptionType;
  team: { id: string; name: string } | null;
  peopleCount: number;
  averageScore: number | null;
  riskDistribution: RiskDistribution;
  completionsByMonth: readonly MonthCount[];
  scoresByTeam: readonly TeamScore[];
}

export type DashboardAssessmentType = 'Assessment' | 'TrainingModule';

export interface ScoreBand {
  from: number;
  to: number;
  count: number;
}

export interface AssessmentDashboardData {
  assessment: DashboardAssessmentRow;
  completionsByMonth: readonly MonthCount[];
  scoreBands: readonly ScoreBand[];
}

export interface AssessmentPersonRow {
  profileId: string;
  userId: string;
  firstName: string;
  lastName: string;
  teamName: string | null;
  status: SessionStatus;
  targetDate: string | null;
  latestScore: number | null;
  riskCategory: RiskCategory;
  completionDate: string | null;
  latestSessionId: string | null;
}
