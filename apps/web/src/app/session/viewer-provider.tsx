import { type ReactNode, useMemo } from 'react';
import { useViewerQuery, ViewerContext } from './use-viewer';

/**
 * Asks who is signed in once for the page, and shares the answer with every useViewer below. The query stays
 * watched for as long as the app runs, so a sign-in, a sign-out or a change of emulated subscription (which reset or
 * refetch it) reaches every component at once.
 */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const { viewer, checking, error, refetch } = useViewerQuery();
  const value = useMemo(() => ({ viewer, checking, error, refetch }), [viewer, checking, error, refetch]);
  return <ViewerContext value={value}>{children}</ViewerContext>;
}
