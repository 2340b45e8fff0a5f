import { describe, expect, it } from 'vitest';
import { builtChunk } from './built-chunk-fixture';
import type { BuiltChunk } from './built-chunks';
import { pagePreloadsOf } from './page-preloads';

const ROOT = '/repo/apps/web';
const LOGIN = 'src/features/accounts/login-page.tsx';

/** Shaped as the app's build is: an entry with its libraries, a page sharing chunks with it, texts per language. */
const CHUNKS: BuiltChunk[] = [
  builtChunk('assets/index-a1.js', {
    isEntry: true,
    moduleIds: [`${ROOT}/src/main.tsx`],
    imports: ['assets/react-b2.js', 'assets/runtime-c3.js'],
    css: ['assets/index-d4.css'],
  }),
  builtChunk('assets/react-b2.js', { imports: ['assets/runtime-c3.js'] }),
  builtChunk('assets/runtime-c3.js'),
  builtChunk('assets/login-page-e5.js', {
    facadeModuleId: `${ROOT}/${LOGIN}`,
    moduleIds: [`${ROOT}/${LOGIN}`],
    imports: ['assets/react-b2.js', 'assets/Input-f6.js'],
    css: ['assets/login-page-g7.css'],
  }),
  builtChunk('assets/Input-f6.js', { imports: ['assets/runtime-c3.js'], css: ['assets/Input-h8.css'] }),
  builtChunk('assets/account-i9.js', { moduleIds: [`${ROOT}/src/locales/en-GB/account.json`] }),
  builtChunk('assets/account-j0.js', { moduleIds: [`${ROOT}/src/locales/en-US/account.json`] }),
  builtChunk('assets/common-k1.js', { moduleIds: [`${ROOT}/src/locales/en-GB/common.json`] }),
  builtChunk('assets/common-l2.js', { moduleIds: [`${ROOT}/src/locales/en-US/common.json`] }),
  builtChunk('assets/texts-en-GB-m3.js', {
    moduleIds: [`${ROOT}/src/locales/en-GB/listPage.json`, `${ROOT}/src/locales/en-GB/tags.json`],
    imports: ['assets/runtime-c3.js'],
  }),
  builtChunk('assets/texts-en-US-n4.js', { moduleIds: [`${ROOT}/src/locales/en-US/listPage.json`] }),
  builtChunk('assets/en-GB-o5.js', { moduleIds: ['/repo/packages/domain/src/locales/en-GB.json'] }),
  builtChunk('assets/en-US-p6.js', { moduleIds: ['/repo/packages/domain/src/locales/en-US.json'] }),
];

const OPTIONS = {
  root: ROOT,
  pages: [{ path: '/account/login', module: LOGIN, namespaces: ['account'] }],
  alwaysLoaded: ['common', 'domain', 'listPage'],
  locales: ['en-GB', 'en-US'],
};

describe('pagePreloadsOf', () => {
  it("lists a page's chunk, what it imports and their styles, without what the entry already loads", () => {
    const [page] = pagePreloadsOf(CHUNKS, OPTIONS).pages;
    expect(page?.path).toBe('/account/login');
    expect(page?.files.sort()).toEqual([
      'assets/Input-f6.js',
      'assets/Input-h8.css',
      'assets/login-page-e5.js',
      'assets/login-page-g7.css',
    ]);
  });

  it("finds each language's texts wherever the build put them, the domain's messages included", () => {
    const preloads = pagePreloadsOf(CHUNKS, OPTIONS);
    expect(preloads.pages[0]?.texts).toEqual({ 'en-GB': ['assets/account-i9.js'], 'en-US': ['assets/account-j0.js'] });
    expect(preloads.texts).toEqual({
      'en-GB': ['assets/common-k1.js', 'assets/en-GB-o5.js', 'assets/texts-en-GB-m3.js'],
      'en-US': ['assets/common-l2.js', 'assets/en-US-p6.js', 'assets/texts-en-US-n4.js'],
    });
  });

  it('fails the build when a page or a namespace is not in it', () => {
    const moved = {
      ...OPTIONS,
      pages: [{ path: '/account/login', module: 'src/features/accounts/sign-in.tsx', namespaces: [] }],
    };
    expect(() => pagePreloadsOf(CHUNKS, moved)).toThrow(/sign-in\.tsx is not a chunk of the build/);
    expect(() => pagePreloadsOf(CHUNKS, { ...OPTIONS, alwaysLoaded: ['missing'] })).toThrow(
      /no texts for en-GB\/missing/,
    );
  });
});
