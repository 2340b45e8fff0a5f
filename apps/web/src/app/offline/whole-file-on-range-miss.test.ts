import { describe, expect, it } from 'vitest';
import { WholeFileOnRangeMiss } from './whole-file-on-range-miss';

const URL_OF_CLIP = 'http://127.0.0.1/api/blobs/9b2f0c1e-0000-4000-8000-000000000001';

function fetchEvent() {
  const extended: Promise<unknown>[] = [];
  return { extended, event: { waitUntil: (promise: Promise<unknown>) => void extended.push(promise) } as never };
}

function loader() {
  const loaded: Request[] = [];
  let finish: () => void = () => {};
  const loadWhole = (request: Request) => {
    loaded.push(request);
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  };
  return { loaded, loadWhole, finish: () => finish() };
}

const part = () =>
  new Response('abc', { status: 206, headers: { 'content-range': 'bytes 0-2/1000', 'content-type': 'video/mp4' } });
const rangeRequest = (range = 'bytes=0-') => new Request(URL_OF_CLIP, { headers: { range } });

describe('WholeFileOnRangeMiss', () => {
  it('loads the whole file, without the range, while the part goes to the page', async () => {
    const { loaded, loadWhole, finish } = loader();
    const plugin = new WholeFileOnRangeMiss(loadWhole);
    const { event, extended } = fetchEvent();
    const response = part();

    expect(await plugin.fetchDidSucceed({ request: rangeRequest(), response, event })).toBe(response);
    expect(loaded.map((request) => [request.url, request.headers.has('range')])).toEqual([[URL_OF_CLIP, false]]);
    expect(extended).toHaveLength(1);
    finish();
    await Promise.all(extended);
  });

  it('loads a file once while it is loading, however many ranges are asked for', async () => {
    const { loaded, loadWhole } = loader();
    const plugin = new WholeFileOnRangeMiss(loadWhole);
    await plugin.fetchDidSucceed({ request: rangeRequest(), response: part(), event: fetchEvent().event });
    await plugin.fetchDidSucceed({ request: rangeRequest('bytes=500-'), response: part(), event: fetchEvent().event });
    expect(loaded).toHaveLength(1);
  });

  it('tries again after a download that failed', async () => {
    const loaded: Request[] = [];
    const plugin = new WholeFileOnRangeMiss(async (request) => {
      loaded.push(request);
      throw new TypeError('Failed to fetch');
    });
    const first = fetchEvent();
    await plugin.fetchDidSucceed({ request: rangeRequest(), response: part(), event: first.event });
    await Promise.all(first.extended);
    await plugin.fetchDidSucceed({ request: rangeRequest(), response: part(), event: fetchEvent().event });
    expect(loaded).toHaveLength(2);
  });

  it('leaves a whole answer alone: the media strategy caches it itself', async () => {
    const { loaded, loadWhole } = loader();
    const plugin = new WholeFileOnRangeMiss(loadWhole);
    const request = new Request(URL_OF_CLIP);
    await plugin.fetchDidSucceed({ request, response: new Response('abc'), event: fetchEvent().event });
    expect(loaded).toEqual([]);
  });
});
