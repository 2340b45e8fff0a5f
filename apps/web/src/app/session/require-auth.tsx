import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { PageLoader } from '../page-loader';
import { useViewer } from './use-viewer';

export function loginPath(returnUrl: string): string {
  return `/authentication/login?${new URLSearchParams({ returnUrl })}`;
}

/** A signed-out visitor goes to sign-in, coming back to this address afterwards. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { viewer, checking, error } = useViewer();
  const location = useLocation();
  if (viewer) return children ?? <Outlet />;
  if (checking) return <PageLoader />;
  if (error) return <ErrorAlert errors={[error]} />;
  return <Navigate replace to={loginPath(`${location.pathname}${location.search}`)} />;
}
