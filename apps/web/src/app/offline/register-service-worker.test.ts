import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  isLocalhost,
  registerServiceWorker,
  registerServiceWorkerAfterLoad,
  routerSettled,
  SERVICE_WORKER_URL,
  type ServiceWorkerHost,
} from './register-service-worker';

interface Recorded {
  registered: { url: string; scope?: string }[];
  unregistered: number;
  reloaded: number;
  fetched: { url: string; headers: HeadersInit | undefined }[];
}

/** A browser whose worker script answers with `script` (or cannot be reached), with an old worker registered. */
function browser(hostname: string, script: Response | Error): { host: ServiceWorkerHost; recorded: Recorded } {
  const recorded: Recorded = { registered: [], unregistered: 0, reloaded: 0, fetched: [] };
  const oldRegistration = {
    unregister: async () => {
      recorded.unregistered += 1;
      return true;
    },
  } as unknown as ServiceWorkerRegistration;
  const host: ServiceWorkerHost = {
    hostname,
    container: {
      register: async (url: string | URL, options?: RegistrationOptions) => {
        recorded.registered.push({ url: String(url), scope: options?.scope });
        return oldRegistration;
      },
      getRegistration: async () => oldRegistration,
    },
    fetch: async (input, init) => {
      recorded.fetched.push({ url: String(input), headers: init?.headers });
      if (script instanceof Error) throw script;
      return script;
    },
    reload: () => {
      recorded.reloaded += 1;
    },
  };
  return { host, recorded };
}

const workerScript = () =>
  new Response('self.skipWaiting()', { headers: { 'content-type': 'application/javascript' } });

describe('registerServiceWorker', () => {
  it('registers /sw.js with the whole site as its scope', async () => {
    const { host, recorded } = browser('roadmark.example', workerScript());
    await registerServiceWorker(host);
    expect(recorded.registered).toEqual([{ url: SERVICE_WORKER_URL, scope: '/' }]);
    expect(recorded.fetched).toEqual([]);
  });

  it('registers on localhost when the worker script is there', async () => {
    const { host, recorded } = browser('127.0.0.1', workerScript());
    await registerServiceWorker(host);
    expect(recorded.fetched).toEqual([{ url: '/sw.js', headers: { 'Service-Worker': 'script' } }]);
    expect(recorded.registered).toEqual([{ url: '/sw.js', scope: '/' }]);
    expect(recorded.unregistered).toBe(0);
  });

  it.each([
    ['a 404', new Response('{"status":404}', { status: 404, headers: { 'content-type': 'application/problem+json' } })],
    ['a page instead of a script', new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } })],
  ])('unregisters the old worker on localhost and reloads when the script is not found (%s)', async (_, response) => {
    const { host, recorded } = browser('localhost', response);
    await registerServiceWorker(host);
    expect(recorded.unregistered).toBe(1);
    expect(recorded.reloaded).toBe(1);
    expect(recorded.registered).toEqual([]);
  });

  it('keeps the worker on localhost while offline', async () => {
    const { host, recorded } = browser('localhost', new TypeError('Failed to fetch'));
    await registerServiceWorker(host);
    expect(recorded.unregistered).toBe(0);
    expect(recorded.registered).toEqual([]);
  });

  it('does nothing where the browser has no service workers', async () => {
    await expect(registerServiceWorker(undefined)).resolves.toBeUndefined();
  });
});

describe('isLocalhost', () => {
  it.each(['localhost', '127.0.0.1', '127.1.2.3', '[::1]'])('counts %s', (hostname) => {
    expect(isLocalhost(hostname)).toBe(true);
  });

  it.each(['roadmark.example', '10.0.0.1', '127.0.0.1.example', 'localhost.example'])(
    'does not count %s',
    (hostname) => {
      expect(isLocalhost(hostname)).toBe(false);
    },
  );
});

/** A promise with its resolve, to decide in the test when something has finished. */
function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const turns = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('registerServiceWorkerAfterLoad', () => {
  it('registers only once the page is ready, so the precache does not compete with its first requests', async () => {
    const { host, recorded } = browser('roadmark.example', workerScript());
    const pageReady = deferred();
    const done = registerServiceWorkerAfterLoad(() => pageReady.promise, host);
    await turns();
    expect(recorded.registered).toEqual([]);
    pageReady.resolve();
    await done;
    expect(recorded.registered).toEqual([{ url: SERVICE_WORKER_URL, scope: '/' }]);
  });

  it('registers all the same when the page could not get ready', async () => {
    const { host, recorded } = browser('roadmark.example', workerScript());
    await registerServiceWorkerAfterLoad(() => Promise.reject(new Error('chunk failed to load')), host);
    expect(recorded.registered).toEqual([{ url: SERVICE_WORKER_URL, scope: '/' }]);
  });
});

describe('routerSettled', () => {
  it("resolves once the router has loaded the first page's lazily loaded code", async () => {
    const pageCode = deferred();
    const router = createMemoryRouter(
      [{ path: '/', lazy: async () => pageCode.promise.then(() => ({ Component: () => null })) }],
      { initialEntries: ['/'] },
    );
    let settled = false;
    const waiting = routerSettled(router).then(() => {
      settled = true;
    });
    await turns();
    expect(settled).toBe(false);
    pageCode.resolve();
    await waiting;
    expect(router.state.initialized).toBe(true);
  });

  it('resolves at once when the page has loaded already', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }], { initialEntries: ['/'] });
    await expect(routerSettled(router)).resolves.toBeUndefined();
  });
});
