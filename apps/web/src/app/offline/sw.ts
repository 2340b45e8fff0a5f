/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { APP_CODE_CACHE_NAME, isAppCodePath, isAppPagePath, isMediaBlobPath, MEDIA_CACHE_NAME } from './offline-routes';
import { WholeFileOnRangeMiss } from './whole-file-on-range-miss';

/*
 * The offline service worker: the app shell and, once loaded, the session's media come from the cache, so a
 * flaky network does not stop a driver mid-question. GraphQL and every other API answer always go to the server.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const MEDIA_MAX_ENTRIES = 200;
const MEDIA_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
// The whole app is about 260 files; older builds' files go first, as they are no longer asked for.
const APP_CODE_MAX_ENTRIES = 300;
const APP_CODE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

// A new version takes over at once: a tab still running the old one fetches a chunk it lacks from the server, as it
// would with no worker at all.
self.skipWaiting();
// The first visit is controlled too, so the media it loads are cached for the rest of the session.
clientsClaim();

cleanupOutdatedCaches();
// The built index.html and the app shell's and the driver's pages' JS and CSS, with their revisions
// (driver-precache.ts chooses them at build time). Drivers take assessments on phones over mobile networks: the
// staff's pages (authoring, dashboards, administration) are not downloaded for them.
precacheAndRoute(self.__WB_MANIFEST);

// The rest of the app's code is kept once a page has used it, so a page opened before opens again offline.
registerRoute(
  ({ url }) => url.origin === self.location.origin && isAppCodePath(url.pathname),
  new CacheFirst({
    cacheName: APP_CODE_CACHE_NAME,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: APP_CODE_MAX_ENTRIES,
        maxAgeSeconds: APP_CODE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Every page of the app is the one index.html; API paths and files never fall back to it.
const appShell = createHandlerBoundToURL('index.html');
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && isAppPagePath(url.pathname),
  appShell,
);

const media: CacheFirst = new CacheFirst({
  cacheName: MEDIA_CACHE_NAME,
  plugins: [
    // Only a whole file, as the signed-in person was allowed to read it; never an error, a redirect or a part.
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries: MEDIA_MAX_ENTRIES,
      maxAgeSeconds: MEDIA_MAX_AGE_SECONDS,
      purgeOnQuotaError: true,
    }),
    // A cached video still plays and seeks: a range asked of it is cut from the whole file.
    new RangeRequestsPlugin(),
    new WholeFileOnRangeMiss(async (request, event) => {
      const response = await media.handle({ request, event });
      // Only the cache reads the body; leaving this copy unread would hold the whole file in memory.
      await response.body?.cancel();
    }),
  ],
});
registerRoute(({ url }) => url.origin === self.location.origin && isMediaBlobPath(url.pathname), media);
