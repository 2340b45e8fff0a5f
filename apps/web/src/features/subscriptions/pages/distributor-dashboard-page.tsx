import { useViewer } from '../../../app/session/use-viewer';
import { DistributorDashboardView } from '../../dashboards/distributor/distributor-dashboard-view';

/**
 * /manage/distributor/dashboard: the dashboard of the distributor the viewer acts for (the layout lets only a
 * distributor in): its figures over the subscriptions beneath it, and those subscriptions.
 */
export function DistributorDashboardPage() {
  const { viewer } = useViewer();
  if (!viewer) return null;
  return <DistributorDashboardView key={viewer.subscription.id} distributorSubscriptionId={viewer.subscription.id} />;
}
