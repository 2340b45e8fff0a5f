import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

function Start({ prefetch, children }: { prefetch: (client: ApolloClient) => unknown; children: ReactNode }) {
  const client = useApolloClient();
  return (
    <>
      <button type="button" onClick={() => void prefetch(client)}>
        Start
      </button>
      {children}
    </>
  );
}

/**
 * The same mocked server on every render, with a Start button that sends `prefetch` through its client as main.tsx
 * does before the first render; the test draws the app after it (a second render), or at once. The client's
 * default policy is the app's, cache-and-network.
 */
export function prefetchHarness(mocks: unknown[], prefetch: (client: ApolloClient) => unknown, delay = 0) {
  return (children: ReactNode) => (
    <MockedProvider
      mocks={mocks as never}
      mockLinkDefaultOptions={{ delay }}
      defaultOptions={{ watchQuery: { fetchPolicy: 'cache-and-network' } }}
    >
      <Start prefetch={prefetch}>{children}</Start>
    </MockedProvider>
  );
}

export function startPrefetch(): void {
  act(() => screen.getByRole('button', { name: 'Start' }).click());
}

/** Lets the mocked answers arrive and React draw them. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 60)));
