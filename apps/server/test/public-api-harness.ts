import type { InjectOptions } from 'fastify';
import { beforeAll } from 'vitest';
import { PUBLIC_API_PREFIX } from '../src/modules/public-api/public-api-context.ts';
import type { Database } from '../src/platform/db/database.ts';
import { buildAssignmentWorld } from './assignments-harness.ts';
import type { BuiltUser } from './factories.ts';
import { gql } from './graphql-client.ts';
import type { TestApp } from './test-app.ts';

export interface IssuedKey {
  id: string;
  apiSecret: string;
}

/** A real application API key, made the way the API/SDK screen makes one (createSdkClient, as an overview manager). */
export async function issueApiKey(app: TestApp, admin: BuiltUser, ipAllowList: string[] = []): Promise<IssuedKey> {
  const answer = await gql<{ createSdkClient: IssuedKey }>(
    app,
    'mutation ($model: CreateSdkClientInput!) { createSdkClient(model: $model) { id apiSecret } }',
    { variables: { model: { name: 'Fleet app', ipAllowListJson: JSON.stringify(ipAllowList) } }, cookie: admin.cookie },
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.createSdkClient;
}

export interface ApiCall {
  key?: string;
  cookie?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** One request to the REST API at /api/rest/v1.0 + path, through the whole HTTP stack. */
export function callApi(app: TestApp, method: InjectOptions['method'], path: string, call: ApiCall = {}) {
  return app.inject({
    method,
    url: `${PUBLIC_API_PREFIX}${path}`,
    ...(call.query ? { query: call.query } : {}),
    ...(call.body === undefined ? {} : { payload: call.body as InjectOptions['payload'] }),
    ...(call.remoteAddress ? { remoteAddress: call.remoteAddress } : {}),
    headers: {
      ...(call.key ? { 'x-api-key': call.key } : {}),
      ...(call.cookie ? { cookie: call.cookie } : {}),
      ...call.headers,
    },
  });
}

/** The assignments world (test/assignments-harness.ts) with an API key of the customer and one of the rival. */
export async function buildApiWorld(app: TestApp, db: Database) {
  const world = await buildAssignmentWorld(db);
  const key = await issueApiKey(app, world.overviewManager);
  const rivalKey = await issueApiKey(app, world.rivalManager);
  return { ...world, key: key.apiSecret, keyId: key.id, rivalKey: rivalKey.apiSecret };
}

export type ApiWorld = Awaited<ReturnType<typeof buildApiWorld>>;

/** One world for the tests of a describe block, built once after its app (call after useTestApp). */
export function useApiWorld(ctx: { app: TestApp; db: Database }): () => ApiWorld {
  let world: ApiWorld | undefined;
  beforeAll(async () => {
    world = await buildApiWorld(ctx.app, ctx.db);
  });
  return () => world!;
}
