import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { builtFiles, DRIVER_ROUTE_MODULES, precachedFiles } from './driver-precache.ts';

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']>[number];

/** Where Vite writes its manifest (`build.manifest: true`) inside the output directory. */
export const VITE_MANIFEST_PATH = path.join('.vite', 'manifest.json');

/**
 * Build time only (vite.config.ts): narrows the service worker's precache list to the app shell and the driver's
 * pages (driver-precache.ts), read from the Vite manifest of the build in `outDir`. Files the manifest does not know
 * (index.html, anything copied from public/) stay in the list.
 */
export function precacheDriverPages(
  outDir: string,
  routeModules: readonly string[] = DRIVER_ROUTE_MODULES,
): ManifestTransform {
  return (entries) => {
    const manifest = JSON.parse(readFileSync(path.join(outDir, VITE_MANIFEST_PATH), 'utf8')) as Manifest;
    const built = builtFiles(manifest);
    const kept = precachedFiles(manifest, routeModules);
    return { manifest: entries.filter((entry) => !built.has(entry.url) || kept.has(entry.url)), warnings: [] };
  };
}
