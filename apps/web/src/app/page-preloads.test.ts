import { existsSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES } from '@roadmark/domain/messages';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { namespacesOfPageAt, PRELOADED_PAGES } from './page-preloads';
import { routes } from './router';

const appDir = path.resolve(import.meta.dirname, '../..');

/** The page's address with each `:name` filled in, as a browser would ask for it. */
const addressOf = (pattern: string) => pattern.replace(/:[^/]+/g, '4f0c2a9e-52b1-4b8e-9d1a-0c3e5f7a9b21');

describe('PRELOADED_PAGES', () => {
  it.each(PRELOADED_PAGES)('$path reaches $module in the router', ({ path: pattern, module }) => {
    const matched = matchRoutes(routes, addressOf(pattern));
    const leaf = matched?.at(-1)?.route;
    expect(leaf?.path, `no route answers ${pattern}`).toBeDefined();
    // The route loads its page lazily; its loader names the module (the build turns that into the page's chunk).
    const stem = path.basename(module, path.extname(module));
    expect(String(leaf?.lazy)).toContain(stem);
    expect(existsSync(path.join(appDir, module)), `${module} exists`).toBe(true);
  });

  it.each(PRELOADED_PAGES)("$path's namespaces have texts in every language", ({ namespaces }) => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const namespace of namespaces) {
        expect(
          existsSync(path.join(appDir, 'src/locales', locale, `${namespace}.json`)),
          `${locale}/${namespace}`,
        ).toBe(true);
      }
    }
  });
});

describe('namespacesOfPageAt', () => {
  it.each([
    ['/account/login', ['account']],
    ['/me', ['person-dashboard']],
    ['/training/results/4f0c2a9e-52b1-4b8e-9d1a-0c3e5f7a9b21', ['session-player']],
    ['/administration/tags', []],
    ['/account/loginWithTwoFactor', []],
  ])('gives %s the namespaces %j', (pathname, namespaces) => {
    expect(namespacesOfPageAt(pathname)).toEqual(namespaces);
  });
});
