import { ProviderDashboardView } from '../dashboards/provider/provider-dashboard-view';

/**
 * /administration/dashboard: the provider dashboard (docs/product/dashboards.md#provider-dashboards), under the
 * administration layout.
 */
export function AdministrationDashboardPage() {
  return <ProviderDashboardView />;
}
