import { useParams } from 'react-router';
import { RequireRole } from '../../../../app/session/require-role';
import { AssessmentDashboardView } from '../assessment-dashboard-view';
import { BackButton } from '../dashboard-states';
import { DASHBOARD_ROLES } from './team-dashboard-page';

/** /dashboard/assessment/{assessmentId} and /dashboard/training/{assessmentId}: one assessment in the subscription. */
export function AssessmentDashboardPage() {
  const { assessmentId = '' } = useParams();
  return (
    <RequireRole roles={DASHBOARD_ROLES}>
      <AssessmentDashboardView key={assessmentId} assessmentId={assessmentId} back={<BackButton />} />
    </RequireRole>
  );
}
