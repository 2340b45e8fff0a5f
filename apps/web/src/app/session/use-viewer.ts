import { skipToken } from '@apollo/client/react';
import { createContext, useContext } from 'react';
import { graphql } from '../../gql';
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
 * The signed-in user, or null. `checking` is true while the only answer so far is "signed out" from the persisted
 * cache and the server has not yet confirmed it (after a sign-in the cached answer is stale).
 */
export function useViewerQuery(enabled = true) {
  const { data, loading, error, refetch } = usePageQuery(ViewerQuery, enabled ? undefined : skipToken);
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
