import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { FinishedSession } from '../sessions/session-finished-hooks.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { studyParticipants } from './study-participant.table.ts';
import { enqueueStudyResultPost } from './study-result-post.job.ts';

/**
 * A finished session of a study participant posts {user_id (their participant identifier), assessmentCode,
 * assessmentName, score} to the study's results post URL (docs/product/studies.md#results-post), through the outbox in
 * the finishing transaction. A session-finished hook: the app adds it when it is built.
 */
export async function queueStudyResult(tx: Executor, { session, assessment }: FinishedSession): Promise<void> {
  const [study] = await tx.select().from(subscriptions).where(eq(subscriptions.id, session.subscriptionId));
  if (study?.subscriptionType !== SubscriptionType.Study || !study.studyResultsPagePostUrl) return;
  // The researchers know their participants by the identifier their panel gave (e.g. PROLIFIC_PID).
  const [participant] = await tx
    .select({ userIdentifier: studyParticipants.userIdentifier })
    .from(studyParticipants)
    .where(and(eq(studyParticipants.subscriptionId, study.id), eq(studyParticipants.userId, session.userId)))
    .limit(1);
  await enqueueStudyResultPost(tx, {
    subscriptionId: study.id,
    url: study.studyResultsPagePostUrl,
    body: {
      user_id: participant?.userIdentifier ?? session.userId,
      assessmentCode: study.studyUniqueCode ?? '',
      assessmentName: assessment.name,
      score: session.totalScore,
    },
  });
}
