import { idSchema } from '@roadmark/domain/ids';
import { eq } from 'drizzle-orm';
import type { IntegrationsContext } from '../../platform/graphql/context.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { sdkWebhooks } from './sdk-webhook.table.ts';
import { findManagedWebhook } from './webhook.policy.ts';
import { generateSigningSecret, SECRET_ROTATION_HOURS } from './webhook-secret.ts';

/**
 * A new signing secret, revealed once. The previous one keeps signing beside it for SECRET_ROTATION_HOURS, so a
 * receiver that still knows only the old secret verifies every delivery until it switches.
 */
export async function rotateSdkWebhookSecret({
  actor,
  input: { id },
  db,
  integrations,
}: UseCaseCall<{ id: unknown }, { integrations: IntegrationsContext }>) {
  const webhookId = parseInput(idSchema, id);
  const signingSecret = generateSigningSecret();
  return db.transaction(async (tx) => {
    const current = await findManagedWebhook(tx, actor, webhookId, { forUpdate: true });
    const [webhook] = await tx
      .update(sdkWebhooks)
      .set({
        signingSecretSealed: integrations.secretBox.seal(signingSecret),
        previousSigningSecretSealed: current.signingSecretSealed,
        previousSecretExpiresAt: new Date(Date.now() + SECRET_ROTATION_HOURS * 3_600_000),
        updatedAt: new Date(),
      })
      .where(eq(sdkWebhooks.id, webhookId))
      .returning();
    return { ...webhook!, revealedSigningSecret: signingSecret };
  });
}
