import { gql, InMemoryCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderWithProviders } from '../../test/render';
import { believeViewer, type TestViewer, testViewer, VIEWER_IDS, viewerAnswer } from '../../test/viewer-mocks';
import { CACHE_STORAGE_KEY, purgePersistedCache } from '../persist-cache';
import { reloadAppAt } from './reload-app-at';
import { SESSION_CHANGED_KEY, SESSION_CHECK_EVENT } from './session-signals';
import { useSessionSync } from './session-sync';
import { useViewer, ViewerQuery } from './use-viewer';

/** Something only the signed-in person should see, cached alongside the viewer. */
const PrivateQuery = gql`
  query Private {
    secret
  }
`;

const KIM = testViewer({ id: VIEWER_IDS.kim, firstName: 'Kim' });
let purgeHere: () => Promise<void> = async () => {};
let reloadHere: (url: string) => Promise<void> = async () => {};

/** A page of the app: like the app shell, it shows who is signed in and keeps the session in sync. */
function Page() {
  useSessionSync();
  const { viewer } = useViewer();
  const client = useApolloClient();
  purgeHere = () => purgePersistedCache(client);
  reloadHere = (url) => reloadAppAt(client, url);
  return <p>{viewer ? `Signed in as ${viewer.firstName}` : 'Nobody signed in'}</p>;
}

/**
 * A tab on /me whose cache and server both say `signedIn` at first. Tests then change what the server says
 * (`server.viewer`), as a sign-in or sign-out elsewhere would, and tell the tab in one of the ways it listens for.
 */
async function renderTab(signedIn: TestViewer | null) {
  const cache = new InMemoryCache();
  believeViewer(cache, signedIn);
  cache.writeQuery({ query: PrivateQuery, data: { secret: 'only for Sam' } });
  const server = { viewer: signedIn };
  const asked = vi.fn();
  const rendered = renderWithProviders(<Page />, {
    path: '/me',
    cache,
    mocks: [viewerAnswer(() => server.viewer, asked)],
    routes: [{ path: '/', element: <p>Home route</p> }],
  });
  await screen.findByText(signedIn ? `Signed in as ${signedIn.firstName}` : 'Nobody signed in');
  // Any first look of the page's own at the server is not under test.
  await settle();
  asked.mockClear();
  return { ...rendered, cache, server, asked };
}

const changedInAnotherTab = () =>
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_CHANGED_KEY, newValue: String(Date.now()) }));
  });
const requestRefused = () =>
  act(() => {
    window.dispatchEvent(new Event(SESSION_CHECK_EVENT));
  });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeEach(() => localStorage.setItem(CACHE_STORAGE_KEY, '{"saved":"snapshot"}'));
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('useSessionSync', () => {
  it('signs this tab out when another tab signed out: cache and snapshot purged, nobody shown', async () => {
    const { router, cache, server } = await renderTab(testViewer());
    server.viewer = null;
    changedInAnotherTab();
    expect(await screen.findByText('Nobody signed in')).toBeTruthy();
    expect(cache.readQuery({ query: PrivateQuery })).toBeNull();
    expect(localStorage.getItem(CACHE_STORAGE_KEY)).toBeNull();
    // The route guards take a protected page to sign-in from here, returning to it afterwards.
    expect(currentUrl(router)).toBe('/me');
  });

  it('starts again at / when someone else signed in in another tab', async () => {
    const { router, cache, server } = await renderTab(testViewer());
    server.viewer = KIM;
    changedInAnotherTab();
    expect(await screen.findByText('Home route')).toBeTruthy();
    expect(currentUrl(router)).toBe('/');
    expect(cache.readQuery({ query: PrivateQuery })).toBeNull();
    expect(cache.readQuery({ query: ViewerQuery })?.viewer?.firstName).toBe('Kim');
  });

  it('keeps everything when the same person is still signed in', async () => {
    const { router, cache, asked } = await renderTab(testViewer());
    changedInAnotherTab();
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await settle();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(currentUrl(router)).toBe('/me');
    expect(screen.getByText('Signed in as Sam')).toBeTruthy();
    expect(cache.readQuery({ query: PrivateQuery })).toEqual({ secret: 'only for Sam' });
  });

  it('shows a sign-in made in another tab to a signed-out tab, without leaving the page', async () => {
    const { router, server } = await renderTab(null);
    server.viewer = testViewer();
    changedInAnotherTab();
    expect(await screen.findByText('Signed in as Sam')).toBeTruthy();
    await settle();
    expect(currentUrl(router)).toBe('/me');
  });

  it('ignores storage events of other keys', async () => {
    const { asked } = await renderTab(testViewer());
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'roadmark.list-view', newValue: 'table' }));
    });
    await settle();
    expect(asked).not.toHaveBeenCalled();
  });

  it('signs out when a request is refused as signed out while the tab believed it was signed in', async () => {
    const { cache, server } = await renderTab(testViewer());
    server.viewer = null;
    requestRefused();
    expect(await screen.findByText('Nobody signed in')).toBeTruthy();
    expect(cache.readQuery({ query: PrivateQuery })).toBeNull();
  });

  it('asks nothing when a request is refused while signed out (a wrong password, say)', async () => {
    const { asked } = await renderTab(null);
    requestRefused();
    await settle();
    expect(asked).not.toHaveBeenCalled();
  });

  it('signs out when any answer from the server says nobody is signed in any more', async () => {
    const { cache } = await renderTab(testViewer());
    act(() => cache.writeQuery({ query: ViewerQuery, data: { viewer: null } }));
    await waitFor(() => expect(cache.readQuery({ query: PrivateQuery })).toBeNull());
  });

  it("does not count the tab's own purge (its own sign-in or sign-out) as a sign-out elsewhere", async () => {
    const { router, server } = await renderTab(testViewer());
    server.viewer = null;
    await act(() => purgeHere());
    // The page then shows who is signed in now, rather than the purged person.
    expect(await screen.findByText('Nobody signed in')).toBeTruthy();
    expect(currentUrl(router)).toBe('/me');
  });

  it('asks nothing when the whole app is about to load again after a sign-in (the next page asks)', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { cache, asked } = await renderTab(testViewer());
    await act(() => reloadHere('/me'));
    // Longer than the mocked server takes to answer (50 ms at most).
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(assign).toHaveBeenCalledWith('/me');
    expect(asked).not.toHaveBeenCalled();
    expect(cache.readQuery({ query: PrivateQuery })).toBeNull();
    expect(localStorage.getItem(CACHE_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_CHANGED_KEY)).not.toBeNull();
  });

  it('asks who is signed in when the page it left comes back from the back-forward cache', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { asked, server } = await renderTab(testViewer());
    await act(() => reloadHere('/me'));
    server.viewer = KIM;
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(await screen.findByText('Signed in as Kim')).toBeTruthy();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('still notices a sign-out elsewhere after a purge of its own (which drops every cache watch)', async () => {
    const { cache, server } = await renderTab(testViewer());
    await act(() => purgeHere());
    // The viewer is fetched again after the purge, and Sam is believed signed in again.
    await waitFor(() => expect(cache.readQuery({ query: ViewerQuery })?.viewer?.id).toBe(VIEWER_IDS.sam));
    act(() => cache.writeQuery({ query: PrivateQuery, data: { secret: 'only for Sam' } }));
    server.viewer = null;
    changedInAnotherTab();
    expect(await screen.findByText('Nobody signed in')).toBeTruthy();
    await waitFor(() => expect(cache.readQuery({ query: PrivateQuery })).toBeNull());
  });
});
