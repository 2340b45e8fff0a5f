import fs from 'node:fs';
import path from 'node:path';

/** The web app's build the server serves (`npm run build`), and the Vite manifest it was made with. */
const DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

interface ManifestChunk {
  file: string;
}

/**
 * The URL path of the built chunk of a source module of the web app (relative to apps/web, as the manifest names
 * it), whatever the build named its chunk.
 */
export function builtChunkOf(module: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const chunk = manifest[module];
  if (!chunk) throw new Error(`${module} has no chunk of its own in the web app's build`);
  return `/${chunk.file}`;
}
