import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { assessments } from '../assessments/assessment.table.ts';
import { studyParticipants } from '../studies/study-participant.table.ts';
import { enqueueStudyResultPost } from '../studies/study-result-post.job.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import type { SessionRow } from './session.policy.ts';

/**
 * DECISIONS "Sessions": a finished session of a study participant posts {user_id (their participant identifier),
 * assessmentCode, assessmentName, score} to the study's results post URL, through the outbox in the finishing transaction.
 */
export async function queueStudyResult(
  tx: Executor,
  session: SessionRow,
  assessment: typeof assessments.$inferSelect,
): Promise<void> {
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
