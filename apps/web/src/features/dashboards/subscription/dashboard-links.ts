import type { DashboardAssessmentType } from './dashboard-types';

/**
 * Where a dashboard's rows lead. The subscription's own dashboards (/dashboard/...) and the provider's
 * (/administration/dashboard/subscription/{id}/...) show the same views with different links.
 */
export interface DashboardLinks {
  user: (userId: string) => string;
  team: (subscriptionTeamId: string) => string;
  assessment: (assessmentId: string, assessmentType: DashboardAssessmentType) => string;
}

function assessmentSegment(assessmentType: DashboardAssessmentType): 'assessment' | 'training' {
  return assessmentType === 'TrainingModule' ? 'training' : 'assessment';
}

/**
 * Where a subscription dashboard's rows lead: /dashboard/user/{userId}, /dashboard/team/{id},
 * /dashboard/assessment|training/{id}.
 */
export const SUBSCRIPTION_DASHBOARD_LINKS: DashboardLinks = {
  user: (userId) => `/dashboard/user/${userId}`,
  team: (subscriptionTeamId) => `/dashboard/team/${subscriptionTeamId}`,
  assessment: (assessmentId, assessmentType) => `/dashboard/${assessmentSegment(assessmentType)}/${assessmentId}`,
};

/** The provider staff's drill-down into one subscription. */
export function providerSubscriptionDashboardLinks(subscriptionId: string): DashboardLinks {
  const base = `/administration/dashboard/subscription/${subscriptionId}`;
  return {
    user: (userId) => `${base}/user/${userId}`,
    team: (subscriptionTeamId) => `${base}/team/${subscriptionTeamId}`,
    assessment: (assessmentId, assessmentType) => `${base}/${assessmentSegment(assessmentType)}/${assessmentId}`,
  };
}

/** The session's results page: /assessment/results/{id} or /training/results/{id}. */
export function resultsPath(assessmentType: DashboardAssessmentType, sessionId: string): string {
  return `/${assessmentSegment(assessmentType)}/results/${sessionId}`;
}
