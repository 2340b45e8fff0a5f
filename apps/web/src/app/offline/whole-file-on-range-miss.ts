import type { WorkboxPlugin } from 'workbox-core/types';

type LoadWhole = (request: Request, event: ExtendableEvent) => Promise<unknown>;

/**
 * A video element asks for byte ranges, and a part (206) is never cached, so on its own the media cache would never
 * hold a video. When a range goes to the network, this also loads the whole file once, in the background, through
 * `loadWhole` (the media strategy, so the cache's expiry sees it); later ranges, online or not, are cut from it.
 */
export class WholeFileOnRangeMiss implements WorkboxPlugin {
  private readonly loading = new Map<string, Promise<unknown>>();

  constructor(private readonly loadWhole: LoadWhole) {}

  fetchDidSucceed: NonNullable<WorkboxPlugin['fetchDidSucceed']> = async ({ request, response, event }) => {
    if (response.status === 206 && request.headers.has('range') && !this.loading.has(request.url)) {
      const whole = new Request(request.url, { credentials: 'same-origin' });
      const done = this.loadWhole(whole, event)
        // A failed download leaves the cache as it was; the next range asked for tries again.
        .catch(() => undefined)
        .finally(() => this.loading.delete(request.url));
      this.loading.set(request.url, done);
      event.waitUntil(done);
    }
    return response;
  };
}
