import type { ApolloClient } from '@apollo/client';
import type { Params } from 'react-router';

/**
 * What a route's lazily loaded module may give its route as `handle`: how to send the page's own query before the
 * page is drawn (see prefetchPageQuery). Only the pages opened first have one: the driver's home, the player and
 * the subscription dashboard.
 */
export interface PageDataHandle {
  prefetchData(client: ApolloClient, params: Params): Promise<void>;
}

interface MatchedRoutes {
  state: { matches: readonly { params: Params; route: { handle?: unknown } }[] };
}

function isPageDataHandle(handle: unknown): handle is PageDataHandle {
  return typeof (handle as Partial<PageDataHandle> | undefined)?.prefetchData === 'function';
}

/** Sends the queries of the page the app opens on, once the router has loaded its code; settles once all answered. */
export async function prefetchFirstPageData(router: MatchedRoutes, client: ApolloClient): Promise<void> {
  const sent = router.state.matches.map(({ route, params }) =>
    isPageDataHandle(route.handle) ? route.handle.prefetchData(client, params) : undefined,
  );
  await Promise.all(sent);
}

/** Resolves when the promise does, or after `ms`, whichever comes first. */
export function atMost(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
