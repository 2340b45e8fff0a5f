import { gql } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '../../lib/api-post';
import { createApolloClient } from '../apollo-client';
import { announceSessionChange, SESSION_CHANGED_KEY, SESSION_CHECK_EVENT } from './session-signals';

const heard = vi.fn();
beforeEach(() => window.addEventListener(SESSION_CHECK_EVENT, heard));
afterEach(() => {
  window.removeEventListener(SESSION_CHECK_EVENT, heard);
  heard.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('announceSessionChange', () => {
  it('writes a new value each time, so other tabs get a storage event even for a repeated change', () => {
    announceSessionChange();
    const first = localStorage.getItem(SESSION_CHANGED_KEY);
    announceSessionChange();
    expect(first).toBeTruthy();
    expect(localStorage.getItem(SESSION_CHANGED_KEY)).not.toBe(first);
  });
});

describe('requests refused as signed out ask for a session check', () => {
  it.each([
    [401, 1],
    [403, 0],
    [400, 0],
  ])('a REST call answered %i asks %i time(s)', async (status, times) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ status, detail: 'Refused' }, { status })),
    );
    await expect(apiPost('/api/account/changePassword', {})).rejects.toThrow('Refused');
    expect(heard).toHaveBeenCalledTimes(times);
  });

  it.each([
    ['an UNAUTHENTICATED error', () => Response.json({ data: null, errors: [graphQLError('UNAUTHENTICATED')] }), 1],
    ['a 401 answer', () => new Response('Unauthorized', { status: 401 }), 1],
    ['a FORBIDDEN error', () => Response.json({ data: null, errors: [graphQLError('FORBIDDEN')] }), 0],
  ])('a GraphQL request refused with %s asks %i time(s)', async (_label, answer, times) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    const client = createApolloClient();
    await expect(client.query({ query: gql('query Tags { questionTags { id } }') })).rejects.toThrow();
    expect(heard).toHaveBeenCalledTimes(times);
  });
});

function graphQLError(code: string) {
  return { message: 'Refused', extensions: { code } };
}
