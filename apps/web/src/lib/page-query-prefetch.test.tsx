import type { ApolloClient } from '@apollo/client';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ViewerQuery } from '../app/session/use-viewer';
import { prefetchHarness, settle, startPrefetch } from '../test/prefetch-harness';
import { testViewer, viewerAnswer } from '../test/viewer-mocks';
import { prefetchPageQuery } from './page-query-prefetch';
import { usePageQuery } from './use-page-query';

/** A page drawn from the viewer query, asking with the page's usual policy (cache-and-network, the app's default). */
function Page() {
  const { data } = usePageQuery(ViewerQuery, {});
  return <p>{data?.viewer?.firstName ?? 'nothing yet'}</p>;
}

const prefetchViewerQuery = (client: ApolloClient) => prefetchPageQuery(client, ViewerQuery, {});
const server = (mocks: unknown[], delay = 0) => prefetchHarness(mocks, prefetchViewerQuery, delay);

afterEach(() => vi.restoreAllMocks());

describe('a page query sent as the app starts', () => {
  it('is read from the cache by the page drawn after its answer, and only by that page', async () => {
    const asked = vi.fn();
    const withServer = server([viewerAnswer(testViewer(), asked)]);
    const { rerender } = render(withServer(null));
    startPrefetch();
    await settle();
    expect(asked).toHaveBeenCalledTimes(1);

    rerender(withServer(<Page />));
    expect(await screen.findByText('Sam')).toBeTruthy();
    await settle();
    expect(asked).toHaveBeenCalledTimes(1);

    // The next page to ask goes to the server as usual.
    rerender(withServer(null));
    rerender(withServer(<Page key="again" />));
    await settle();
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('is joined by a page drawn while it is still under way', async () => {
    const asked = vi.fn();
    const withServer = server([viewerAnswer(testViewer(), asked)], 30);
    const { rerender } = render(withServer(null));
    startPrefetch();
    rerender(withServer(<Page />));
    expect(await screen.findByText('Sam')).toBeTruthy();
    await settle();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('is not trusted by a page drawn long after its answer', async () => {
    const asked = vi.fn();
    const withServer = server([viewerAnswer(testViewer(), asked)]);
    const { rerender } = render(withServer(null));
    startPrefetch();
    await settle();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    rerender(withServer(<Page />));
    await settle();
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('leaves a page to ask for itself when it failed', async () => {
    const asked = vi.fn();
    const withServer = server([
      { request: { query: ViewerQuery }, error: new Error('offline') },
      viewerAnswer(testViewer(), asked),
    ]);
    const { rerender } = render(withServer(null));
    startPrefetch();
    await settle();
    rerender(withServer(<Page />));
    expect(await screen.findByText('Sam')).toBeTruthy();
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
