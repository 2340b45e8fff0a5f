import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from './api-post';
import { startEmulating } from './emulation';

const ACME = '9b2f0c1e-0000-4000-8000-000000000001';

function sentHeaders(fetchMock: ReturnType<typeof vi.fn>): Record<string, string> {
  return (fetchMock.mock.calls[0]![1] as RequestInit).headers as Record<string, string>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('apiPost', () => {
  it('sends the CSRF and language headers and no emulation header when nothing is emulated', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiPost('/api/account/logout');
    expect(sentHeaders(fetchMock)).toEqual({ 'x-roadmark-csrf': '1', 'accept-language': 'en-GB' });
  });

  it('sends the emulated subscription with the call', async () => {
    startEmulating(ACME);
    const fetchMock = vi.fn(async () => Response.json({ userId: 'u1' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiPost('/api/account/invite', { user: {} })).resolves.toEqual({ userId: 'u1' });
    expect(sentHeaders(fetchMock)).toMatchObject({
      'x-roadmark-csrf': '1',
      'x-roadmark-subscription': ACME,
      'content-type': 'application/json',
    });
  });
});
