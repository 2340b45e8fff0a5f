import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { createLanguageLink } from './language-link';

const Tags = gql`
  query Tags {
    questionTags {
      id
    }
  }
`;

afterEach(() => i18n.changeLanguage('en-GB'));

describe('createLanguageLink', () => {
  it('sends the language on screen as Accept-Language, read per request', async () => {
    const fetchMock = vi.fn(async (_uri: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ data: { questionTags: [] } }),
    );
    const client = new ApolloClient({
      link: ApolloLink.from([createLanguageLink(), new HttpLink({ uri: '/graphql', fetch: fetchMock })]),
      cache: new InMemoryCache(),
    });
    const languageOfCall = (n: number) =>
      new Headers((fetchMock.mock.calls[n]![1] as RequestInit).headers).get('accept-language');

    await client.query({ query: Tags, fetchPolicy: 'network-only' });
    await i18n.changeLanguage('en-US');
    await client.query({ query: Tags, fetchPolicy: 'network-only' });
    expect([languageOfCall(0), languageOfCall(1)]).toEqual(['en-GB', 'en-US']);
  });
});
