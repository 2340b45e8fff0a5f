/** Built by vite-plugin-pwa from sw.ts to the root of the web app, so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerHost {
  hostname: string;
  container: Pick<ServiceWorkerContainer, 'register' | 'getRegistration'>;
  fetch: typeof fetch;
  reload: () => void;
}

function browserHost(): ServiceWorkerHost | undefined {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  return {
    hostname: window.location.hostname,
    container: navigator.serviceWorker,
    fetch: (input, init) => window.fetch(input, init),
    reload: () => window.location.reload(),
  };
}

export function isLocalhost(hostname: string): boolean {
  return (
    hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(hostname)
  );
}

/**
 * On localhost the port may have served another app, or a build without a worker: when there is no worker script
 * there, the old worker is unregistered and the page reloaded without it. Offline, nothing changes.
 */
async function checkWorkerThenRegister(host: ServiceWorkerHost): Promise<void> {
  let response: Response;
  try {
    response = await host.fetch(SERVICE_WORKER_URL, { headers: { 'Service-Worker': 'script' } });
  } catch {
    return;
  }
  const isScript = response.ok && (response.headers.get('content-type') ?? '').includes('javascript');
  if (!isScript) {
    const registration = await host.container.getRegistration('/');
    if (registration && (await registration.unregister())) host.reload();
    return;
  }
  await host.container.register(SERVICE_WORKER_URL, { scope: '/' });
}

/** Registers the service worker from the site root (docs/architecture/web-app.md#service-worker). */
export async function registerServiceWorker(host: ServiceWorkerHost | undefined = browserHost()): Promise<void> {
  if (!host) return;
  if (isLocalhost(host.hostname)) return checkWorkerThenRegister(host);
  await host.container.register(SERVICE_WORKER_URL, { scope: '/' });
}

/** The longest wait for the browser to be idle before registering anyway. */
const IDLE_TIMEOUT_MS = 5000;

/** The router's state, as far as telling that the page on screen has loaded its code. */
export interface RouterProgress {
  state: { initialized: boolean; navigation: { state: string } };
  subscribe: (listener: (state: RouterProgress['state']) => void) => () => void;
}

/**
 * Resolves once the router has loaded the page on screen (its lazily loaded code, which the window's load event does
 * not wait for) and is not on its way to another.
 */
export function routerSettled(router: RouterProgress): Promise<void> {
  const settled = (state: RouterProgress['state']) => state.initialized && state.navigation.state === 'idle';
  if (settled(router.state)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!settled(state)) return;
      stop();
      resolve();
    });
  });
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}

/**
 * Registers once the page has loaded, `pageReady` has resolved (main.tsx: the router has the first page's code) and
 * the browser is idle, so the worker's downloads (its precache) never compete with what the page needs first.
 */
export function registerServiceWorkerAfterLoad(
  pageReady: () => Promise<unknown> = () => Promise.resolve(),
  host: ServiceWorkerHost | undefined = browserHost(),
): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return (
    loaded
      .then(pageReady)
      // A page that failed to get ready has stopped loading all the same.
      .catch(() => undefined)
      .then(whenIdle)
      .then(() => registerServiceWorker(host))
      // Without a worker the app works as before, only not offline; nothing to tell the person.
      .catch(() => undefined)
  );
}
