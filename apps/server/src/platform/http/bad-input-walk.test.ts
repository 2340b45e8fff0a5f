import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BadRequestKind,
  jsonBody,
  pathOf,
  plausibleQueryString,
  queryString,
  RawJson,
  type RequestField,
  requestFields,
} from '../../../test/bad-requests.ts';
import { buildSubscription, buildUser } from '../../../test/factories.ts';
import { type RegisteredRoute, registeredRoutes } from '../../../test/route-list.ts';
import { useTestApp } from '../../../test/test-app.ts';

const SOME_ID = '5f0c5d54-5b4e-4d43-9a8e-2f6a8f1c0b7e';

/** Bad values for the path parameters and for the query and body fields of some types (the rest plausible). */
const KINDS: BadRequestKind[] = [
  {
    name: 'NUL characters',
    replaces: ['text'],
    value: 'x\u0000y',
    queryValue: 'x%00y',
    pathValue: '%00',
    refused: true,
  },
  { name: 'malformed ids', replaces: ['id'], value: 'not-a-uuid', queryValue: 'not-a-uuid', pathValue: 'not-a-uuid' },
  {
    name: 'long text',
    replaces: ['text', 'id'],
    value: 'x'.repeat(5_000),
    queryValue: 'x'.repeat(1_000),
    pathValue: 'x'.repeat(300),
  },
  {
    name: 'numbers past 32 bits',
    replaces: ['number'],
    value: 2 ** 31,
    queryValue: String(2 ** 31),
    pathValue: SOME_ID,
  },
  {
    name: 'numbers past the safe integers',
    replaces: ['number', 'id'],
    value: new RawJson('9007199254740993'),
    queryValue: '9007199254740993',
    pathValue: '9007199254740993',
  },
  {
    name: 'numbers past every float',
    replaces: ['number'],
    value: new RawJson('1e400'),
    queryValue: '1e400',
    pathValue: SOME_ID,
  },
  { name: 'negative and fractional numbers', replaces: ['number'], value: -1.5, queryValue: '-1.5', pathValue: '-1' },
  {
    name: 'objects and repeated parameters',
    replaces: 'all',
    value: { a: { b: 'x' } },
    queryValue: [SOME_ID, 'b'],
    pathValue: SOME_ID,
  },
  { name: 'lists', replaces: 'all', value: ['x', 1], queryValue: '[]', pathValue: SOME_ID },
  { name: 'nulls', replaces: 'all', value: null, queryValue: '', pathValue: 'null' },
  { name: 'booleans', replaces: 'all', value: true, queryValue: 'true', pathValue: 'true' },
  { name: 'empty text', replaces: ['text', 'id'], value: '', queryValue: '', pathValue: '%20' },
];

/** Bodies that are not the JSON object a route expects, sent to every route that takes a body. */
const RAW_BODIES: Array<{ name: string; contentType: string; body: string; refused?: boolean }> = [
  { name: 'truncated JSON', contentType: 'application/json', body: '{"email": "a' },
  { name: 'a JSON list', contentType: 'application/json', body: '[]' },
  { name: 'JSON text', contentType: 'application/json', body: '"text"' },
  { name: 'JSON null', contentType: 'application/json', body: 'null' },
  { name: 'an empty JSON body', contentType: 'application/json', body: '' },
  { name: 'a NUL in a JSON key', contentType: 'application/json', body: '{"a\\u0000b": 1}', refused: true },
  { name: 'a __proto__ key', contentType: 'application/json', body: '{"__proto__": {"admin": true}}' },
  {
    name: 'deeply nested JSON',
    contentType: 'application/json',
    body: `{"email":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
  },
  { name: 'a list of 20,000 items', contentType: 'application/json', body: `{"email":[${'0,'.repeat(19_999)}0]}` },
  { name: 'NUL in plain text', contentType: 'text/plain', body: 'x\u0000y', refused: true },
  { name: 'an unknown content type', contentType: 'application/xml', body: '<a/>' },
  {
    name: 'a multipart body cut short',
    contentType: 'multipart/form-data; boundary=cut',
    body: '--cut\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n\x89PNG',
  },
  { name: 'a multipart body without a boundary', contentType: 'multipart/form-data', body: '--x\r\n\r\n' },
];

interface RawRequest {
  url: string;
  contentType?: string;
  body?: string;
}

/** Refused: as bad input (400), or before the body is read, as signed out (401) or cross-site (403). */
const REFUSED_BEFORE_OR_AT_BODY = [400, 401, 403];

/** GET and POST-like routes; HEAD answers as GET does, OPTIONS only for preflights. */
const walked = (route: RegisteredRoute) => !['HEAD', 'OPTIONS'].includes(route.method);
/** Routes that end the caller's session or account; walked last, so the routes before them see a signed-in caller. */
const endsSession = (route: RegisteredRoute) =>
  /\/(logout|studyLogout|archive|lockout|changePassword)$/.test(route.url);
const takesBody = (route: RegisteredRoute) => !['GET', 'HEAD', 'OPTIONS', 'DELETE'].includes(route.method);

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(run));
}

/** A built web app of one page, so the app serves pages as in production instead of asking for a build. */
function builtWebApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'roadmark-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Roadmark</title>');
  return dir;
}

describe('REST bad input', () => {
  const ctx = useTestApp({
    WEB_DIST_DIR: builtWebApp(),
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '1000000',
    EXPORT_RATE_LIMIT_PER_MINUTE: '1000000',
    GRAPHQL_FIELDS_PER_MINUTE: '1000000',
  });
  const roleGroups: Record<string, { subscriptionId: () => string; roleGroup: RoleGroupName } | undefined> = {
    'someone signed out': undefined,
    'provider staff': { subscriptionId: () => PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff },
    "a customer's manager": { subscriptionId: () => customerId, roleGroup: RoleGroupName.OverviewManager },
  };
  let customerId = '';
  let routes: RegisteredRoute[] = [];
  let fields = new Map<string, RequestField>();
  beforeAll(async () => {
    customerId = (await buildSubscription(ctx.db)).id;
    routes = registeredRoutes(ctx.app)
      .filter(walked)
      .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    fields = await requestFields(ctx.app);
  });

  /** A session of a new user in the caller's role, as routes may change or end the user's account and session. */
  const cookieOf = async (caller: string) => {
    const role = roleGroups[caller];
    if (!role) return undefined;
    return (await buildUser(ctx.db, { subscriptionId: role.subscriptionId(), roleGroup: role.roleGroup })).cookie;
  };

  const send = (route: RegisteredRoute, cookie: string | undefined, request: RawRequest) =>
    ctx.app.inject({
      method: route.method as 'GET',
      url: request.url,
      headers: {
        'x-roadmark-csrf': '1',
        ...(cookie ? { cookie } : {}),
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.body !== undefined ? { payload: request.body } : {}),
    });

  /** Sends each route its request as the caller; lists every answer that is a 5xx or is not what `expected` allows. */
  async function walk(
    caller: string,
    walkedRoutes: RegisteredRoute[],
    requestFor: (route: RegisteredRoute) => RawRequest,
    expected: (status: number) => boolean = () => true,
  ): Promise<string[]> {
    const cookie = await cookieOf(caller);
    const problems: string[] = [];
    await inBatches(walkedRoutes, 8, async (route) => {
      const response = await send(route, cookie, requestFor(route));
      if (response.statusCode >= 500 || !expected(response.statusCode)) {
        problems.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      }
    });
    return problems;
  }

  it('walks the routes every caller can reach, including signing in and the public API', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    for (const url of ['POST /api/account/login', 'POST /api/account/register', 'POST /api/account/studyLogin']) {
      expect(urls).toContain(url);
    }
    expect(urls.filter((url) => url.includes('/api/rest/v1.0/')).length).toBeGreaterThan(10);
  });

  const kindCases = Object.keys(roleGroups).flatMap((caller) =>
    KINDS.map((kind) => [caller, kind.name, kind] as const),
  );

  it.each(kindCases)(
    'answers every route without a server error when %s sends %s',
    async (caller, _, kind) => {
      const requestFor = (route: RegisteredRoute) => {
        const body = takesBody(route) ? jsonBody(fields, kind) : undefined;
        const url = `${pathOf(route.url, kind.pathValue)}?${queryString(fields, kind)}`;
        return { url, body, contentType: body ? 'application/json' : undefined };
      };
      expect(await walk(caller, routes, requestFor, (status) => !kind.refused || status === 400)).toEqual([]);
    },
    120_000,
  );

  const bodyCases = ['someone signed out', 'provider staff'].flatMap((caller) =>
    RAW_BODIES.map((body) => [caller, body.name, body] as const),
  );

  it.each(bodyCases)(
    'answers every route without a server error when %s sends %s',
    async (caller, _, raw) => {
      const plausibleQuery = plausibleQueryString(fields);
      const requestFor = (route: RegisteredRoute) => ({
        url: `${pathOf(route.url, SOME_ID)}?${plausibleQuery}`,
        ...raw,
      });
      const expected = (status: number) => !raw.refused || REFUSED_BEFORE_OR_AT_BODY.includes(status);
      expect(await walk(caller, routes.filter(takesBody), requestFor, expected)).toEqual([]);
    },
    120_000,
  );
});
