import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { builtFiles, DRIVER_ROUTE_MODULES, precachedFiles } from './driver-precache';

const LOGIN = 'src/features/accounts/login-page.tsx';
const LAUNCH = 'src/features/session-player/pages/launch-page.tsx';
const QUESTION_EDITOR = 'src/features/questions/editor/question-editor-page.tsx';
const ADMINISTRATION = 'src/features/administration/administration-layout.tsx';

/**
 * A build manifest shaped as Vite writes it for this app: the entry lazily imports every page; the pages share
 * chunks with the entry and with each other; the editor page brings the rich-text editor; chunk names are hashes.
 */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-Ab12.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-Cd34.js', '_mantine-Ef56.js'],
    dynamicImports: [LOGIN, LAUNCH, QUESTION_EDITOR, ADMINISTRATION],
    css: ['assets/index-Gh78.css'],
    assets: ['assets/inter-Ij90.woff2'],
  },
  '_react-Cd34.js': { file: 'assets/react-Cd34.js' },
  '_mantine-Ef56.js': { file: 'assets/mantine-Ef56.js', imports: ['_react-Cd34.js'] },
  '_form-Kl12.js': { file: 'assets/form-Kl12.js', imports: ['_mantine-Ef56.js'] },
  [LOGIN]: {
    file: 'assets/login-page-Mn34.js',
    src: LOGIN,
    isDynamicEntry: true,
    imports: ['index.html', '_form-Kl12.js'],
    dynamicImports: ['src/features/accounts/solve-sign-in-challenge.ts'],
  },
  'src/features/accounts/solve-sign-in-challenge.ts': {
    file: 'assets/solve-sign-in-challenge-Op56.js',
    src: 'src/features/accounts/solve-sign-in-challenge.ts',
    isDynamicEntry: true,
  },
  [LAUNCH]: {
    file: 'assets/launch-page-Qr78.js',
    src: LAUNCH,
    isDynamicEntry: true,
    imports: ['index.html', '_video-St90.js'],
    css: ['assets/launch-page-Uv12.css'],
  },
  '_video-St90.js': { file: 'assets/video-St90.js', imports: ['_mantine-Ef56.js'] },
  [QUESTION_EDITOR]: {
    file: 'assets/question-editor-page-Wx34.js',
    src: QUESTION_EDITOR,
    isDynamicEntry: true,
    imports: ['index.html', '_form-Kl12.js', '_video-St90.js', '_rich-text-editor-Yz56.js'],
    css: ['assets/question-editor-page-Za78.css'],
  },
  '_rich-text-editor-Yz56.js': { file: 'assets/rich-text-editor-Yz56.js', imports: ['_mantine-Ef56.js'] },
  [ADMINISTRATION]: {
    file: 'assets/administration-layout-Bc90.js',
    src: ADMINISTRATION,
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};

describe('precachedFiles', () => {
  const files = precachedFiles(MANIFEST, [LOGIN, LAUNCH]);

  it('keeps the app shell: the entry script, its CSS and fonts, and what it imports', () => {
    for (const file of [
      'assets/index-Ab12.js',
      'assets/index-Gh78.css',
      'assets/inter-Ij90.woff2',
      'assets/react-Cd34.js',
      'assets/mantine-Ef56.js',
    ]) {
      expect(files).toContain(file);
    }
  });

  it("keeps the driver's pages with everything they import, the chunks shared with other pages included", () => {
    for (const file of [
      'assets/login-page-Mn34.js',
      'assets/form-Kl12.js',
      'assets/launch-page-Qr78.js',
      'assets/launch-page-Uv12.css',
      'assets/video-St90.js',
    ]) {
      expect(files).toContain(file);
    }
  });

  it('leaves out the authoring editor and the administration, and what only they use', () => {
    for (const file of [
      'assets/question-editor-page-Wx34.js',
      'assets/question-editor-page-Za78.css',
      'assets/rich-text-editor-Yz56.js',
      'assets/administration-layout-Bc90.js',
    ]) {
      expect(files).not.toContain(file);
    }
  });

  it('leaves what a driver page loads only on demand to be cached when used', () => {
    expect(files).not.toContain('assets/solve-sign-in-challenge-Op56.js');
  });

  it('keeps the interface texts when they are loaded on demand', () => {
    const locale = 'src/locales/en-GB/common.json';
    const withLazyTexts: Manifest = {
      ...MANIFEST,
      'index.html': { ...MANIFEST['index.html']!, dynamicImports: [LOGIN, LAUNCH, locale] },
      [locale]: { file: 'assets/common-De12.js', src: locale, isDynamicEntry: true },
    };
    expect(precachedFiles(withLazyTexts, [LOGIN])).toContain('assets/common-De12.js');
  });

  it('fails the build when a driver page is not in it (renamed or moved)', () => {
    expect(() => precachedFiles(MANIFEST, ['src/features/session-player/pages/player-page.tsx'])).toThrow(
      /player-page\.tsx is not a chunk of the build/,
    );
  });
});

describe('builtFiles', () => {
  it('lists every chunk, stylesheet and asset of the build', () => {
    expect(builtFiles(MANIFEST).size).toBe(15);
  });
});

describe('DRIVER_ROUTE_MODULES', () => {
  const webRoot = path.resolve(import.meta.dirname, '../../..');
  const routeFiles = [
    'src/app/router.tsx',
    ...readdirSync(path.join(webRoot, 'src/features'))
      .map((feature) => `src/features/${feature}/routes.tsx`)
      .filter((file) => existsSync(path.join(webRoot, file))),
  ];
  /** Every module the router's route files load lazily, relative to apps/web and without its extension. */
  const lazyRouteModules = routeFiles.flatMap((file) => {
    const source = readFileSync(path.join(webRoot, file), 'utf8');
    return [...source.matchAll(/import\('([^']+)'\)/g)].map((match) =>
      path.relative(webRoot, path.resolve(path.dirname(path.join(webRoot, file)), match[1]!)),
    );
  });

  it.each(DRIVER_ROUTE_MODULES)('%s is a page the router loads lazily', (module) => {
    expect(lazyRouteModules).toContain(module.replace(/\.tsx?$/, ''));
  });
});
