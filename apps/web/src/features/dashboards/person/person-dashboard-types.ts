import type { AssessmentType } from '@roadmark/domain/content/assessment-form';
import type { SessionStatus } from '@roadmark/domain/delivery/session-status';
import type { RiskCategory } from '@roadmark/domain/risk';

/**
 * What the person's dashboard shows, as `meDashboardViewModel` answers it (issue 8 contract). The components take
 * these plain shapes, so they can be rendered and tested without the query.
 */
export interface DashboardSessionView {
  id: string;
  startDate: string;
  endDate: string | null;
  isFinished: boolean;
  markedSuspicious: boolean;
  /** Null until finished. */
  totalScore: number | null;
  riskCategory: RiskCategory;
}

export interface PersonDashboardItemView {
  assessmentId: string;
  name: string;
  /** Sanitised rich-text HTML. */
  tileDescription: string;
  assessmentType: AssessmentType;
  status: SessionStatus;
  assigned: boolean;
  teamAssignment: boolean;
  /** The due date; null when not assigned. */
  targetDate: string | null;
  recommended: boolean;
  latestSession: DashboardSessionView | null;
  earlierUnfinished: number;
  /** Older finished sessions, newest first. */
  historic: readonly DashboardSessionView[];
  retakeAllowed: boolean;
}

export interface DriverMetricValueView {
  driverMetricId: string;
  name: string;
  value: number;
}

export interface WeakMetricView extends DriverMetricValueView {
  band: RiskCategory;
}

export interface RiskExplanationView {
  score: number | null;
  category: RiskCategory;
  pulledDown: readonly WeakMetricView[];
  nextBand: { category: RiskCategory; targetScore: number; pointsNeeded: number } | null;
}

export interface PersonDashboardView {
  profileId: string;
  userId: string;
  firstName: string;
  lastName: string;
  subscriptionName: string;
  /** Start, Continue and Retake are offered only then (spec 3 §2.5). */
  isOwnDashboard: boolean;
  /** Staff: Restart beside Continue. */
  canRestart: boolean;
  overallScore: number | null;
  overallRisk: RiskCategory;
  riskExplanation: RiskExplanationView;
  metrics: readonly DriverMetricValueView[];
  items: readonly PersonDashboardItemView[];
}

/** How a person's dashboard is addressed: the viewer's own, by profile (/drivers/home) or by user. */
export type PersonDashboardAddress =
  | { kind: 'own' }
  | { kind: 'profile'; profileId: string }
  | { kind: 'user'; userId: string };
