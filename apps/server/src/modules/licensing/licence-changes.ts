import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { findLicensingSubscription } from './licensing.policy.ts';
import { type LicenceView, licenceViews } from './list-subscription-assessments.ts';
import { subscriptionAssessments } from './subscription-assessment.table.ts';

/** A licence read back as the API shows it; archived ones only when asked (a delete answers the archived licence). */
export function liveLicenceView(db: Executor, id: string, { includeArchived = false } = {}): Promise<LicenceView> {
  return licenceViews(
    db,
    and(eq(subscriptionAssessments.id, id), includeArchived ? undefined : eq(subscriptionAssessments.archived, false)),
  ).then(([view]) => {
    if (!view) throw notFound();
    return view;
  });
}

/** Locks a live licence and checks the actor may change the subscription that holds it. */
export async function lockLicence(tx: Executor, actor: Actor, id: string) {
  const [licence] = await tx
    .select()
    .from(subscriptionAssessments)
    .where(and(eq(subscriptionAssessments.id, id), eq(subscriptionAssessments.archived, false)))
    .limit(1)
    .for('update');
  if (!licence) throw notFound();
  await findLicensingSubscription(tx, actor, licence.subscriptionId);
  return licence;
}
