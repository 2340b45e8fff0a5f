import { hasAnyRole, Role } from '@roadmark/domain/roles';
import { Navigate } from 'react-router';
import { RequireAuth } from '../../../../app/session/require-auth';
import { useViewer, type Viewer } from '../../../../app/session/use-viewer';
import { SubscriptionDashboardView } from '../subscription-dashboard-view';
import { dashboardTabKey } from '../use-dashboard-preferences';

/**
 * Spec 3 §2.5 /dashboard: a subscription administrator or manager sees the subscription dashboard; provider staff
 * only when acting within a subscription; anyone else their own dashboard.
 */
export function showsSubscriptionDashboard(viewer: Pick<Viewer, 'roles' | 'emulatedSubscriptionId'>): boolean {
  if (!hasAnyRole(viewer.roles, [Role.DriverManagement, Role.SubscriptionAdministration])) return false;
  return !viewer.roles.includes(Role.Administration) || !!viewer.emulatedSubscriptionId;
}

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
  // The viewer's own dashboard lives at /me.
  if (!showsSubscriptionDashboard(viewer)) return <Navigate replace to="/me" />;
  return <SubscriptionDashboardView storageKey={dashboardTabKey('/dashboard', viewer.subscription?.id)} />;
}
