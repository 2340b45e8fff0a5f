import type { ApolloClient } from '@apollo/client';
import { skipToken } from '@apollo/client/react';
import { createContext, useContext } from 'react';
import { graphql } from '../../gql';
import { prefetchPageQuery } from '../../lib/page-query-prefetch';
import { usePageQuery } from '../../lib/use-page-query';

export const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      id
      email
      firstName
      lastName
      roleGroup
      roles
      emulatedSubscriptionId
      twoFactorSetupRequired
      subscription {
        id
        companyName
        subscriptionType
        allowExport
        brandColor
        brandImageUrl
      }
    }
  }
`);

/**
 * Asks the server who is signed in as the app starts, while its code and texts are still loading, instead of once
 * the first render is on screen: a page that needs a signed-in user (the driver's home, the player) asks for its
 * own data only after that answer, one round trip after the other on a phone's network.
 */
export function prefetchViewer(client: ApolloClient): Promise<void> {
  const asked = prefetchPageQuery(client, ViewerQuery);
  viewerPrefetches.set(client, asked);
  return asked;
}

const viewerPrefetches = new WeakMap<ApolloClient, Promise<void>>();

/**
 * Who is signed in, once prefetchViewer has its answer (or as the cache has it, without one): for a page whose
 * own query, sent as the app starts, depends on who is asking. Null when signed out or not known.
 */
export async function viewerAtStart(client: ApolloClient) {
  await viewerPrefetches.get(client);
  return client.readQuery({ query: ViewerQuery })?.viewer ?? null;
}

/**
 * The signed-in user, or null. `checking` is true while the only answer so far is "signed out" from the persisted
 * cache and the server has not yet confirmed it (after a sign-in the cached answer is stale).
 */
export function useViewerQuery(enabled = true) {
  const { data, loading, error, refetch } = usePageQuery(ViewerQuery, enabled ? {} : skipToken);
  const viewer = data?.viewer ?? null;
  return { viewer, checking: !viewer && loading, error: viewer ? undefined : error, refetch };
}

export type ViewerState = ReturnType<typeof useViewerQuery>;

/** The one viewer query of the page, shared by ViewerProvider. */
export const ViewerContext = createContext<ViewerState | undefined>(undefined);

/**
 * The signed-in user, or null, as ViewerProvider asked the server once for the whole page. Each query of its own
 * would go to the server again (cache-and-network), every time a component using it mounts: the header, the route
 * guard and the page itself would each ask. Outside a ViewerProvider (a screen rendered on its own in a test), the
 * component asks for itself.
 */
export function useViewer(): ViewerState {
  const shared = useContext(ViewerContext);
  const own = useViewerQuery(shared === undefined);
  return shared ?? own;
}

export type Viewer = NonNullable<ViewerState['viewer']>;
