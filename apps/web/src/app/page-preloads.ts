import { matchPath } from 'react-router';

/** A page whose code and texts the server announces in the HTML it answers for the page's address. */
export interface PreloadedPage {
  /** The address, as the router writes it: `:name` stands for one segment. */
  path: string;
  /** The source module the route loads lazily, relative to apps/web, as the build names it. */
  module: string;
  /** The text namespaces the page reads besides the always-loaded ones. */
  namespaces: readonly string[];
}

/** Where every visit without a session starts; the build also merges its files (build-plugins/merged-page-files.ts). */
export const SIGN_IN_PAGE: PreloadedPage = {
  path: '/account/login',
  module: 'src/features/accounts/login-page.tsx',
  namespaces: ['account'],
};

/**
 * The pages a driver (and a manager on the dashboard) opens first. A single-page app learns what a page needs only
 * once its entry script has run: the page's chunk, then the chunks that imports, then its texts, one round trip
 * after another, which on a phone's network costs more than the bytes. For these addresses the server lists every
 * one of those files in the HTML it answers (`<link rel="modulepreload">`, and the page's style sheets), in the
 * language the browser asks for, so they download at once, beside the entry. Any other page loads as before. The
 * build lists each page's files (build-plugins/page-preloads.ts); page-preloads.test.ts checks each address reaches
 * its module in the router.
 */
export const PRELOADED_PAGES: readonly PreloadedPage[] = [
  SIGN_IN_PAGE,
  { path: '/me', module: 'src/features/dashboards/person/person-dashboard-page.tsx', namespaces: ['person-dashboard'] },
  ...['assessment', 'training'].flatMap((kind) =>
    ['launch', 'results'].map((view) => ({
      path: `/${kind}/${view}/:sessionId`,
      module: 'src/features/session-player/pages/launch-page.tsx',
      namespaces: ['session-player'],
    })),
  ),
  {
    path: '/dashboard',
    module: 'src/features/dashboards/subscription/pages/dashboard-page.tsx',
    namespaces: ['dashboards'],
  },
];

/**
 * The text namespaces of the preloaded page at `pathname` (none for any other page). The app loads them with the
 * always-loaded ones before its first render: the server has announced their files in the HTML already, and a page
 * waiting for its texts would show the loader for at least 300 ms (React keeps a fallback that long).
 */
export function namespacesOfPageAt(pathname: string): readonly string[] {
  return PRELOADED_PAGES.find(({ path }) => matchPath(path, pathname))?.namespaces ?? [];
}
