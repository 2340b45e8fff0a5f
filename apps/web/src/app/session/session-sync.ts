import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { purgePersistedCache } from '../persist-cache';
import { isReloading } from './reload-app-at';
import { SESSION_CHANGED_KEY, SESSION_CHECK_EVENT } from './session-signals';
import { ViewerQuery } from './use-viewer';

type Client = Pick<ApolloClient, 'query' | 'clearStore'>;

/**
 * A user signed out elsewhere is signed out here too. This tab watches the viewer in its cache: when an
 * answer from the server replaces the person it believed was signed in (by nobody: they signed out in another tab,
 * or the session expired or was revoked; or by someone else), it signs out locally, as its own sign-out would:
 * everything cached is forgotten, roles included. Without anyone signed in, the route guards then send a protected
 * page to sign-in (coming back to it after); with someone else signed in, the app starts again at /.
 *
 * The server is asked again when another tab announces a sign-in or sign-out, and when a request was refused as
 * signed out while this tab believed it was signed in. A purge in this tab (its own sign-in or sign-out) resets the
 * belief, so it never counts as a change.
 */
export function useSessionSync(): void {
  const client = useApolloClient();
  const navigate = useNavigate();

  useEffect(() => {
    const signOutLocally = async () => {
      if (await startFreshSession(client)) await navigate('/', { replace: true });
    };
    // After the write that brought the news has finished.
    const belief = followBelievedViewer(client, () => setTimeout(() => void signOutLocally().catch(() => {})));
    const askServer = () => void client.query({ query: ViewerQuery, fetchPolicy: 'network-only' }).catch(() => {});
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_CHANGED_KEY) askServer();
    };
    const onRefused = () => {
      if (belief.viewerId() !== null) askServer();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(SESSION_CHECK_EVENT, onRefused);
    return () => {
      belief.stop();
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(SESSION_CHECK_EVENT, onRefused);
    };
  }, [client, navigate]);
}

/**
 * Follows who the cache says is signed in, calling `onReplaced` when an answer replaces a signed-in person.
 * `clearStore` (every purge) drops all cache watches: this one, and those of the queries on screen, which would keep
 * showing the purged person. So after a purge the watch starts again believing nobody is signed in, and the viewer
 * is fetched again so the header and the route guards follow who is signed in now (unless the whole app is about
 * to load again, which asks itself).
 */
function followBelievedViewer(client: ApolloClient, onReplaced: () => void) {
  let believed = viewerIdIn(client.cache.readQuery({ query: ViewerQuery, returnPartialData: true })) ?? null;
  const watch = () =>
    client.cache.watch({
      query: ViewerQuery,
      optimistic: false,
      returnPartialData: true,
      callback: (diff) => {
        const now = viewerIdIn(diff.result);
        const before = believed;
        believed = now ?? null;
        if (now !== undefined && before !== null && before !== now) onReplaced();
      },
    });
  let stopWatching = watch();
  const stopFollowingPurges = client.onClearStore(async () => {
    believed = null;
    stopWatching = watch();
    if (!isReloading(client)) void client.refetchQueries({ include: [ViewerQuery] }).catch(() => {});
  });
  return {
    viewerId: () => believed,
    stop: () => {
      stopWatching();
      stopFollowingPurges();
    },
  };
}

/** The viewer's id in a (possibly partial) viewer query result; null when signed out, undefined when not known. */
function viewerIdIn(result: unknown): string | null | undefined {
  if (!result || typeof result !== 'object' || !('viewer' in result)) return undefined;
  const viewer = (result as { viewer: { id?: string } | null }).viewer;
  return viewer === null ? null : viewer.id;
}

/**
 * Forgets everything cached (and so whoever this tab believed was signed in), then asks the server who is signed in
 * now; true when someone is.
 */
export async function startFreshSession(client: Client): Promise<boolean> {
  await purgePersistedCache(client);
  const { data } = await client.query({ query: ViewerQuery, fetchPolicy: 'network-only' });
  return !!data?.viewer;
}
