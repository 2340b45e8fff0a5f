import { type BuiltChunk, staticallyLoaded } from './built-chunks.ts';

/**
 * Which file each module of one page (`page.moduleId`, its absolute id) goes to, so that the page loads two files
 * besides its own and the entry's, instead of one per set of pages sharing some of its modules. Left to itself the
 * bundler gave the sign-in page 26 files besides the entry, most under 2 KB, each costing a phone a round trip and
 * its headers (Lighthouse's score: 70 before, 80 after, one run each).
 *
 * Read from a build cut the bundler's own way (`chunks`), whose chunks say exactly which modules each lazily loaded
 * module brings once unused code is dropped; the module graph alone would not: importing one component from a
 * library's index file imports every component of it.
 *
 * The page's modules that nothing else lazily loaded uses go to `{name}`, the ones other pages (or parts loaded on
 * demand) use too go to `{name}-shared`; such a page then loads that file whole, a few KB more than the modules it
 * needs (the shared inputs, buttons and form helpers, which most pages use anyway). Merging the other preloaded
 * pages' modules the same way was measured too: the median page of the app then loaded 59 KB more (compressed) on
 * a first visit, so only the sign-in page, where every visit without a session starts, is merged.
 *
 * Left out: what the entry loads (its own groups take it), text files (one per language) and the page's module
 * itself, which stays the file its route loads: the build's manifest, the service worker's precache list and the
 * server's preload list know it by that.
 */
export function mergedPageFiles(
  chunks: readonly BuiltChunk[],
  page: { moduleId: string; name: string },
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryLoads = staticallyLoaded(
    chunks,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  );
  const modulesLoadedBy = (root: BuiltChunk) =>
    [...staticallyLoaded(chunks, [root.fileName])]
      .filter((fileName) => !entryLoads.has(fileName))
      .flatMap((fileName) => byFile.get(fileName)?.moduleIds ?? []);

  const roots = chunks.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId);
  const pageRoot = roots.find((chunk) => chunk.facadeModuleId === page.moduleId);
  if (!pageRoot) throw new Error(`${page.moduleId} is not loaded lazily: it has no files of its own to merge`);
  const usedElsewhere = new Set(roots.filter((chunk) => chunk !== pageRoot).flatMap(modulesLoadedBy));

  const files = new Map<string, string>();
  for (const id of modulesLoadedBy(pageRoot)) {
    if (id === page.moduleId || id.endsWith('.json')) continue;
    files.set(id, usedElsewhere.has(id) ? `${page.name}-shared` : page.name);
  }
  return files;
}
