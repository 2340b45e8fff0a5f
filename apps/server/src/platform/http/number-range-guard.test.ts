import { RoleGroupName } from '@roadmark/domain/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const MESSAGE =
  'A number in this request is too large to be handled exactly. Numbers must lie between -9007199254740991 and 9007199254740991.';

describe('numbers JavaScript cannot hold exactly', () => {
  const ctx = useTestApp();
  let manager: BuiltUser;
  beforeAll(async () => {
    const subscription = await buildSubscription(ctx.db);
    manager = await buildUser(ctx.db, { subscriptionId: subscription.id, roleGroup: RoleGroupName.OverviewManager });
  });

  const send = (method: 'GET' | 'POST', url: string, payload?: string) =>
    ctx.app.inject({
      method,
      url,
      headers: { 'x-roadmark-csrf': '1', cookie: manager.cookie, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload }),
    });

  it.each([
    [
      'past the safe integers in a JSON body',
      'POST',
      '/api/rest/v1.0/assignments',
      '{"maxRestarts": 9007199254740993}',
    ],
    ['past every float in a JSON body', 'POST', '/api/rest/v1.0/assignments', '{"maxRestarts": 1e400}'],
    ['below every float in a JSON body', 'POST', '/api/account/login', '{"email": -1e400}'],
    [
      'past every float in a query string the API reads as a number',
      'GET',
      '/api/rest/v1.0/people?offset=1e400',
      undefined,
    ],
    ['past every float as a page size', 'GET', '/api/rest/v1.0/teams?first=1e400', undefined],
    [
      'past every float in GraphQL variables',
      'POST',
      '/graphql',
      '{"query":"{ viewer { id } }","variables":{"x":1e400}}',
    ],
  ] as const)('refuses a number %s with a 400', async (_, method, url, payload) => {
    const response = await send(method, url, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    const error = url === '/graphql' ? { ...body.errors[0].extensions, detail: body.errors[0].message } : body;
    expect({ messageKey: error.messageKey, detail: error.detail }).toEqual({
      messageKey: 'validation.numberOutOfRange',
      detail: MESSAGE,
    });
  });

  it('lets the largest safe integer through to the route’s own checks', async () => {
    const response = await send('GET', `/api/rest/v1.0/people?offset=${Number.MAX_SAFE_INTEGER}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ items: [], offset: Number.MAX_SAFE_INTEGER });
  });
});
