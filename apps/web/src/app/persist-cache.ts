import type { ApolloClient, InMemoryCache, NormalizedCacheObject } from '@apollo/client';
import { stopEmulating } from '../lib/emulation';
import { forgetCachedMedia, type MediaCaches } from './offline/offline-routes';

/** Bump the suffix when cached shapes change incompatibly, so an old snapshot is never restored. */
export const CACHE_STORAGE_KEY = 'roadmark.apollo-cache.v1';

type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const pendingWrites = new Set<() => void>();
const WRAPPED_METHODS = ['write', 'modify', 'evict', 'gc'] as const;
type WrappedMethod = (typeof WRAPPED_METHODS)[number];

function defaultStorage(): CacheStorage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** Loads the last saved snapshot into the cache; call before the first render. A corrupt snapshot is dropped. */
export function restoreCache(cache: InMemoryCache, storage: CacheStorage | undefined = defaultStorage()): void {
  if (!storage) return;
  const raw = storage.getItem(CACHE_STORAGE_KEY);
  if (!raw) return;
  try {
    cache.restore(JSON.parse(raw) as NormalizedCacheObject);
  } catch {
    storage.removeItem(CACHE_STORAGE_KEY);
  }
}

/**
 * Saves `cache.extract()` after changes, debounced. Apollo has no change event, so the methods every write goes
 * through are wrapped on this instance (the approach apollo3-cache-persist takes). Returns a function that stops it.
 */
export function persistCache(
  cache: InMemoryCache,
  storage: CacheStorage | undefined = defaultStorage(),
  debounceMs = 1000,
): () => void {
  if (!storage) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const save = () => {
    timer = undefined;
    try {
      storage.setItem(CACHE_STORAGE_KEY, JSON.stringify(cache.extract()));
    } catch {
      // Storage full or unavailable (private mode): the app works without a persisted cache.
    }
  };
  const schedule = () => {
    cancel();
    timer = setTimeout(save, debounceMs);
  };
  // A page left within the debounce (a link followed, a reload) would drop the last writes, and the next page would
  // start from what the server has since changed: saved as the page goes, the snapshot is current.
  const saveIfPending = () => {
    if (timer === undefined) return;
    cancel();
    save();
  };
  globalThis.addEventListener?.('pagehide', saveIfPending);
  const wrapped = cache as unknown as Record<WrappedMethod, (...args: unknown[]) => unknown>;
  for (const name of WRAPPED_METHODS) {
    const original = wrapped[name];
    wrapped[name] = (...args: unknown[]) => {
      const result = original.apply(cache, args);
      schedule();
      return result;
    };
  }
  pendingWrites.add(cancel);
  return () => {
    cancel();
    globalThis.removeEventListener?.('pagehide', saveIfPending);
    pendingWrites.delete(cancel);
    // The wrappers are own properties; deleting them uncovers the prototype's methods again.
    for (const name of WRAPPED_METHODS) delete (wrapped as Partial<typeof wrapped>)[name];
  };
}

/** Drops the saved snapshot and any save still pending, leaving the in-memory cache as it is. */
export function forgetPersistedCache(storage: CacheStorage | undefined = defaultStorage()): void {
  for (const cancel of pendingWrites) cancel();
  storage?.removeItem(CACHE_STORAGE_KEY);
}

/**
 * On sign-out: forget the saved snapshot, everything cached in memory, the media the service worker cached and any
 * subscription being emulated, so the next user sees nothing of it.
 */
export async function purgePersistedCache(
  client: Pick<ApolloClient, 'clearStore'>,
  storage: CacheStorage | undefined = defaultStorage(),
  mediaCaches: MediaCaches | undefined = globalThis.caches,
): Promise<void> {
  forgetPersistedCache(storage);
  await client.clearStore();
  forgetPersistedCache(storage);
  await forgetCachedMedia(mediaCaches);
  stopEmulating();
}
