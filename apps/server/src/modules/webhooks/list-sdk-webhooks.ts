import { and, asc, eq } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { findSdkSubscription } from '../sdk-clients/sdk-client.policy.ts';
import { sdkClients } from '../sdk-clients/sdk-client.table.ts';
import { sdkWebhooks } from './sdk-webhook.table.ts';

/** sdkWebhooks(targetId): the subscription's live webhooks, oldest first, with their application's name. */
export async function listSdkWebhooks({
  actor,
  input: { targetId },
  db,
}: UseCaseCall<{ targetId: string | null | undefined }>) {
  const subscription = await findSdkSubscription(db, actor, targetId ?? actor.subscriptionId);
  const rows = await db
    .select({ webhook: sdkWebhooks, sdkClientName: sdkClients.name })
    .from(sdkWebhooks)
    .innerJoin(sdkClients, eq(sdkClients.id, sdkWebhooks.sdkClientId))
    .where(and(eq(sdkWebhooks.subscriptionId, subscription.id), eq(sdkWebhooks.archived, false)))
    .orderBy(asc(sdkWebhooks.createdAt), asc(sdkWebhooks.id));
  return rows.map(({ webhook, sdkClientName }) => ({ ...webhook, sdkClientName }));
}
