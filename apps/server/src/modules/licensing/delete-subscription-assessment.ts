import { idSchema } from '@roadmark/domain/ids';
import { eq } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { liveLicenceView, lockLicence } from './licence-changes.ts';
import { subscriptionAssessments } from './subscription-assessment.table.ts';

/** deleteSubscriptionAssessment: archives the licence (deleting archives: docs/product/retention.md). */
export async function deleteSubscriptionAssessment({ actor, input: { id }, db }: UseCaseCall<{ id: unknown }>) {
  const licenceId = parseInput(idSchema, id);
  await db.transaction(async (tx) => {
    await lockLicence(tx, actor, licenceId);
    await tx
      .update(subscriptionAssessments)
      .set({ archived: true, updatedAt: new Date() })
      .where(eq(subscriptionAssessments.id, licenceId));
  });
  return liveLicenceView(db, licenceId, { includeArchived: true });
}
