import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { users } from '../../modules/accounts/user.table.ts';

const NUL_MESSAGE = 'Text cannot contain the NUL character (U+0000). Remove it and try again.';
const boundary = 'nul-guard-boundary';

/** A GraphQL multipart request (the form Yoga reads itself) whose operation holds a NUL character. */
const multipartOperation = [
  `--${boundary}`,
  'Content-Disposition: form-data; name="operations"',
  '',
  JSON.stringify({ query: 'query ($s: String) { questionTags(search: $s) { id } }', variables: { s: 'a\u0000b' } }),
  `--${boundary}`,
  'Content-Disposition: form-data; name="map"',
  '',
  '{}',
  `--${boundary}--`,
  '',
].join('\r\n');

describe('NUL characters in requests', () => {
  const ctx = useTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' });
  let staff: BuiltUser;
  beforeAll(async () => {
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
  });

  const json = (payload: unknown) => ({ 'content-type': 'application/json', payload: JSON.stringify(payload) });

  it.each([
    ['a sign-in email', 'POST', '/api/account/login', json({ email: 'a\u0000@example.test', password: 'x' })],
    ['a registration name', 'POST', '/api/account/register', json({ email: 'n@example.test', firstName: 'A\u0000' })],
    ['a study code', 'POST', '/api/account/studyLogin', json({ studyUniqueCode: '\u0000', userIdentifier: 'p1' })],
    ['a JSON key', 'POST', '/api/account/login', json({ 'email\u0000': 'a@example.test' })],
    ['text deep in a JSON body', 'POST', '/api/account/login', json({ email: [[[{ a: ['\u0000'] }]]] })],
    ['plain text', 'POST', '/api/account/login', { 'content-type': 'text/plain', payload: 'a\u0000b' }],
    ['a query string', 'GET', '/api/account/passwordRules?returnUrl=%2F%00', {}],
    ['a path parameter', 'GET', '/api/blobs/%00', {}],
    ['a public API path parameter', 'GET', '/api/rest/v1.0/people/a%00b', {}],
    ['a GraphQL variable', 'POST', '/graphql', json({ query: '{ viewer { id } }', variables: { a: '\u0000' } })],
    ['GraphQL query text', 'POST', '/graphql', json({ query: '{ questionTags(search: "\u0000") { id } }' })],
    ['a GraphQL GET query', 'GET', '/graphql?query=%7B%20viewer%20%7B%20id%20%7D%20%7D%00', {}],
  ])('refuses %s with a NUL character as bad input', async (_, method, url, body) => {
    const { 'content-type': contentType, payload } = body as { 'content-type'?: string; payload?: string };
    const response = await ctx.app.inject({
      method: method as 'GET',
      url,
      headers: { 'x-roadmark-csrf': '1', ...(contentType ? { 'content-type': contentType } : {}) },
      ...(payload !== undefined ? { payload } : {}),
    });
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    // REST answers with problem details; GraphQL keeps its own error shape.
    const { messageKey, detail } = url.startsWith('/graphql')
      ? { ...answer.errors[0].extensions, detail: answer.errors[0].message }
      : answer;
    expect({ messageKey, detail }).toEqual({ messageKey: 'validation.nulCharacter', detail: NUL_MESSAGE });
  });

  it('refuses a NUL character in a multipart GraphQL request, which GraphQL reads itself', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'x-roadmark-csrf': '1',
        cookie: staff.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: multipartOperation,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      message: NUL_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', messageKey: 'validation.nulCharacter' },
    });
  });

  it('creates no account for a registration it refuses', async () => {
    const before = await ctx.db.select({ n: count() }).from(users);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/account/register',
      headers: { 'x-roadmark-csrf': '1', 'content-type': 'application/json' },
      payload: {
        email: 'nul@example.test',
        password: 'Str0ng!pass',
        confirmPassword: 'Str0ng!pass',
        firstName: 'A\u0000',
      },
    });
    expect(await ctx.db.select({ n: count() }).from(users)).toEqual(before);
  });
});
