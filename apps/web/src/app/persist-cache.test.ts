import { gql, InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emulatedSubscriptionId, startEmulating } from '../lib/emulation';
import { MEDIA_CACHE_NAME } from './offline/offline-routes';
import { CACHE_STORAGE_KEY, persistCache, purgePersistedCache, restoreCache } from './persist-cache';

const Query = gql`
  query Greeting {
    greeting
  }
`;

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

afterEach(() => vi.useRealTimers());

describe('persistCache', () => {
  it('saves the cache after writes, debounced, and restores it into a new cache', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const cache = new InMemoryCache();
    const stop = persistCache(cache, storage, 100);
    cache.writeQuery({ query: Query, data: { greeting: 'hello' } });
    cache.writeQuery({ query: Query, data: { greeting: 'hello again' } });
    expect(storage.getItem(CACHE_STORAGE_KEY)).toBeNull();
    vi.advanceTimersByTime(100);
    stop();

    const restored = new InMemoryCache();
    restoreCache(restored, storage);
    expect(restored.readQuery({ query: Query })).toEqual({ greeting: 'hello again' });
  });

  it('saves a pending change at once when the page is left, so the next page starts from it', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const cache = new InMemoryCache();
    const stop = persistCache(cache, storage, 1000);
    cache.writeQuery({ query: Query, data: { greeting: 'just changed' } });
    window.dispatchEvent(new Event('pagehide'));
    stop();

    const restored = new InMemoryCache();
    restoreCache(restored, storage);
    expect(restored.readQuery({ query: Query })).toEqual({ greeting: 'just changed' });
  });

  it('drops a corrupt snapshot instead of failing', () => {
    const storage = memoryStorage();
    storage.setItem(CACHE_STORAGE_KEY, '{not json');
    restoreCache(new InMemoryCache(), storage);
    expect(storage.getItem(CACHE_STORAGE_KEY)).toBeNull();
  });

  it('purges the snapshot and the in-memory store, cancelling a pending save', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const cache = new InMemoryCache();
    const stop = persistCache(cache, storage, 100);
    storage.setItem(CACHE_STORAGE_KEY, '{}');
    cache.writeQuery({ query: Query, data: { greeting: 'secret' } });
    const clearStore = vi.fn(() => cache.reset().then(() => true));
    await purgePersistedCache({ clearStore } as never, storage);
    vi.advanceTimersByTime(200);
    expect(clearStore).toHaveBeenCalled();
    expect(storage.getItem(CACHE_STORAGE_KEY)).toBeNull();
    stop();
  });

  it('deletes the media the service worker cached, so the next person cannot read them offline', async () => {
    const caches = new Set([MEDIA_CACHE_NAME, 'workbox-precache-v2']);
    const mediaCaches = { delete: async (name: string) => caches.delete(name) };
    await purgePersistedCache({ clearStore: async () => [] } as never, memoryStorage(), mediaCaches);
    expect([...caches]).toEqual(['workbox-precache-v2']);
  });

  it('forgets the subscription being emulated, so the next person signing in acts in their own', async () => {
    startEmulating('9b2f0c1e-0000-4000-8000-000000000001');
    await purgePersistedCache({ clearStore: async () => [] } as never, memoryStorage());
    expect(emulatedSubscriptionId()).toBeNull();
  });
});
