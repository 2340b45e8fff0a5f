import { hasAnyRole, Role } from '@roadmark/domain/roles';
import { lazy, Suspense } from 'react';
import type { PageDataHandle } from '../../../../app/page-data-prefetch';
import { PageLoader } from '../../../../app/page-loader';
import { RequireAuth } from '../../../../app/session/require-auth';
import { useViewer, type Viewer, viewerAtStart } from '../../../../app/session/use-viewer';
import { prefetchPageQuery } from '../../../../lib/page-query-prefetch';
import { SubscriptionDashboardQuery } from '../graphql/subscription-dashboard-operations';
import { SubscriptionDashboardView } from '../subscription-dashboard-view';
import { dashboardTabKey } from '../use-dashboard-preferences';

/** The viewer's own dashboard, in its own chunk: a manager never downloads it here. */
const OwnDashboard = lazy(async () => {
  const { PersonDashboardPage } = await import('../../person/person-dashboard-page');
  return { default: () => <PersonDashboardPage address={{ kind: 'own' }} /> };
});

/**
 * /dashboard (docs/product/dashboards.md#which-dashboard): a subscription administrator or manager sees the
 * subscription dashboard; provider staff only when acting within a subscription; anyone else their own dashboard.
 */
export function showsSubscriptionDashboard(viewer: Pick<Viewer, 'roles' | 'emulatedSubscriptionId'>): boolean {
  if (!hasAnyRole(viewer.roles, [Role.DriverManagement, Role.SubscriptionAdministration])) return false;
  return !viewer.roles.includes(Role.Administration) || !!viewer.emulatedSubscriptionId;
}

/**
 * /dashboard's query, sent as the app starts when it opens there and the viewer sees the subscription dashboard (a
 * driver's own dashboard there is in a chunk of its own, asked for as it is drawn).
 */
export const dashboardData: PageDataHandle = {
  prefetchData: async (client) => {
    const viewer = await viewerAtStart(client);
    if (viewer && showsSubscriptionDashboard(viewer)) await prefetchPageQuery(client, SubscriptionDashboardQuery, {});
  },
};

export function DashboardPage() {
  return (
    <RequireAuth>
      <RootDashboard />
    </RequireAuth>
  );
}

function RootDashboard() {
  const { viewer } = useViewer();
  if (!viewer) return null;
  if (!showsSubscriptionDashboard(viewer)) {
    return (
      <Suspense fallback={<PageLoader />}>
        <OwnDashboard />
      </Suspense>
    );
  }
  return <SubscriptionDashboardView storageKey={dashboardTabKey('/dashboard', viewer.subscription?.id)} />;
}
