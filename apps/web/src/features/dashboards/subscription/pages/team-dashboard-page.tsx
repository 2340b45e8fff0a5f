import { Role } from '@roadmark/domain/roles';
import { useParams } from 'react-router';
import { RequireRole } from '../../../../app/session/require-role';
import { BackButton } from '../dashboard-states';
import { SubscriptionDashboardView } from '../subscription-dashboard-view';
import { dashboardTabKey } from '../use-dashboard-preferences';

export const DASHBOARD_ROLES = [Role.DriverManagement, Role.SubscriptionAdministration] as const;

/** /dashboard/team/{subscriptionTeamId}: the team's dashboard, tabs People, Assessments, Training. */
export function TeamDashboardPage() {
  const { subscriptionTeamId = '' } = useParams();
  return (
    <RequireRole roles={DASHBOARD_ROLES}>
      <SubscriptionDashboardView
        key={subscriptionTeamId}
        subscriptionTeamId={subscriptionTeamId}
        storageKey={dashboardTabKey('/dashboard/team', subscriptionTeamId)}
        back={<BackButton />}
      />
    </RequireRole>
  );
}
