import { describe, expect, it } from 'vitest';
import { builtChunk } from './built-chunk-fixture';
import type { BuiltChunk } from './built-chunks';
import { mergedPageFiles } from './merged-page-files';

const page = (fileName: string, moduleId: string, imports: string[] = [], moduleIds: string[] = []) =>
  builtChunk(fileName, {
    isDynamicEntry: true,
    facadeModuleId: moduleId,
    moduleIds: [moduleId, ...moduleIds],
    imports,
  });

/** A build cut the bundler's way: the sign-in page shares an input with the profile page, a button with the entry. */
const CHUNKS: BuiltChunk[] = [
  builtChunk('index.js', { isEntry: true, moduleIds: ['/main.tsx', '/shell.tsx'], imports: ['button.js'] }),
  builtChunk('button.js', { moduleIds: ['/node_modules/ui/Button.mjs'] }),
  page('login-page.js', '/login-page.tsx', ['input.js', 'login-only.js', 'button.js', 'texts.js'], ['/pin.ts']),
  builtChunk('login-only.js', { moduleIds: ['/password-field.tsx', '/password-field.module.css'] }),
  builtChunk('input.js', { moduleIds: ['/node_modules/ui/Input.mjs', '/node_modules/ui/Input.css'] }),
  builtChunk('texts.js', { moduleIds: ['/locales/en-GB/account.json'] }),
  page('profile-page.js', '/profile-page.tsx', ['input.js', 'button.js']),
  page('editor.js', '/editor.tsx', [], ['/node_modules/editor/index.mjs']),
];

describe('mergedPageFiles', () => {
  const files = mergedPageFiles(CHUNKS, { moduleId: '/login-page.tsx', name: 'sign-in' });

  it("puts the page's own modules in one file and those other pages use in another", () => {
    expect(Object.fromEntries(files)).toEqual({
      '/pin.ts': 'sign-in',
      '/password-field.tsx': 'sign-in',
      '/password-field.module.css': 'sign-in',
      '/node_modules/ui/Input.mjs': 'sign-in-shared',
      '/node_modules/ui/Input.css': 'sign-in-shared',
    });
  });

  it("leaves the page's module, the entry's modules, texts and other pages' own modules to the usual cut", () => {
    for (const id of ['/login-page.tsx', '/main.tsx', '/node_modules/ui/Button.mjs', '/locales/en-GB/account.json']) {
      expect(files.has(id)).toBe(false);
    }
    expect(files.has('/node_modules/editor/index.mjs')).toBe(false);
    expect(files.has('/profile-page.tsx')).toBe(false);
  });

  it('fails when the page is not loaded lazily, so a moved page cannot silently lose its merge', () => {
    expect(() => mergedPageFiles(CHUNKS, { moduleId: '/moved-page.tsx', name: 'sign-in' })).toThrow(/moved-page/);
  });
});
