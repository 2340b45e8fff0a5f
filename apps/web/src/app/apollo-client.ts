import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { CSRF_HEADER } from '../lib/csrf';
import { persistCache, restoreCache } from './persist-cache';
import { ViewerQuery } from './session/use-viewer';

/** The one Apollo client: same-origin cookies, the CSRF header, cache-and-network, cache kept across reloads. */
export function createApolloClient(): ApolloClient {
  const cache = new InMemoryCache();
  restoreCache(cache);
  persistCache(cache);
  // Spec 1 §4.1: a user signed out elsewhere is removed locally. Refetching the viewer (null now) lets the route
  // guards send them to sign in.
  const signedOutElsewhere = new ErrorLink(({ error }) => {
    const unauthenticated =
      CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
    if (unauthenticated) void client.refetchQueries({ include: [ViewerQuery] });
  });
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([
      signedOutElsewhere,
      new HttpLink({ uri: '/graphql', credentials: 'same-origin', headers: { ...CSRF_HEADER } }),
    ]),
    cache,
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  return client;
}
