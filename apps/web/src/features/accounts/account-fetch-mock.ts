import { DEFAULT_PASSWORD_RULES } from '@roadmark/domain/password-rules';
import { vi } from 'vitest';
import { PASSWORD_RULES_PATH } from './use-password-rules';

/** A canned answer: a status (default 200) and a JSON body (none for 204). */
export interface MockAnswer {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/**
 * Test helper: stubs fetch with answers keyed by path (without the query). The password rules are served
 * with the defaults unless given. An answer may be a promise, to hold the call open.
 */
export function mockAccountFetch(answers: Record<string, MockAnswer | Promise<MockAnswer>>) {
  const calls: RecordedCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, method, headers: new Headers(init?.headers), body });
    const path = url.split('?')[0] ?? url;
    const answer = await (answers[path] ??
      (path === PASSWORD_RULES_PATH ? { body: DEFAULT_PASSWORD_RULES } : { status: 404, body: { status: 404 } }));
    const status = answer.status ?? 200;
    const text = answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  });
  return {
    spy,
    /** The POSTs made so far (the password-rules GET left out). */
    posts: () => calls.filter((call) => call.method === 'POST'),
  };
}

/** A promise to hand mockAccountFetch, answered when the test says. */
export function deferredAnswer() {
  let answer: (value: MockAnswer) => void = () => {};
  const promise = new Promise<MockAnswer>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

const CODES: Record<number, string> = { 400: 'BAD_USER_INPUT', 404: 'NOT_FOUND', 409: 'CONFLICT' };

/** An RFC 9457 problem as the account API sends it. */
export function problem(status: number, messageKey: string, detail: string, errors?: unknown[]): MockAnswer {
  const code = CODES[status] ?? 'INTERNAL';
  return { status, body: { status, detail, code, messageKey, ...(errors ? { errors } : {}) } };
}
