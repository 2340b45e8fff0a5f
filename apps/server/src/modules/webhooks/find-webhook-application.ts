import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { fieldProblem, forbidden } from '../../platform/errors.ts';
import { canManageSdk, findSdkSubscription } from '../sdk-clients/sdk-client.policy.ts';
import { sdkClients } from '../sdk-clients/sdk-client.table.ts';

/**
 * The webhook's application: a live key in a subscription the actor manages (and, on update, the webhook's own).
 * Any other id, another tenant's included, reads as no application chosen, revealing nothing.
 */
export async function findWebhookApplication(tx: Executor, actor: Actor, sdkClientId: string, subscriptionId?: string) {
  if (!canManageSdk(actor)) throw forbidden();
  const [client] = await tx
    .select({ id: sdkClients.id, subscriptionId: sdkClients.subscriptionId })
    .from(sdkClients)
    .where(and(eq(sdkClients.id, sdkClientId), eq(sdkClients.archived, false)))
    .limit(1);
  const visible = client && (await findSdkSubscription(tx, actor, client.subscriptionId).catch(() => null));
  if (!client || !visible || (subscriptionId && client.subscriptionId !== subscriptionId)) {
    throw fieldProblem('BAD_USER_INPUT', 'sdkClientId', 'validation.sdkApplicationRequired');
  }
  return client;
}
