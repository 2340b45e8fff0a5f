import type { SessionStatus } from '@roadmark/domain/delivery/session-status';
import type { RiskCategory } from '@roadmark/domain/risk';

/**
 * The shapes the subscription, team and assessment dashboards draw (issue 8 contract). The generated query types
 * fit them, so the views stay presentational and the provider dashboards can feed them from their own queries.
 */
export interface RiskDistribution {
  high: number;
  medium: number;
  low: number;
  notAssessed: number;
}

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
  subscriptionType: DashboardSubscriptionType;
  team: { id: string; name: string } | null;
  peopleCount: number;
  averageScore: number | null;
  riskDistribution: RiskDistribution;
  completionsByMonth: readonly MonthCount[];
  scoresByTeam: readonly TeamScore[];
}

export interface DashboardPersonRow {
  profileId: string;
  userId: string;
  firstName: string;
  lastName: string;
  teamName: string | null;
  subscriptionId: string;
  subscriptionName: string;
  overallScore: number | null;
  riskCategory: RiskCategory;
  assignedCount: number;
  completedCount: number;
  lastActivityDate: string | null;
}

export interface DashboardTeamRow {
  subscriptionTeamId: string;
  name: string;
  subscriptionId: string;
  subscriptionName: string;
  peopleCount: number;
  averageScore: number | null;
  riskCategory: RiskCategory;
  riskDistribution: RiskDistribution;
}

export type DashboardAssessmentType = 'Assessment' | 'TrainingModule';

export interface DashboardAssessmentRow {
  assessmentId: string;
  name: string;
  assessmentType: DashboardAssessmentType;
  assignedCount: number;
  notStartedCount: number;
  startedCount: number;
  completedCount: number;
  averageScore: number | null;
  seatsUsed: number;
  riskDistribution: RiskDistribution;
}

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
