import { ApolloLink } from '@apollo/client';
import { languageHeader } from './i18n';

/** Adds the language on screen to every GraphQL request, read per request so a choice in the menu applies at once. */
export function createLanguageLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operation.setContext(({ headers }) => ({ headers: { ...headers, ...languageHeader() } }));
    return forward(operation);
  });
}
