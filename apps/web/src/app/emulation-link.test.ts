import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMULATION_STORAGE_KEY, emulatedSubscriptionId, startEmulating, stopEmulating } from '../lib/emulation';
import { createEmulationLink, resetCacheOnEmulationChange } from './emulation-link';
import { CACHE_STORAGE_KEY } from './persist-cache';

const ACME = '9b2f0c1e-0000-4000-8000-000000000001';
const OTHER = '9b2f0c1e-0000-4000-8000-000000000002';

const Viewer = gql`
  query Viewer {
    viewer {
      id
      emulatedSubscriptionId
    }
  }
`;
const Tags = gql`
  query Tags {
    questionTags {
      id
    }
  }
`;

/** A client whose requests go through the emulation link and HttpLink to a fake fetch answering `data`. */
function clientAnswering(data: (body: { operationName: string }) => unknown) {
  const fetchMock = vi.fn(async (_uri: RequestInfo | URL, init?: RequestInit) =>
    Response.json({ data: data(JSON.parse(String(init?.body))) }),
  );
  const client = new ApolloClient({
    link: ApolloLink.from([createEmulationLink(), new HttpLink({ uri: '/graphql', fetch: fetchMock })]),
    cache: new InMemoryCache(),
  });
  const headerOfCall = (n: number) =>
    new Headers((fetchMock.mock.calls[n]![1] as RequestInit).headers).get('x-roadmark-subscription');
  return { client, headerOfCall };
}

const viewer = (emulated: string | null) => ({
  viewer: { __typename: 'Viewer', id: 'u1', emulatedSubscriptionId: emulated },
});

afterEach(() => localStorage.clear());

describe('createEmulationLink', () => {
  it('adds the header to every request while emulating, read per request', async () => {
    const { client, headerOfCall } = clientAnswering(() => ({ questionTags: [] }));
    await client.query({ query: Tags, fetchPolicy: 'network-only' });
    startEmulating(ACME);
    await client.query({ query: Tags, fetchPolicy: 'network-only' });
    stopEmulating();
    await client.query({ query: Tags, fetchPolicy: 'network-only' });
    expect([headerOfCall(0), headerOfCall(1), headerOfCall(2)]).toEqual([null, ACME, null]);
  });

  it('keeps the choice while the viewer says it is in effect', async () => {
    startEmulating(ACME);
    const { client } = clientAnswering(() => viewer(ACME));
    await client.query({ query: Viewer });
    expect(emulatedSubscriptionId()).toBe(ACME);
  });

  it.each([
    ['no emulation is in effect', viewer(null)],
    ['another subscription is in effect', viewer(OTHER)],
    ['the person is signed out', { viewer: null }],
  ])('drops a stale choice when the viewer answer says %s', async (_label, answer) => {
    startEmulating(ACME);
    const { client } = clientAnswering(() => answer);
    await client.query({ query: Viewer });
    expect(emulatedSubscriptionId()).toBeNull();
  });

  it('leaves the choice alone for answers without the viewer', async () => {
    startEmulating(ACME);
    const { client } = clientAnswering(() => ({ questionTags: [] }));
    await client.query({ query: Tags });
    expect(emulatedSubscriptionId()).toBe(ACME);
  });

  it('keeps a newer choice made while an older request was on its way', async () => {
    startEmulating(ACME);
    const { client } = clientAnswering(() => {
      startEmulating(OTHER);
      return viewer(null);
    });
    await client.query({ query: Viewer });
    expect(emulatedSubscriptionId()).toBe(OTHER);
  });
});

describe('resetCacheOnEmulationChange', () => {
  it('drops the persisted snapshot and resets the store when the choice changes here or in another tab', () => {
    const resetStore = vi.fn(async () => null);
    const stop = resetCacheOnEmulationChange({ resetStore });
    localStorage.setItem(CACHE_STORAGE_KEY, '{"ROOT_QUERY":{}}');
    startEmulating(ACME);
    expect(localStorage.getItem(CACHE_STORAGE_KEY)).toBeNull();
    expect(resetStore).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new StorageEvent('storage', { key: EMULATION_STORAGE_KEY, newValue: OTHER }));
    expect(resetStore).toHaveBeenCalledTimes(2);
    stop();
    stopEmulating();
    expect(resetStore).toHaveBeenCalledTimes(2);
  });
});
