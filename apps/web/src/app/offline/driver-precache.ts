import type { Manifest } from 'vite';

/**
 * The pages a driver uses, by the source module each route loads lazily (router.tsx and features/{name}/routes.tsx):
 * signing in, their home page (/me, where / leads) and the assessment and training player. The service worker keeps
 * these, with the app shell, from the first visit on; every other page's code is cached the first time it is used.
 * Paths are relative to apps/web, as the build manifest names them.
 */
export const DRIVER_ROUTE_MODULES: readonly string[] = [
  'src/features/home/root-redirect.tsx',
  'src/features/authentication/login-redirect-page.tsx',
  'src/features/authentication/login-callback-page.tsx',
  'src/features/accounts/login-page.tsx',
  'src/features/dashboards/person/person-dashboard-page.tsx',
  'src/features/session-player/pages/start-session-page.tsx',
  'src/features/session-player/pages/launch-page.tsx',
];

/** Modules every page needs even when they are loaded on demand: the texts of the interface. */
const SHELL_MODULE_DIRECTORIES = ['src/locales/'];

/**
 * The built files (relative to the build's output directory) a first visit precaches: the entry (index.html's
 * script, its CSS and everything it imports statically) and each of `routeModules` with its static imports. Chunks
 * are followed through the manifest's import graph, so chunk names and how modules are grouped into chunks do not
 * matter. Dynamic imports are not followed: from the entry they lead to every page of the app, and what a driver
 * page loads on demand is cached when it is used.
 */
export function precachedFiles(manifest: Manifest, routeModules: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no "${key}"`);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || SHELL_MODULE_DIRECTORIES.some((directory) => key.startsWith(directory))) visit(key);
  }
  for (const module of routeModules) {
    if (!manifest[module]) {
      // A renamed or moved page would otherwise silently drop out of what drivers get offline.
      throw new Error(`${module} is not a chunk of the build: update DRIVER_ROUTE_MODULES in driver-precache.ts`);
    }
    visit(module);
  }
  return files;
}

/** Every file the manifest knows of: the build's chunks, their CSS and their assets. */
export function builtFiles(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  }
  return files;
}
