import type { CodeSplittingOptions } from 'rolldown';

const NODE_MODULES = /[\\/]node_modules[\\/]/;

/** The libraries the entry loads, by the file they go to: each changes on its own upgrades. */
const VENDOR_FILES: ReadonlyArray<[name: string, test: RegExp]> = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/],
  ['mantine', /[\\/]node_modules[\\/](@mantine|@floating-ui|@tabler)[\\/]/],
];

const LOCALE_FILE = /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.json$/;

/** The file of a small namespace of a language's texts: `texts-en-GB`. */
export function textsFileOf(id: string): string | null {
  const locale = LOCALE_FILE.exec(id)?.[1];
  return locale ? `texts-${locale}` : null;
}

/** The file of a library module the entry loads before the first page. */
export function vendorFileOf(id: string): string {
  return VENDOR_FILES.find(([, test]) => test.test(id))?.[0] ?? 'vendor';
}

/**
 * How the build cuts the app into files.
 *
 * What the entry loads before the first page (React, the router, Apollo, Mantine's core, i18next, the app's shell
 * and router) goes into four files, three of libraries and one of the app's own code. Only the modules the entry
 * itself uses are taken, not everything they import: the domain's messages module imports both languages' message
 * files, which belong to each language's own chunk.
 *
 * The sign-in page's modules go into two files (`pageFiles`, module by module, from merged-page-files.ts, which
 * says why). Other pages are left as the build cuts them, one file per route and one per set of routes sharing
 * modules: merging those by size or by library was tried, and a merged module importing one that stays behind
 * makes every page that loads the merged file load that one too, which brought the whole rich-text editor to every
 * list page. driver-path-guard.ts checks the driver pages stay free of the editor.
 */
export function chunkGroups(pageFiles: ReadonlyMap<string, string>): CodeSplittingOptions {
  return {
    groups: [
      {
        name: vendorFileOf,
        debugName: 'vendor',
        tags: ['$initial'],
        test: (id) => NODE_MODULES.test(id) && !id.endsWith('.json'),
        includeDependenciesRecursively: false,
        priority: 2,
      },
      {
        name: 'app',
        tags: ['$initial'],
        test: (id) => !id.endsWith('.json'),
        includeDependenciesRecursively: false,
        priority: 1,
      },
      {
        name: (id: string) => pageFiles.get(id) ?? null,
        debugName: 'sign-in page',
        test: (id) => !id.endsWith('.json'),
        includeDependenciesRecursively: false,
      },
      {
        // A language's small namespaces (under 2 KB each: tags, teams, listPage...) in one file per language, which
        // the first page to need any of them loads; the larger ones stay a file each, loaded by the pages using them.
        name: textsFileOf,
        debugName: 'small texts',
        test: LOCALE_FILE,
        maxModuleSize: 2 * 1024,
      },
    ],
  };
}
