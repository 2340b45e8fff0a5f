import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Manifest } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precacheDriverPages, VITE_MANIFEST_PATH } from './driver-precache-transform';

const PLAYER = 'src/features/session-player/pages/launch-page.tsx';
const EDITOR = 'src/features/assessments/editor/assessment-editor-page.tsx';

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    css: ['assets/index-b2.css'],
    dynamicImports: [PLAYER, EDITOR],
  },
  [PLAYER]: { file: 'assets/launch-page-c3.js', isDynamicEntry: true, imports: ['index.html'] },
  [EDITOR]: { file: 'assets/assessment-editor-page-d4.js', isDynamicEntry: true, imports: ['index.html'] },
};

/** What workbox found in the output directory, as it hands it to the transforms. */
const FOUND = ['index.html', ...Object.values(MANIFEST).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])].map(
  (url) => ({ url, revision: url === 'index.html' ? 'e5' : null, size: 100 }),
);

let outDir = '';
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

describe('precacheDriverPages', () => {
  it("keeps index.html, the shell and the driver's pages of the build in outDir, and drops the rest", async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'roadmark-precache-'));
    mkdirSync(path.join(outDir, '.vite'));
    writeFileSync(path.join(outDir, VITE_MANIFEST_PATH), JSON.stringify(MANIFEST));
    const result = await precacheDriverPages(outDir, [PLAYER])(FOUND);
    expect(result.manifest.map((entry) => entry.url)).toEqual([
      'index.html',
      'assets/index-a1.js',
      'assets/index-b2.css',
      'assets/launch-page-c3.js',
    ]);
  });
});
