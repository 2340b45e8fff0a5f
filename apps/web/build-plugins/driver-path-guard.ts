import type { Plugin } from 'vite';
import { type BuiltChunk, builtChunks, staticallyLoaded } from './built-chunks.ts';

/**
 * The pages a driver opens, besides the app's entry: sign-in, their own dashboard, and starting, taking and
 * finishing an assessment.
 */
export const DRIVER_PAGES = [
  /[\\/]src[\\/]features[\\/]accounts[\\/]login-page\.tsx$/,
  /[\\/]src[\\/]features[\\/]home[\\/]root-redirect\.tsx$/,
  /[\\/]src[\\/]features[\\/]dashboards[\\/]person[\\/]person-dashboard-page\.tsx$/,
  /[\\/]src[\\/]features[\\/]session-player[\\/]pages[\\/](start-session|launch)-page\.tsx$/,
];

/** Libraries only the authoring screens need: the rich-text editor. */
const NOT_FOR_DRIVERS = /[\\/]node_modules[\\/](@tiptap[\\/]|prosemirror-|@mantine[\\/]tiptap[\\/])/;

export type ChunkSummary = Pick<BuiltChunk, 'fileName' | 'isEntry' | 'imports' | 'moduleIds'>;

/**
 * The modules of those libraries in the files a driver page loads before it shows (the entry, the page's chunk
 * and what they import), as `file: module`; empty when there are none.
 */
export function notForDriversOnDriverPages(chunks: readonly ChunkSummary[]): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const starts = chunks
    .filter((chunk) => chunk.isEntry || chunk.moduleIds.some((id) => DRIVER_PAGES.some((page) => page.test(id))))
    .map((chunk) => chunk.fileName);
  const loaded = staticallyLoaded(chunks, starts);
  return [...loaded].flatMap((fileName) =>
    (byName.get(fileName)?.moduleIds ?? []).filter((id) => NOT_FOR_DRIVERS.test(id)).map((id) => `${fileName}: ${id}`),
  );
}

/**
 * Fails the build when the editor or the chart library would reach a driver page's first load: a static import
 * in the wrong place, or a chunking change, would otherwise go unnoticed until phones pay for it.
 */
export function driverPathGuard(): Plugin {
  return {
    name: 'driver-path-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = notForDriversOnDriverPages(builtChunks(bundle));
      if (found.length > 0) {
        this.error(`Authoring or chart code on a driver page's first load:\n  ${found.slice(0, 10).join('\n  ')}`);
      }
    },
  };
}
