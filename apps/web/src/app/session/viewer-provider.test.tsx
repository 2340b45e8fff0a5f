import { useApolloClient } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testViewer, viewerAnswer } from '../../test/viewer-mocks';
import { useViewer } from './use-viewer';
import { ViewerProvider } from './viewer-provider';

/** Shows who is signed in, as the header, a route guard or a page does. */
function WhoIsSignedIn({ label }: { label: string }) {
  const { viewer, checking } = useViewer();
  if (checking) return <p>{label}: checking</p>;
  return <p>{`${label}: ${viewer ? viewer.firstName : 'nobody'}`}</p>;
}

/** The header at once; the page, as a lazily loaded route does, only after a click (well after the first answer). */
function App() {
  const [pageLoaded, setPageLoaded] = useState(false);
  const client = useApolloClient();
  return (
    <>
      <WhoIsSignedIn label="Header" />
      {pageLoaded && <WhoIsSignedIn label="Guard" />}
      {pageLoaded && <WhoIsSignedIn label="Page" />}
      <button type="button" onClick={() => setPageLoaded(true)}>
        Load the page
      </button>
      <button type="button" onClick={() => void client.resetStore()}>
        Change the emulated subscription
      </button>
    </>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** The app's Apollo client asks cache-and-network by default (apollo-client.ts): every new query asks the server. */
function renderApp(server: { viewer: ReturnType<typeof testViewer> | null }, asked: () => void, shared: boolean) {
  return render(
    <MockedProvider
      mocks={[viewerAnswer(() => server.viewer, asked)]}
      mockLinkDefaultOptions={{ delay: 0 }}
      defaultOptions={{ watchQuery: { fetchPolicy: 'cache-and-network' } }}
    >
      {shared ? (
        <ViewerProvider>
          <App />
        </ViewerProvider>
      ) : (
        <App />
      )}
    </MockedProvider>,
  );
}

describe('ViewerProvider', () => {
  it('asks the server once for the page, however many components show the viewer and whenever they mount', async () => {
    const asked = vi.fn();
    renderApp({ viewer: testViewer() }, asked, true);
    expect(await screen.findByText('Header: Sam')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Load the page' }).click());
    expect(screen.getByText('Guard: Sam')).toBeTruthy();
    expect(screen.getByText('Page: Sam')).toBeTruthy();
    await settle();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('without it, each component mounting later asks again (what the provider saves)', async () => {
    const asked = vi.fn();
    renderApp({ viewer: testViewer() }, asked, false);
    expect(await screen.findByText('Header: Sam')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Load the page' }).click());
    await settle();
    // The header's question, then the guard's and the page's (asked together, so once).
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('shows every component the new answer when the cache is reset (a change of emulated subscription)', async () => {
    const asked = vi.fn();
    const server = { viewer: testViewer() };
    renderApp(server, asked, true);
    expect(await screen.findByText('Header: Sam')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Load the page' }).click());
    server.viewer = testViewer({ firstName: 'Kim' });
    act(() => screen.getByRole('button', { name: 'Change the emulated subscription' }).click());
    expect(await screen.findByText('Header: Kim')).toBeTruthy();
    expect(screen.getByText('Guard: Kim')).toBeTruthy();
    expect(screen.getByText('Page: Kim')).toBeTruthy();
    await settle();
    expect(asked).toHaveBeenCalledTimes(2);
  });
});
