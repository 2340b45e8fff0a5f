import type { RiskCategory } from '@roadmark/domain/risk';
import type { RiskDistribution } from '../subscription/dashboard-types';

/** A subscription or distributor on a dashboard list (DashboardOrganisation of the schema). */
export interface DashboardOrganisationRow {
  subscriptionId: string;
  companyName: string;
  subscriptionType: string;
  /** A distributor's subscriptions: at most 4 names. */
  subscriptionNames: readonly string[];
  /** The N of '... and N others'. */
  otherSubscriptions: number;
  peopleCount: number;
  averageScore: number | null;
  riskCategory: RiskCategory;
  riskDistribution: RiskDistribution;
  finishedSessions: number;
  lastActivityDate: string | null;
}

/** A person on the provider's Subscription users or Staff tab: a dashboard person with their subscription. */
export interface ProviderPersonRow {
  profileId: string;
  userId: string;
  subscriptionId: string;
  subscriptionName: string;
  firstName: string;
  lastName: string;
  teamName: string | null;
  overallScore: number | null;
  riskCategory: RiskCategory;
  assignedCount: number;
  completedCount: number;
  lastActivityDate: string | null;
}

/** A team on the provider's Subscription teams tab. */
export interface ProviderTeamRow {
  subscriptionTeamId: string;
  subscriptionId: string;
  subscriptionName: string;
  name: string;
  peopleCount: number;
  averageScore: number | null;
  riskCategory: RiskCategory;
  riskDistribution: RiskDistribution;
}
