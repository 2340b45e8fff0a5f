import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

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
export function useViewer() {
  const { data, loading, error, refetch } = useQuery(ViewerQuery);
  const viewer = data?.viewer ?? null;
  return { viewer, checking: !viewer && loading, error: viewer ? undefined : error, refetch };
}

export type Viewer = NonNullable<ReturnType<typeof useViewer>['viewer']>;
