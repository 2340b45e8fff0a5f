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
