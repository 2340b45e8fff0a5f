import { RoleGroupName } from '@roadmark/domain/roles';
import type { Database } from '../src/platform/db/database.ts';
import { buildSubscription, buildUser } from './factories.ts';
import { gql } from './graphql-client.ts';
import type { TestApp } from './test-app.ts';

export const SDK_CLIENT_FIELDS =
  'id targetId targetType name apiSecret apiSecretMasked ipAllowList ipAllowListJson rolesJson archived lastUsedAt';
export const WEBHOOK_FIELDS =
  'id targetId sdkClientId sdkClientName events eventsJson url httpMethod headers { name value } headersJson archived signingSecret previousSecretExpiresAt disabledAt disabledReason';

export interface SdkClientAnswer {
  id: string;
  targetId: string;
  name: string;
  apiSecret: string;
  apiSecretMasked: string;
  ipAllowList: string[];
  lastUsedAt: string | null;
}

export interface WebhookAnswer {
  id: string;
  sdkClientId: string;
  sdkClientName: string;
  events: string[];
  url: string;
  httpMethod: string;
  headers: { name: string; value: string }[];
  signingSecret: string | null;
  previousSecretExpiresAt: string | null;
  disabledAt: string | null;
  disabledReason: string | null;
}

/** A subscription with an administrator who manages its API/SDK tab, and helpers to make keys and webhooks. */
export async function buildIntegrationsTenant(app: TestApp, db: Database) {
  const subscription = await buildSubscription(db);
  const admin = await buildUser(db, { subscriptionId: subscription.id, roleGroup: RoleGroupName.OverviewManager });
  const createClient = async (model: Record<string, unknown> = {}) => {
    const answer = await gql<{ createSdkClient: SdkClientAnswer }>(
      app,
      `mutation ($model: CreateSdkClientInput!) { createSdkClient(model: $model) { ${SDK_CLIENT_FIELDS} } }`,
      { variables: { model: { name: 'Fleet app', ...model } }, cookie: admin.cookie },
    );
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data!.createSdkClient;
  };
  const createWebhook = async (model: Record<string, unknown>) => {
    const answer = await gql<{ createSdkWebhook: WebhookAnswer }>(
      app,
      `mutation ($model: CreateSdkWebhookInput!) { createSdkWebhook(model: $model) { ${WEBHOOK_FIELDS} } }`,
      { variables: { model }, cookie: admin.cookie },
    );
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data!.createSdkWebhook;
  };
  return { subscription, admin, createClient, createWebhook };
}
