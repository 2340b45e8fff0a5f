import { gql, InMemoryCache } from '@apollo/client';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_STORAGE_KEY } from '../../app/persist-cache';
import { SESSION_CHANGED_KEY } from '../../app/session/session-signals';
import { currentUrl, renderWithProviders } from '../../test/render';
import { believeViewer, testViewer } from '../../test/viewer-mocks';
import { LogoutCallbackPage } from './logout-callback-page';

const PrivateQuery = gql`
  query Private {
    secret
  }
`;

afterEach(() => localStorage.clear());

describe('LogoutCallbackPage', () => {
  it('forgets the cache, tells the other tabs and shows the logged-out page', async () => {
    localStorage.setItem(CACHE_STORAGE_KEY, '{"saved":"snapshot"}');
    const cache = new InMemoryCache();
    believeViewer(cache, testViewer());
    cache.writeQuery({ query: PrivateQuery, data: { secret: 'only for Sam' } });
    const { router } = renderWithProviders(<LogoutCallbackPage />, {
      path: '/authentication/logout-callback',
      cache,
      routes: [{ path: '/authentication/logged-out', element: <p>Logged out route</p> }],
    });
    expect(screen.getByRole('status').textContent).toBe('Processing logout callback...');
    expect(document.title).toBe('Sign out - Roadmark');
    expect(await screen.findByText('Logged out route')).toBeTruthy();
    expect(currentUrl(router)).toBe('/authentication/logged-out');
    expect(cache.readQuery({ query: PrivateQuery })).toBeNull();
    expect(localStorage.getItem(CACHE_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_CHANGED_KEY)).toBeTruthy();
  });
});
