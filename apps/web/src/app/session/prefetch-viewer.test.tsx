import { useApolloClient } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testViewer, viewerAnswer } from '../../test/viewer-mocks';
import { prefetchViewer, useViewer } from './use-viewer';
import { ViewerProvider } from './viewer-provider';

function WhoIsSignedIn() {
  const { viewer, checking } = useViewer();
  return <p>{checking ? 'checking' : (viewer?.firstName ?? 'nobody')}</p>;
}

/** Sends the prefetch as main.tsx does before the app is drawn (the test draws it after, as a second render). */
function Start({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  return (
    <>
      <button type="button" onClick={() => prefetchViewer(client)}>
        Start
      </button>
      {children}
    </>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('prefetchViewer', () => {
  it('asks the server once: the app drawn after the answer reads it from the cache', async () => {
    const asked = vi.fn();
    /** The same provider each time, so the app drawn second uses the client the prefetch went through. */
    const withServer = (children: ReactNode) => (
      <MockedProvider
        mocks={[viewerAnswer(testViewer(), asked)]}
        mockLinkDefaultOptions={{ delay: 0 }}
        defaultOptions={{ watchQuery: { fetchPolicy: 'cache-and-network' } }}
      >
        <Start>{children}</Start>
      </MockedProvider>
    );
    const { rerender } = render(withServer(null));
    act(() => screen.getByRole('button', { name: 'Start' }).click());
    await settle();
    expect(asked).toHaveBeenCalledTimes(1);

    rerender(
      withServer(
        <ViewerProvider>
          <WhoIsSignedIn />
        </ViewerProvider>,
      ),
    );
    expect(await screen.findByText('Sam')).toBeTruthy();
    await settle();
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
