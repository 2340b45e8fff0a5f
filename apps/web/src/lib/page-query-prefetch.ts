import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { canonicalStringify } from '@apollo/client/utilities';

/**
 * A page's query sent as the app starts, before the page is drawn (who is signed in, the driver's home, the player's
 * session): on a phone's network, a query sent only once the page is on screen costs a round trip after the code
 * and texts have loaded. The page then reads the answer from the cache instead of asking again.
 *
 * Once it has answered, the page's first query reads the cache (`cache-first`) and goes back to its own policy
 * afterwards; the app waits a little for these answers before its first render (main.tsx), so the page is drawn
 * whole at once. A page asking while the prefetch is still under way uses its own policy (Apollo sends identical
 * queries in flight once, so it usually joins it). Each prefetch serves one page, and only for a short while: an
 * answer nobody used soon after is not trusted later.
 */
const FRESH_FOR_MS = 30_000;

type Prefetch = { state: 'asking' } | { state: 'answered'; at: number };

const prefetches = new WeakMap<ApolloClient, Map<string, Prefetch>>();

function keyOf(query: DocumentNode, variables: OperationVariables | undefined): string {
  const operation = query.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return `${operation?.name?.value ?? ''} ${canonicalStringify(variables ?? {})}`;
}

function prefetchesOf(client: ApolloClient): Map<string, Prefetch> {
  let found = prefetches.get(client);
  if (!found) {
    found = new Map();
    prefetches.set(client, found);
  }
  return found;
}

/** Sends the query now; the promise settles (never rejects) once the server has answered or the request failed. */
export function prefetchPageQuery(
  client: ApolloClient,
  query: DocumentNode,
  variables?: OperationVariables,
): Promise<void> {
  const key = keyOf(query, variables);
  const own = prefetchesOf(client);
  const prefetch: Prefetch = { state: 'asking' };
  own.set(key, prefetch);
  return client.query({ query, variables, fetchPolicy: 'network-only' }).then(
    () => {
      if (own.get(key) === prefetch) own.set(key, { state: 'answered', at: Date.now() });
    },
    () => {
      if (own.get(key) === prefetch) own.delete(key);
    },
  );
}

/**
 * Whether the cache holds a fresh answer to a prefetch of this query, for a page about to ask for it. Only looks:
 * React may draw a page several times before it is on screen (a first render in a transition restarts when
 * interrupted), and each of those must get the same answer. The page uses it up once on screen (forgetPrefetch).
 */
export function hasPrefetchedAnswer(
  client: ApolloClient,
  query: DocumentNode,
  variables: OperationVariables | undefined,
): boolean {
  const prefetch = prefetches.get(client)?.get(keyOf(query, variables));
  return prefetch?.state === 'answered' && Date.now() - prefetch.at < FRESH_FOR_MS;
}

/** Once a page asking for this query is on screen: the next page to ask goes to the server as usual. */
export function forgetPrefetch(client: ApolloClient, query: DocumentNode, variables: OperationVariables | undefined) {
  prefetches.get(client)?.delete(keyOf(query, variables));
}
