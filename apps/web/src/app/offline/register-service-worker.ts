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

/** Spec 1 §9: registers the service worker from the site root. */
export async function registerServiceWorker(host: ServiceWorkerHost | undefined = browserHost()): Promise<void> {
  if (!host) return;
  if (isLocalhost(host.hostname)) return checkWorkerThenRegister(host);
  await host.container.register(SERVICE_WORKER_URL, { scope: '/' });
}

/** Registers once the page has loaded, so the worker's downloads do not compete with the app's first paint. */
export function registerServiceWorkerAfterLoad(): void {
  const start = () => {
    // Without a worker the app works as before, only not offline; nothing to tell the person.
    registerServiceWorker().catch(() => undefined);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
