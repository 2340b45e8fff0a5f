import { RoleGroupName } from '@roadmark/domain/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import {
  buildIntegrationsTenant,
  SDK_CLIENT_FIELDS,
  type SdkClientAnswer,
} from '../../../test/integrations-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { sdkWebhooks } from '../webhooks/sdk-webhook.table.ts';
import { sdkClients } from './sdk-client.table.ts';

const UPDATE = `mutation ($model: UpdateSdkClientInput!) { updateSdkClient(model: $model) { ${SDK_CLIENT_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteSdkClient(id: $id) { id archived } }`;
const ONE = `query ($id: ID!) { sdkClient(id: $id) { ${SDK_CLIENT_FIELDS} } }`;
const OVERVIEW = `query ($subscriptionId: ID) {
  sdkOverview(subscriptionId: $subscriptionId) { subscription { id companyName } sdkClients { id name } sdkWebhooks { id url } }
}`;
const VIEWER_ID = 'query { viewer { id } }';

describe('application API keys (SdkClient)', () => {
  const ctx = useTestApp();
  const tenant = () => buildIntegrationsTenant(ctx.app, ctx.db);

  it('makes the key itself (ED, the client id, 42 letters and digits), stores it sealed and shows it again', async () => {
    const { subscription, createClient, admin } = await tenant();
    const client = await createClient({
      name: '  Telematics  ',
      ipAllowListJson: '["203.0.113.7", "", "2001:db8::/32"]',
    });
    expect(client).toMatchObject({
      name: 'Telematics',
      targetId: subscription.id,
      ipAllowList: ['203.0.113.7', '2001:db8::/32'],
      lastUsedAt: null,
    });
    expect(client.apiSecret).toMatch(new RegExp(`^ED${client.id}[A-Za-z0-9]{42}$`));
    const [stored] = await ctx.db.select().from(sdkClients).where(eq(sdkClients.id, client.id));
    expect(stored!.apiSecretSealed).not.toContain(client.apiSecret.slice(38));
    expect(stored!.roles).toEqual(['API']);
    const again = await gql<{ sdkClient: SdkClientAnswer }>(ctx.app, ONE, {
      variables: { id: client.id },
      cookie: admin.cookie,
    });
    expect(again.data!.sdkClient.apiSecret).toBe(client.apiSecret);
    const overview = await gql<{ sdkOverview: { subscription: { id: string }; sdkClients: { id: string }[] } }>(
      ctx.app,
      OVERVIEW,
      { cookie: admin.cookie },
    );
    expect(overview.data!.sdkOverview.subscription.id).toBe(subscription.id);
    expect(overview.data!.sdkOverview.sdkClients.map((c) => c.id)).toEqual([client.id]);
  });

  it('renames and changes the allow-list, keeping the key', async () => {
    const { createClient, admin } = await tenant();
    const client = await createClient();
    const updated = await gql<{ updateSdkClient: SdkClientAnswer }>(ctx.app, UPDATE, {
      variables: { model: { id: client.id, name: 'Renamed', ipAllowListJson: '["10.0.0.0/8"]' } },
      cookie: admin.cookie,
    });
    expect(updated.data!.updateSdkClient).toMatchObject({ name: 'Renamed', ipAllowList: ['10.0.0.0/8'] });
    expect(updated.data!.updateSdkClient.apiSecret).toBe(client.apiSecret);
  });

  it('archives a deleted key and its webhooks, and the key stops working at once', async () => {
    const { createClient, createWebhook, admin } = await tenant();
    const client = await createClient();
    const webhook = await createWebhook({
      sdkClientId: client.id,
      url: 'https://hooks.example.com/in',
      eventsJson: '["users.created"]',
    });
    expect((await gql(ctx.app, VIEWER_ID, { headers: { 'x-api-key': client.apiSecret } })).status).toBe(200);
    const deleted = await gql<{ deleteSdkClient: { archived: boolean } }>(ctx.app, DELETE, {
      variables: { id: client.id },
      cookie: admin.cookie,
    });
    expect(deleted.data!.deleteSdkClient.archived).toBe(true);
    const [archivedHook] = await ctx.db.select().from(sdkWebhooks).where(eq(sdkWebhooks.id, webhook.id));
    expect(archivedHook!.archived).toBe(true);
    const refused = await gql(ctx.app, VIEWER_ID, { headers: { 'x-api-key': client.apiSecret } });
    expect(refused.status).toBe(401);
    expect(errorCode(refused)).toBe('UNAUTHENTICATED');
  });

  it('refuses people without the manager-management role, and API keys themselves', async () => {
    const { subscription, createClient } = await tenant();
    const client = await createClient();
    const driverManager = await buildUser(ctx.db, {
      subscriptionId: subscription.id,
      roleGroup: RoleGroupName.DriverManager,
    });
    const create = `mutation { createSdkClient(model: { name: "Mine" }) { id } }`;
    expect(errorCode(await gql(ctx.app, create, { cookie: driverManager.cookie }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(ctx.app, create))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(ctx.app, create, { headers: { 'x-api-key': client.apiSecret } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(ctx.app, OVERVIEW, { headers: { 'x-api-key': client.apiSecret } }))).toBe('FORBIDDEN');
  });

  it("answers not found for another subscription's key and changes nothing", async () => {
    const ours = await tenant();
    const theirs = await tenant();
    const client = await theirs.createClient({ name: 'Theirs' });
    for (const [query, variables] of [
      [ONE, { id: client.id }],
      [UPDATE, { model: { id: client.id, name: 'Taken' } }],
      [DELETE, { id: client.id }],
      [OVERVIEW, { subscriptionId: theirs.subscription.id }],
    ] as const) {
      expect(errorCode(await gql(ctx.app, query, { variables, cookie: ours.admin.cookie }))).toBe('NOT_FOUND');
    }
    const [stored] = await ctx.db.select().from(sdkClients).where(eq(sdkClients.id, client.id));
    expect(stored).toMatchObject({ name: 'Theirs', archived: false });
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [
      { name: 'App', ipAllowListJson: '["10.0.0.999"]' },
      'ipAllowListJson.0',
      'Enter an IP address such as 203.0.113.7 or a range such as 203.0.113.0/24',
    ],
    [{ name: 'App', ipAllowListJson: 'not json' }, 'ipAllowListJson', 'Send a JSON list here, such as []'],
    [{ name: 'App', targetType: 'UserId' }, 'targetType', 'Some of the information sent is not valid.'],
  ])('refuses %j: %s says %s, and creates nothing', async (model, field, message) => {
    const { admin, subscription } = await tenant();
    const answer = await gql(
      ctx.app,
      `mutation ($model: CreateSdkClientInput!) { createSdkClient(model: $model) { id } }`,
      {
        variables: { model },
        cookie: admin.cookie,
      },
    );
    expect(errorCode(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0]!.extensions.fields).toContainEqual(expect.objectContaining({ field, message }));
    expect(await ctx.db.select().from(sdkClients).where(eq(sdkClients.subscriptionId, subscription.id))).toEqual([]);
  });
});
