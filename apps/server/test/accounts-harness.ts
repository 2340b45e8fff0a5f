import { afterAll, beforeAll } from 'vitest';
import { createSmtpTransport } from '../src/platform/email/email-transport.ts';
import { SEND_EMAIL_JOB, sendEmailHandler } from '../src/platform/email/send-email.job.ts';
import { processDueOutbox } from '../src/platform/outbox/outbox-worker.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { type TestApp, useTestApp } from './test-app.ts';

export const STRONG_PASSWORD = 'Str0ng!pass';

/** The test app plus a real SMTP server; `deliver()` runs the outbox once, as the worker would after commit. */
export function useAccountsApp(overrides: Record<string, string> = {}) {
  // One app serves the whole file from one address, so the per-IP limits are raised unless a test measures them.
  const ctx = useTestApp({
    PUBLIC_URL: 'https://roadmark.test',
    ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    ...overrides,
  });
  const mail = {} as { sink: SmtpSink };
  beforeAll(async () => {
    mail.sink = await startSmtpSink();
  });
  afterAll(() => mail.sink?.close());
  const deliver = () =>
    processDueOutbox(ctx.db, {
      handlers: {
        [SEND_EMAIL_JOB]: sendEmailHandler(createSmtpTransport(mail.sink.url, 'Roadmark <no-reply@roadmark.test>')),
      },
    });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { 'x-roadmark-csrf': '1', ...headers },
    });
  return { ctx, mail, deliver, post };
}

export function sessionCookieFrom(response: Awaited<ReturnType<TestApp['inject']>>): string {
  const setCookie = response.headers['set-cookie'];
  const cookies = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  return (cookies.find((c) => c.startsWith('roadmark_session=')) ?? '').split(';')[0] ?? '';
}

/** POST /api/account/login as the sign-in form sends it, from `remoteAddress` (each address has its own limits). */
export function signIn(app: TestApp, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload,
    remoteAddress,
    headers: { 'x-roadmark-csrf': '1' },
  });
}
