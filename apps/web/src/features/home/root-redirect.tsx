import { returnPath } from '@roadmark/domain/return-url';
import { Role } from '@roadmark/domain/roles';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../app/page-loader';
import { useViewer, type Viewer } from '../../app/session/use-viewer';
import { getQueryParam } from '../../lib/query-param';
import { PROVIDER_DASHBOARD_PATH } from '../dashboards/provider/provider-links';

const OWN_DASHBOARD = '/me';

/**
 * Where `/` leads someone who asked for nothing in particular: staff to the provider dashboard, where their work
 * starts (their own driver dashboard would be empty); everyone else to their own dashboard, which sends a signed-out
 * visitor on to sign in.
 */
export function homePathOf(viewer: Viewer | null): string {
  return viewer?.roles.includes(Role.Administration) ? PROVIDER_DASHBOARD_PATH : OWN_DASHBOARD;
}

/** `/` goes to the redirectUrl query value when it stays on this site (never elsewhere), otherwise home (homePathOf). */
export function RootRedirect() {
  const { search } = useLocation();
  const { viewer, checking } = useViewer();
  const requested = returnPath(getQueryParam(search, 'redirectUrl'), window.location.origin, '/');
  if (requested !== '/') return <Navigate replace to={requested} />;
  if (checking) return <PageLoader />;
  return <Navigate replace to={homePathOf(viewer)} />;
}
