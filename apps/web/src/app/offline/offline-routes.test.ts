import { describe, expect, it } from 'vitest';
import { forgetCachedMedia, isAppCodePath, isAppPagePath, isMediaBlobPath, MEDIA_CACHE_NAME } from './offline-routes';

/** The named caches of a browser, as far as `caches.delete` sees them. */
function namedCaches(...names: string[]) {
  const open = new Set(names);
  return {
    open,
    delete: async (name: string) => open.delete(name),
  };
}

describe('isAppCodePath', () => {
  it.each(['/assets/index-DLAW9gYj.js', '/assets/launch-page-CRWQ2poP.js', '/assets/index-Bp-CpzYm.css'])(
    'counts %s as the built app, kept once used',
    (pathname) => expect(isAppCodePath(pathname)).toBe(true),
  );

  it.each(['/', '/assets', '/assets/', '/assets/fonts/inter.woff2', '/api/blobs/0d1e', '/sw.js', '/index.html'])(
    'does not count %s',
    (pathname) => expect(isAppCodePath(pathname)).toBe(false),
  );
});

describe('isAppPagePath', () => {
  it.each(['/', '/me', '/administration/questions', '/session/abc-123/question/2', '/account/login'])(
    'answers %s with the app shell',
    (pathname) => expect(isAppPagePath(pathname)).toBe(true),
  );

  it.each([
    '/api',
    '/api/blobs/0d1e',
    '/api/account/externalLoginCallback',
    '/graphql',
    '/healthz',
    '/readyz',
    '/sw.js',
    '/assets/index-abc.js',
    '/robots.txt',
  ])('leaves %s to the server', (pathname) => expect(isAppPagePath(pathname)).toBe(false));
});

describe('isMediaBlobPath', () => {
  it('matches a stored file by its id', () => {
    expect(isMediaBlobPath('/api/blobs/9b2f0c1e-0000-4000-8000-000000000001')).toBe(true);
  });

  it.each(['/api/blobs/redirectToUrl', '/api/blobs', '/api/blobs/', '/api/blobs/a/b', '/api/files/upload', '/graphql'])(
    'does not match %s',
    (pathname) => expect(isMediaBlobPath(pathname)).toBe(false),
  );
});

describe('forgetCachedMedia', () => {
  it('deletes the media cache and no other', async () => {
    const caches = namedCaches(MEDIA_CACHE_NAME, 'workbox-precache-v2-http://127.0.0.1/');
    await forgetCachedMedia(caches);
    expect([...caches.open]).toEqual(['workbox-precache-v2-http://127.0.0.1/']);
  });

  it('does nothing without the Cache API', async () => {
    await expect(forgetCachedMedia(undefined)).resolves.toBeUndefined();
  });

  it('does not stop signing out when the browser refuses the storage', async () => {
    const refusing = {
      delete: async () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    await expect(forgetCachedMedia(refusing)).resolves.toBeUndefined();
  });
});
