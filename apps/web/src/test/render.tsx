import type { ApolloCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { initI18n } from '../app/i18n';
import { theme } from '../app/theme';

export interface RenderOptions {
  /** The URL to start at, with any query string. Defaults to `path` when it has no parameters, else '/'. */
  route?: string;
  /** The route pattern `ui` is mounted at, e.g. '/tags/edit/:id'. Defaults to the route's pathname. */
  path?: string;
  /** Earlier history entries, so navigate(-1) has somewhere to go. */
  history?: string[];
  /** Further routes, e.g. the page a link leads to. */
  routes?: RouteObject[];
  /** Apollo mocked responses. */
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** A cache to share with the test, to seed it or read it afterwards. */
  cache?: ApolloCache;
  /** The navigation state of the starting URL, as `navigate(to, { state })` would leave it. */
  state?: unknown;
}

/**
 * Renders `ui` as a route inside the app's providers: Mantine (env test: no transitions or portals), i18next
 * (en-GB), a mocked Apollo client and a memory router. Returns the router so tests can read the location.
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const route = options.route ?? (options.path && !options.path.includes(':') ? options.path : '/');
  const path = options.path ?? new URL(route, 'http://localhost').pathname;
  const start = new URL(route, 'http://localhost');
  const router = createMemoryRouter([{ path, element: ui }, ...(options.routes ?? [])], {
    initialEntries: [
      ...(options.history ?? []),
      { pathname: start.pathname, search: start.search, state: options.state ?? null },
    ],
  });
  const result = render(
    <I18nextProvider i18n={initI18n('en-GB')}>
      <MockedProvider mocks={options.mocks ?? []} cache={options.cache}>
        <MantineProvider theme={theme} env="test">
          <Notifications />
          <RouterProvider router={router} />
        </MantineProvider>
      </MockedProvider>
    </I18nextProvider>,
  );
  return { ...result, router };
}

/** The current location of a router returned by renderWithProviders, as path + query. */
export function currentUrl(router: ReturnType<typeof renderWithProviders>['router']): string {
  const { pathname, search } = router.state.location;
  return pathname + search;
}
