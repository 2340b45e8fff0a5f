import { updateSubscriptionAssessmentSchema } from '@roadmark/domain/licensing';
import { eq } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { liveLicenceView, lockLicence } from './licence-changes.ts';
import { subscriptionAssessments } from './subscription-assessment.table.ts';

/** updateSubscriptionAssessment: changes the restart limit of a live licence. */
export async function updateSubscriptionAssessment({ actor, input, db }: UseCaseCall<unknown>) {
  const { id, maxRestarts } = parseInput(updateSubscriptionAssessmentSchema, input);
  await db.transaction(async (tx) => {
    await lockLicence(tx, actor, id);
    await tx
      .update(subscriptionAssessments)
      .set({ maxRestarts, updatedAt: new Date() })
      .where(eq(subscriptionAssessments.id, id));
  });
  return liveLicenceView(db, id);
}
