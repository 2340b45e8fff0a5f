import path from 'node:path';
import type { Plugin } from 'vite';
import type { PreloadedPage } from '../src/app/page-preloads.ts';
import { type BuiltChunk, builtChunks, staticallyLoaded } from './built-chunks.ts';

/** Where the list goes inside the output directory: a dot directory, which the server never serves. */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

/** What the server reads: each page's files, and the texts every page loads, by language. */
export interface PagePreloads {
  pages: { path: string; files: string[]; texts: Record<string, string[]> }[];
  texts: Record<string, string[]>;
}

interface Options {
  /** The app's directory (where `src/` is): page modules are relative to it. */
  root: string;
  pages: readonly PreloadedPage[];
  alwaysLoaded: readonly string[];
  locales: readonly string[];
}

const slashes = (file: string) => file.split(path.sep).join('/');

/** The module of a namespace's texts: the app's own `src/locales/{locale}/{ns}.json`, or the domain's messages. */
function isTextsModule(id: string, locale: string, namespace: string): boolean {
  const normalised = slashes(id);
  return namespace === 'domain'
    ? normalised.endsWith(`/packages/domain/src/locales/${locale}.json`)
    : normalised.endsWith(`/src/locales/${locale}/${namespace}.json`);
}

/**
 * Each preloaded page's files (its chunk, every chunk that imports statically, their style sheets) and, by language,
 * the files holding its texts, leaving out what the entry already loads (index.html names those). Fails when a page
 * or a namespace is not in the build, so a renamed page cannot silently lose its preloads.
 */
export function pagePreloadsOf(chunks: readonly BuiltChunk[], options: Options): PagePreloads {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The chunks loaded with `starts`, each followed by its style sheets. */
  const filesOf = (starts: readonly string[]) =>
    new Set(
      [...staticallyLoaded(chunks, starts)].flatMap((fileName) => [fileName, ...(byFile.get(fileName)?.css ?? [])]),
    );
  const entry = filesOf(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const notInEntry = (files: Set<string>) => [...files].filter((file) => !entry.has(file));
  const textsOf = (namespaces: readonly string[]) =>
    Object.fromEntries(
      options.locales.map((locale) => {
        const holding = namespaces.map((namespace) => {
          const chunk = chunks.find((candidate) =>
            candidate.moduleIds.some((id) => isTextsModule(id, locale, namespace)),
          );
          if (!chunk) throw new Error(`The build has no texts for ${locale}/${namespace}`);
          return chunk.fileName;
        });
        return [locale, notInEntry(filesOf(holding))];
      }),
    );
  return {
    pages: options.pages.map((page) => {
      const id = slashes(path.resolve(options.root, page.module));
      const chunk = chunks.find((candidate) => candidate.facadeModuleId && slashes(candidate.facadeModuleId) === id);
      if (!chunk) throw new Error(`${page.module} is not a chunk of the build: update PRELOADED_PAGES`);
      return { path: page.path, files: notInEntry(filesOf([chunk.fileName])), texts: textsOf(page.namespaces) };
    }),
    texts: textsOf(options.alwaysLoaded),
  };
}

/** Writes `dist/.vite/page-preloads.json` for the server (platform/http/page-preloads.ts). */
export function pagePreloads(options: Omit<Options, 'root'>): Plugin {
  let root = '';
  return {
    name: 'page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const source = `${JSON.stringify(pagePreloadsOf(builtChunks(bundle), { ...options, root }), null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source });
    },
  };
}
