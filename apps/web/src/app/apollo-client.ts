import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { CSRF_HEADER } from '../lib/csrf';
import { createEmulationLink, resetCacheOnEmulationChange } from './emulation-link';
import { createLanguageLink } from './language-link';
import { persistCache, restoreCache } from './persist-cache';
import { requestSessionCheck } from './session/session-signals';

/**
 * The one Apollo client: same-origin cookies, the CSRF, emulation and language headers, cache-and-network, cache
 * kept across reloads and reset whenever the emulated subscription changes.
 */
export function createApolloClient(): ApolloClient {
  const cache = new InMemoryCache();
  restoreCache(cache);
  persistCache(cache);
  // A user signed out elsewhere is signed out here too. useSessionSync asks the server who is signed in
  // and, when it is no longer the person this tab believed, purges the cache and signs the tab out.
  const signedOutElsewhere = new ErrorLink(({ error }) => {
    const unauthenticated =
      (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) ||
      (ServerError.is(error) && error.statusCode === 401);
    if (unauthenticated) requestSessionCheck();
  });
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([
      signedOutElsewhere,
      createEmulationLink(),
      createLanguageLink(),
      new HttpLink({ uri: '/graphql', credentials: 'same-origin', headers: { ...CSRF_HEADER } }),
    ]),
    cache,
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  resetCacheOnEmulationChange(client);
  return client;
}
