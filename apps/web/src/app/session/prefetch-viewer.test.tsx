import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { prefetchHarness, settle, startPrefetch } from '../../test/prefetch-harness';
import { testViewer, viewerAnswer } from '../../test/viewer-mocks';
import { prefetchViewer, useViewer } from './use-viewer';
import { ViewerProvider } from './viewer-provider';

function WhoIsSignedIn() {
  const { viewer, checking } = useViewer();
  return <p>{checking ? 'checking' : (viewer?.firstName ?? 'nobody')}</p>;
}

describe('prefetchViewer', () => {
  it('asks the server once: the app drawn after the answer reads it from the cache', async () => {
    const asked = vi.fn();
    const withServer = prefetchHarness([viewerAnswer(testViewer(), asked)], prefetchViewer);
    const { rerender } = render(withServer(null));
    startPrefetch();
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
