import type { DashboardLinks } from '../subscription/dashboard-links';
import type { DashboardAssessmentType } from '../subscription/dashboard-types';

/** The provider staff's dashboards all live under this path (docs/product/dashboards.md#provider-dashboards). */
export const PROVIDER_DASHBOARD_PATH = '/administration/dashboard';

function assessmentSegment(assessmentType: DashboardAssessmentType): 'assessment' | 'training' {
  return assessmentType === 'TrainingModule' ? 'training' : 'assessment';
}

/** Where the provider dashboard's rows lead. */
export const providerPaths = {
  subscriptionUser: (subscriptionId: string, userId: string) =>
    `${PROVIDER_DASHBOARD_PATH}/subscription/${subscriptionId}/user/${userId}`,
  subscriptionTeam: (subscriptionId: string, subscriptionTeamId: string) =>
    `${PROVIDER_DASHBOARD_PATH}/subscription/${subscriptionId}/team/${subscriptionTeamId}`,
  staff: (userId: string) => `${PROVIDER_DASHBOARD_PATH}/staff/${userId}`,
  assessment: (assessmentId: string, assessmentType: DashboardAssessmentType) =>
    `${PROVIDER_DASHBOARD_PATH}/${assessmentSegment(assessmentType)}/${assessmentId}`,
};

/**
 * The Assessments and Training tabs reuse the subscription dashboard's list, which only follows `assessment`; the
 * provider lists of people and teams link by row (they need the row's subscription).
 */
export const PROVIDER_ASSESSMENT_LINKS: DashboardLinks = {
  user: (userId) => providerPaths.staff(userId),
  team: () => PROVIDER_DASHBOARD_PATH,
  assessment: providerPaths.assessment,
};

/** The distributor dashboard, which also drills down into each subscription beneath the distributor. */
export const DISTRIBUTOR_DASHBOARD_PATH = '/manage/distributor/dashboard';

/** A dashboard area that drills into one subscription: the provider's or the distributor's. */
export interface DrillDownArea {
  /** '/administration/dashboard' or '/manage/distributor/dashboard'. */
  base: string;
}

export const PROVIDER_AREA: DrillDownArea = { base: PROVIDER_DASHBOARD_PATH };
export const DISTRIBUTOR_AREA: DrillDownArea = { base: DISTRIBUTOR_DASHBOARD_PATH };

export function subscriptionPath(area: DrillDownArea, subscriptionId: string): string {
  return `${area.base}/subscription/${subscriptionId}`;
}

/**
 * The subscription dashboard's links inside a drill-down: {base}/subscription/{id}/user/{userId}, /team/{teamId},
 * /assessment/{id} and /training/{id}.
 */
export function drillDownLinks(area: DrillDownArea, subscriptionId: string): DashboardLinks {
  const base = subscriptionPath(area, subscriptionId);
  return {
    user: (userId) => `${base}/user/${userId}`,
    team: (subscriptionTeamId) => `${base}/team/${subscriptionTeamId}`,
    assessment: (assessmentId, assessmentType) => `${base}/${assessmentSegment(assessmentType)}/${assessmentId}`,
  };
}
