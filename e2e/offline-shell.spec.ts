import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { ADMIN } from './support/admin.ts';
import { heading, LISTS, mediaField, openEdit } from './support/content-authoring.ts';
import { userMenu } from './support/journeys.ts';
import { signIn } from './support/sign-in.ts';
import { builtChunkOf } from './support/web-build.ts';

/*
 * The service worker keeps the app shell and, once loaded, the session's media, so a page
 * reloaded without a network still opens and its pictures and video still load. The rest of the suite blocks
 * service workers (playwright.config.ts); these tests let the built app register its own.
 */
test.use({ serviceWorkers: 'allow' });

const MEDIA_CACHE_NAME = 'roadmark-media-v1';
/** A demo question (seeded on every e2e server) with a video and its thumbnail image. */
const VIDEO_QUESTION = 'Demo: Spot the developing hazard';
/** Online this is a 404 from the server; no page loads it, so it is never cached. */
const NOT_CACHED_BLOB_ID = '00000000-0000-4000-8000-000000000000';

/** Waits for the worker to be active (the app shell precached) and in control of the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The paths the service worker precached (the query string workbox adds to a revisioned file left out). */
function precachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

function isCached(page: Page, url: string): Promise<boolean> {
  return page.evaluate(
    async ([cacheName, mediaUrl]) => {
      const cache = await caches.open(cacheName);
      return (await cache.match(mediaUrl)) !== undefined;
    },
    [MEDIA_CACHE_NAME, url] as const,
  );
}

/** What the page gets for a URL: the status, or 'failed' when there is no answer at all. */
function fetchStatus(page: Page, url: string, init?: RequestInit): Promise<number | 'failed'> {
  return page.evaluate(
    ([input, options]) =>
      fetch(input, options).then(
        (response) => response.status,
        () => 'failed' as const,
      ),
    [url, init] as const,
  );
}

/** The demo video question's editor, its thumbnail and video loaded; returns their /api/blobs URLs. */
async function openVideoQuestion(page: Page): Promise<{ image: string; video: string }> {
  await openEdit(LISTS.questions(page), VIDEO_QUESTION, 'Edit question');
  return loadedMedia(page);
}

/** The editor's video preview once the browser has read the video's metadata, and its thumbnail (the poster). */
async function loadedMedia(page: Page): Promise<{ image: string; video: string }> {
  await expect(heading(page, 'Edit question')).toBeVisible();
  const video = mediaField(page, 'Video').getByLabel('Preview of Video', { exact: true });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  const image = await video.getAttribute('poster');
  const src = await video.getAttribute('src');
  expect(image).toMatch(/^\/api\/blobs\/[^/]+$/);
  expect(src).toMatch(/^\/api\/blobs\/[^/]+$/);
  return { image: image as string, video: src as string };
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  // Really offline, the worker's own fetches included: the server is out of reach, so media not cached do not load.
  expect(await fetchStatus(page, '/healthz')).toBe('failed');
  expect(await fetchStatus(page, `/api/blobs/${NOT_CACHED_BLOB_ID}`)).toBe('failed');
}

test('the app shell and the media already loaded open without a network', async ({ page, context }) => {
  await openVideoQuestion(page);
  await waitForServiceWorker(page);
  // Loaded again under the worker, the thumbnail and the video are cached (the video whole, in the background).
  await page.reload();
  const media = await loadedMedia(page);
  await expect.poll(() => isCached(page, media.image)).toBe(true);
  await expect.poll(() => isCached(page, media.video), { timeout: 15_000 }).toBe(true);

  await goOffline(context, page);
  try {
    await page.reload();
    // The shell opens from the cache, with the person from the saved Apollo cache; the question itself needs the
    // server, and the page says it could not reach it.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Roadmark home' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Section menu' }).getByRole('link', { name: 'Questions' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert', { name: 'Something went wrong' })).toBeVisible();
    expect(await fetchStatus(page, media.image)).toBe(200);
    // A cached video still plays and seeks: a range is cut from the cached file.
    expect(await fetchStatus(page, media.video, { headers: { Range: 'bytes=100-199' } })).toBe(206);
    // GraphQL is never answered from a cache.
    expect(
      await fetchStatus(page, '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{__typename}"}',
      }),
    ).toBe('failed');
  } finally {
    await context.setOffline(false);
  }
});

test('signing out deletes the cached media', async ({ browser }) => {
  const context = await browser.newContext({ storageState: undefined, serviceWorkers: 'allow' });
  const page = await context.newPage();
  try {
    // A session of its own, so signing out leaves the suite's stored session alone.
    await signIn(page);
    await waitForServiceWorker(page);
    const media = await openVideoQuestion(page);
    await expect.poll(() => isCached(page, media.image)).toBe(true);

    await userMenu(page, ADMIN.firstName, ADMIN.lastName).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByText('You successfully logged out!')).toBeVisible();
    expect(await page.evaluate((name) => caches.has(name), MEDIA_CACHE_NAME)).toBe(false);
  } finally {
    await context.close();
  }
});

test("a first visit of the sign-in page precaches the shell and the driver's pages once the page has loaded, and no authoring code", async ({
  browser,
}) => {
  const signInPage = builtChunkOf('src/features/accounts/login-page.tsx');
  const driverPages = [
    builtChunkOf('index.html'),
    signInPage,
    builtChunkOf('src/features/dashboards/person/person-dashboard-page.tsx'),
    builtChunkOf('src/features/session-player/pages/start-session-page.tsx'),
    builtChunkOf('src/features/session-player/pages/launch-page.tsx'),
  ];
  const authoringPages = [
    builtChunkOf('src/features/questions/editor/question-editor-page.tsx'),
    builtChunkOf('src/features/assessments/editor/assessment-editor-page.tsx'),
    builtChunkOf('src/features/administration/administration-layout.tsx'),
  ];
  const context = await browser.newContext({ storageState: undefined, serviceWorkers: 'allow' });
  const page = await context.newPage();
  // In the order they happen: the sign-in page's own code loaded, then the worker's first request (its script).
  const timeline: string[] = [];
  const fetchedByWorker: string[] = [];
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.serviceWorker()) fetchedByWorker.push(pathname);
    if (request.serviceWorker() || pathname === '/sw.js') timeline.push('worker');
  });
  context.on('requestfinished', (request) => {
    if (!request.serviceWorker() && new URL(request.url()).pathname === signInPage) timeline.push('page');
  });
  try {
    await page.goto('/account/login');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await waitForServiceWorker(page);

    expect(timeline[0]).toBe('page');
    const precached = await precachedPaths(page);
    expect(precached).toContain('/index.html');
    for (const chunk of driverPages) expect(precached).toContain(chunk);
    for (const chunk of authoringPages) {
      expect(precached).not.toContain(chunk);
      expect(fetchedByWorker).not.toContain(chunk);
    }
    // The build manifest the list was chosen from is not published.
    expect((await page.request.get('/.vite/manifest.json')).status()).toBe(404);
  } finally {
    await context.close();
  }
});
