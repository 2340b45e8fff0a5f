import { gql, InMemoryCache } from '@apollo/client';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_CHANGED_KEY } from '../../app/session/session-signals';
import { ViewerQuery } from '../../app/session/use-viewer';
import { currentUrl, renderWithProviders } from '../../test/render';
import { believeViewer, type TestViewer, testViewer, VIEWER_IDS, viewerAnswer } from '../../test/viewer-mocks';
import { LoginCallbackPage } from './login-callback-page';

const PrivateQuery = gql`
  query Private {
    secret
  }
`;

function renderCallback(route: string, answer: TestViewer | null | Error, believed: TestViewer | null = null) {
  const cache = new InMemoryCache();
  believeViewer(cache, believed);
  cache.writeQuery({ query: PrivateQuery, data: { secret: 'only for Sam' } });
  const mock =
    answer instanceof Error
      ? { request: { query: ViewerQuery }, error: answer, delay: 20 }
      : { ...viewerAnswer(answer), delay: 20 };
  const rendered = renderWithProviders(<LoginCallbackPage />, {
    route,
    path: '/authentication/login-callback',
    cache,
    mocks: [mock],
    routes: [
      { path: '/', element: <p>Home route</p> },
      { path: '/profile/details', element: <p>Details route</p> },
    ],
  });
  return { ...rendered, cache };
}

afterEach(() => localStorage.clear());

describe('LoginCallbackPage', () => {
  it('refreshes the viewer, then goes to the returnUrl (any case) and tells the other tabs', async () => {
    const { router, cache } = renderCallback(
      '/authentication/login-callback?RETURNURL=%2Fprofile%2Fdetails',
      testViewer(),
    );
    expect(screen.getByRole('status').textContent).toBe('Processing login callback...');
    expect(document.title).toBe('Sign in - Roadmark');
    expect(await screen.findByText('Details route')).toBeTruthy();
    expect(currentUrl(router)).toBe('/profile/details');
    expect(cache.readQuery({ query: ViewerQuery })?.viewer?.id).toBe(VIEWER_IDS.sam);
    expect(localStorage.getItem(SESSION_CHANGED_KEY)).toBeTruthy();
  });

  it.each([
    ['on another origin', '?returnUrl=https%3A%2F%2Fevil.example%2F'],
    ['protocol-relative', '?returnUrl=%2F%2Fevil.example%2F'],
    ['missing', ''],
  ])('goes to / when the returnUrl is %s', async (_label, query) => {
    const { router } = renderCallback(`/authentication/login-callback${query}`, testViewer());
    expect(await screen.findByText('Home route')).toBeTruthy();
    expect(currentUrl(router)).toBe('/');
  });

  it("forgets what was cached for someone else before showing the new person's pages", async () => {
    const kim = testViewer({ id: VIEWER_IDS.kim, firstName: 'Kim' });
    const { cache } = renderCallback('/authentication/login-callback', kim, testViewer());
    expect(await screen.findByText('Home route')).toBeTruthy();
    expect(cache.readQuery({ query: PrivateQuery })).toBeNull();
    expect(cache.readQuery({ query: ViewerQuery })?.viewer?.firstName).toBe('Kim');
  });

  it('shows the error and stays when the server cannot be reached', async () => {
    renderCallback('/authentication/login-callback?returnUrl=%2Fprofile%2Fdetails', new TypeError('Failed to fetch'));
    expect(await screen.findByText('Could not synchronize information with the cloud.')).toBeTruthy();
    expect(screen.queryByText('Processing login callback...')).toBeNull();
    expect(screen.queryByText('Details route')).toBeNull();
  });
});
