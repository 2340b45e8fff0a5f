import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { DistributorDashboardView } from '../distributor/distributor-dashboard-view';
import { PersonDashboardPage } from '../person/person-dashboard-page';
import { AssessmentDashboardView } from '../subscription/assessment-dashboard-view';
import { BackButton } from '../subscription/dashboard-states';
import { SubscriptionDashboardQuery } from '../subscription/graphql/subscription-dashboard-operations';
import { SubscriptionDashboardView } from '../subscription/subscription-dashboard-view';
import { dashboardTabKey } from '../subscription/use-dashboard-preferences';
import { ProviderAssessmentDashboardView } from './provider-assessment-dashboard-view';
import {
  DISTRIBUTOR_AREA,
  type DrillDownArea,
  drillDownLinks,
  PROVIDER_AREA,
  PROVIDER_DASHBOARD_PATH,
  subscriptionPath,
} from './provider-links';

/**
 * The dashboards beneath a root dashboard, each with a back button (docs/product/dashboards.md#provider-dashboards).
 * The provider's are under the administration layout (Administration only); the distributor's under /manage/distributor
 * (its administrator, for the subscriptions beneath the distributor: the server answers any other as not found).
 */

/** {base}/subscription/{id} and {base}/subscription/{id}/team/{teamId}: the subscription (or team) dashboard view. */
function SubscriptionDrillDown({ area }: { area: DrillDownArea }) {
  const { subscriptionId = '', subscriptionTeamId } = useParams();
  const subscriptionBase = subscriptionPath(area, subscriptionId);
  return (
    <SubscriptionDashboardView
      key={`${subscriptionId}:${subscriptionTeamId ?? ''}`}
      subscriptionId={subscriptionId}
      {...(subscriptionTeamId ? { subscriptionTeamId } : {})}
      links={drillDownLinks(area, subscriptionId)}
      storageKey={
        subscriptionTeamId
          ? dashboardTabKey(`${area.base}/subscription/team`, subscriptionTeamId)
          : dashboardTabKey(`${area.base}/subscription`, subscriptionId)
      }
      back={<BackButton fallback={subscriptionTeamId ? subscriptionBase : area.base} />}
    />
  );
}

/** {base}/subscription/{id}/assessment/{assessmentId} and /training/{assessmentId}. */
function SubscriptionAssessmentDrillDown({ area }: { area: DrillDownArea }) {
  const { subscriptionId = '', assessmentId = '' } = useParams();
  return (
    <AssessmentDashboardView
      key={`${subscriptionId}:${assessmentId}`}
      subscriptionId={subscriptionId}
      assessmentId={assessmentId}
      links={drillDownLinks(area, subscriptionId)}
      back={<BackButton fallback={subscriptionPath(area, subscriptionId)} />}
    />
  );
}

/** A person's dashboard by user id, with the back button. */
function PersonDrillDown({ fallback }: { fallback: string }) {
  const { userId = '' } = useParams();
  return (
    <PersonDashboardPage key={userId} address={{ kind: 'user', userId }} back={<BackButton fallback={fallback} />} />
  );
}

/**
 * /administration/dashboard/subscription/{id} (and its /team/{teamId}). A distributor (from the Distributors tab) shows
 * its distributor dashboard instead: its figures over the subscriptions beneath it, each drilling on from here. The
 * question asked is the subscription view's own, so it is asked once.
 */
export function ProviderSubscriptionDashboardPage() {
  const { subscriptionId = '', subscriptionTeamId } = useParams();
  const { data } = useQuery(SubscriptionDashboardQuery, {
    variables: { subscriptionId },
    skip: !!subscriptionTeamId,
    fetchPolicy: 'cache-first',
  });
  if (!subscriptionTeamId && data?.subscriptionDashboard.subscriptionType === 'Distributor') {
    return (
      <DistributorDashboardView
        key={subscriptionId}
        distributorSubscriptionId={subscriptionId}
        area={PROVIDER_AREA}
        back={<BackButton fallback={PROVIDER_DASHBOARD_PATH} />}
      />
    );
  }
  return <SubscriptionDrillDown area={PROVIDER_AREA} />;
}

/** /administration/dashboard/subscription/{id}/assessment|training/{assessmentId}. */
export function ProviderSubscriptionAssessmentPage() {
  return <SubscriptionAssessmentDrillDown area={PROVIDER_AREA} />;
}

/** /administration/dashboard/subscription/{id}/user/{userId}. */
export function ProviderSubscriptionUserPage() {
  const { subscriptionId = '' } = useParams();
  return <PersonDrillDown fallback={subscriptionPath(PROVIDER_AREA, subscriptionId)} />;
}

/** /administration/dashboard/staff/{userId}. */
export function ProviderStaffDashboardPage() {
  return <PersonDrillDown fallback={PROVIDER_DASHBOARD_PATH} />;
}

/** /administration/dashboard/assessment/{id} and /training/{id}: one assessment over every customer. */
export function ProviderAssessmentDashboardPage() {
  const { assessmentId = '' } = useParams();
  return (
    <ProviderAssessmentDashboardView
      key={assessmentId}
      assessmentId={assessmentId}
      back={<BackButton fallback={PROVIDER_DASHBOARD_PATH} />}
    />
  );
}

/** /manage/distributor/dashboard/subscription/{id} (and its /team/{teamId}). */
export function DistributorSubscriptionDashboardPage() {
  return <SubscriptionDrillDown area={DISTRIBUTOR_AREA} />;
}

/** /manage/distributor/dashboard/subscription/{id}/assessment|training/{assessmentId}. */
export function DistributorSubscriptionAssessmentPage() {
  return <SubscriptionAssessmentDrillDown area={DISTRIBUTOR_AREA} />;
}

/** /manage/distributor/dashboard/subscription/{id}/user/{userId}. */
export function DistributorSubscriptionUserPage() {
  const { subscriptionId = '' } = useParams();
  return <PersonDrillDown fallback={subscriptionPath(DISTRIBUTOR_AREA, subscriptionId)} />;
}
