/** The cache the service worker keeps the session's media in; signing out or in deletes it (persist-cache.ts). */
export const MEDIA_CACHE_NAME = 'roadmark-media-v1';

/** The cache the service worker keeps the app's code in as it is used, beyond what it precached. */
export const APP_CODE_CACHE_NAME = 'roadmark-app-code-v1';

/** Server paths that are never the app: their answers must come from the server, online or not. */
const SERVER_PATH = /^\/(?:api|healthz|readyz)(?:\/|$)|^\/graphql/;

/**
 * A navigation the app's index.html answers when offline: what the server's SPA fallback serves too (an
 * extension-less path outside the API, GraphQL and the health checks).
 */
export function isAppPagePath(pathname: string): boolean {
  if (SERVER_PATH.test(pathname)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * A stored file's bytes (`/api/blobs/{id}`): never changes under its id, so once loaded it may come from the cache.
 * `redirectToUrl` only points elsewhere, with a short-lived URL, and is not media.
 */
export function isMediaBlobPath(pathname: string): boolean {
  const match = /^\/api\/blobs\/([^/]+)$/.exec(pathname);
  return match !== null && match[1] !== 'redirectToUrl';
}

/**
 * A file of the built app under /assets: its name carries a hash of its content, so it never changes under that name
 * and may come from the cache.
 */
export function isAppCodePath(pathname: string): boolean {
  return /^\/assets\/[^/]+$/.test(pathname);
}

export type MediaCaches = Pick<CacheStorage, 'delete'>;

/** Deletes the cached media, so the next person signed in on this browser cannot read what the last one loaded. */
export async function forgetCachedMedia(cacheStorage: MediaCaches | undefined = globalThis.caches): Promise<void> {
  // No Cache API (an insecure origin, an old browser): there is no cached media either.
  if (!cacheStorage) return;
  try {
    await cacheStorage.delete(MEDIA_CACHE_NAME);
  } catch {
    // Storage the browser refuses to open holds nothing this app could have cached; signing out goes on.
  }
}
