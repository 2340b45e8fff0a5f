import type { DocumentNode, OperationVariables, WatchQueryFetchPolicy } from '@apollo/client';
import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useDeferredValue, useEffect, useState } from 'react';
import { forgetPrefetch, hasPrefetchedAnswer } from './page-query-prefetch';

type PageQueryOptions = { variables?: OperationVariables; fetchPolicy?: WatchQueryFetchPolicy } & Record<
  string,
  unknown
>;

/**
 * `useQuery` for a query a whole page (or the shell) is drawn from. Apollo hands an answer to React through
 * `useSyncExternalStore`, and React renders such updates synchronously, in one task: on a phone, drawing a page
 * that way keeps the browser from answering a tap for hundreds of milliseconds. With the result deferred, the
 * urgent render keeps showing what was there (cheap), and React draws the page from the answer in a render it
 * interrupts every few milliseconds to give the browser its turn. Loading, data and error change together, as one
 * result. Small queries (a menu's options, a dialog's record) keep plain `useQuery`.
 *
 * When the app sent the same query as it started (prefetchPageQuery) and the answer is in, the page's first query
 * reads it from the cache rather than asking the server a second time; later ones use the page's own policy.
 */
export const usePageQuery = ((query: DocumentNode, options?: PageQueryOptions | typeof skipToken) => {
  const client = useApolloClient();
  const variables = options === skipToken ? undefined : options?.variables;
  const [prefetched] = useState(() => options !== skipToken && hasPrefetchedAnswer(client, query, variables));
  // biome-ignore lint/correctness/useExhaustiveDependencies: used up once, by the first query of this page on screen
  useEffect(() => {
    if (options !== skipToken) forgetPrefetch(client, query, variables);
  }, []);
  let own = options;
  if (prefetched && own !== skipToken) {
    const after = own?.fetchPolicy ?? client.defaultOptions.watchQuery?.fetchPolicy ?? 'cache-first';
    own = { ...own, fetchPolicy: 'cache-first', nextFetchPolicy: () => after };
  }
  return useDeferredValue(useQuery(query, own as never));
}) as typeof useQuery;
