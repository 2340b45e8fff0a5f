import { ProviderDashboardView } from '../dashboards/provider/provider-dashboard-view';

/** /administration/dashboard: the provider dashboard (spec 3 §2.5), under the administration layout. */
export function AdministrationDashboardPage() {
  return <ProviderDashboardView />;
}
