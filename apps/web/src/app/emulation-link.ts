import { type ApolloClient, ApolloLink } from '@apollo/client';
import { EMULATION_HEADER } from '@roadmark/domain/emulation';
import { tap } from 'rxjs';
import { emulatedSubscriptionId, stopEmulating, subscribeToEmulation } from '../lib/emulation';
import { forgetPersistedCache } from './persist-cache';

/**
 * Adds the emulation header to every GraphQL request, read per request so a change applies at once. When a
 * viewer answer shows the server did not honour the id it was sent (unknown or archived subscription, not staff
 * any more, signed out), the stored choice is stale and is dropped.
 */
export function createEmulationLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const sent = emulatedSubscriptionId();
    if (!sent) return forward(operation);
    operation.setContext(({ headers }) => ({ headers: { ...headers, [EMULATION_HEADER]: sent } }));
    return forward(operation).pipe(
      tap((result) => {
        if ('data' in result && isStale(sent, result.data) && emulatedSubscriptionId() === sent) stopEmulating();
      }),
    );
  });
}

function isStale(sent: string, data: unknown): boolean {
  if (!data || typeof data !== 'object' || !('viewer' in data)) return false;
  const viewer = data.viewer;
  if (viewer === null) return true;
  if (typeof viewer !== 'object' || !('emulatedSubscriptionId' in viewer)) return false;
  return viewer.emulatedSubscriptionId !== sent;
}

/**
 * Data of one subscription must never show under another: whenever the choice changes (here or in another tab)
 * the persisted snapshot and the in-memory cache are dropped and the queries on screen fetch again, the viewer
 * among them, so navigation follows the subscription now in effect.
 */
export function resetCacheOnEmulationChange(client: Pick<ApolloClient, 'resetStore'>): () => void {
  return subscribeToEmulation(() => {
    forgetPersistedCache();
    // A query that fails to fetch again shows its own error where it is used.
    client.resetStore().catch(() => undefined);
  });
}
