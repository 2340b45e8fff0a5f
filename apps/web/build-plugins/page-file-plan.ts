import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { builtChunks } from './built-chunks.ts';
import { mergedPageFiles } from './merged-page-files.ts';

/**
 * The build runs twice (the `build` script of package.json): a first pass in this mode cuts the app the bundler's
 * own way and writes which file each of the sign-in page's modules should go to; the real build then reads that
 * plan. Only a finished build knows which modules a page really loads (merged-page-files.ts says why).
 */
export const PAGE_FILE_PLAN_MODE = 'page-file-plan';

/** Under node_modules/.cache, where build tools keep what they work out between runs; never committed. */
export const PAGE_FILE_PLAN = path.join('node_modules', '.cache', 'roadmark', 'page-file-plan.json');

/** The first pass: writes the plan (`file`, absolute) from the bundle, and nothing else. */
export function writePageFilePlan(options: { file: string; page: { moduleId: string; name: string } }): Plugin {
  return {
    name: 'write-page-file-plan',
    apply: 'build',
    generateBundle(_options, bundle) {
      const plan = mergedPageFiles(builtChunks(bundle), options.page);
      mkdirSync(path.dirname(options.file), { recursive: true });
      writeFileSync(options.file, `${JSON.stringify(Object.fromEntries(plan), null, 1)}\n`);
    },
  };
}

/**
 * The plan the first pass wrote; empty (the page's modules cut the bundler's way, slower on a phone but correct)
 * when a build runs without it, as `vite build` alone does.
 */
export function readPageFilePlan(file: string): Map<string, string> {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    console.warn(`No ${file}: the sign-in page's files are not merged (npm run build makes the plan first).`);
    return new Map();
  }
}
