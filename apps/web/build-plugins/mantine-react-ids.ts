import path from 'node:path';
import type { Plugin } from 'vite';

/** Mantine's `useId` module, as published. */
export const MANTINE_USE_ID_MODULE = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

const replacement = path.resolve(import.meta.dirname, '../src/lib/mantine-use-id.ts');

/**
 * The build gives Mantine's components the app's `useId` (src/lib/mantine-use-id.ts, where the reason is) instead
 * of the one `@mantine/hooks` publishes, by answering for that module with a re-export. Development pre-bundles
 * Mantine, so no module of it passes through here and the dev server keeps Mantine's own.
 */
export function mantineReactIds(): Plugin {
  return {
    name: 'mantine-react-ids',
    enforce: 'pre',
    load(id) {
      return MANTINE_USE_ID_MODULE.test(id) ? `export { useId } from ${JSON.stringify(replacement)};\n` : null;
    },
  };
}
