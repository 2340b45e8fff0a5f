import { studyLogoutSchema } from '@roadmark/domain/study-login';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import type { SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { sessions } from '../accounts/session.table.ts';
import { hashSessionToken } from '../accounts/session-store.ts';
import { assessmentSessions } from '../sessions/assessment-session.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { studyParticipants } from './study-participant.table.ts';

/**
 * Where a participant goes once their session is finished: the study's return URL (a research panel's
 * completion link, often carrying its completion code), so only a finished session of a study answers it.
 */
async function studyReturnUrl(db: Database, assessmentSessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ returnUrl: subscriptions.studyReturnUrl })
    .from(assessmentSessions)
    .innerJoin(subscriptions, eq(subscriptions.id, assessmentSessions.subscriptionId))
    .where(
      and(
        eq(assessmentSessions.id, assessmentSessionId),
        eq(assessmentSessions.archived, false),
        eq(assessmentSessions.isFinished, true),
        eq(subscriptions.subscriptionType, SubscriptionType.Study),
      ),
    )
    .limit(1);
  return row?.returnUrl || null;
}

/** Ends the cookie session when it is a study participant's; anyone else's sign-in is left alone. */
async function endParticipantSession(db: Database, token: string): Promise<boolean> {
  const tokenHash = hashSessionToken(token);
  const [participant] = await db
    .select({ id: studyParticipants.id })
    .from(sessions)
    .innerJoin(studyParticipants, eq(studyParticipants.userId, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!participant) return false;
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  return true;
}

/**
 * Study-complete (docs/product/studies.md#joining): signs the participant out and answers the study's return URL (null
 * when there is none, or the session is not a finished session of a study). Calling it again changes nothing and
 * answers the same.
 */
export async function studyLogout({
  input,
  db,
  sessionToken,
}: SignedOutUseCaseCall<unknown, { sessionToken: string | undefined }>): Promise<{
  returnUrl: string | null;
  signedOut: boolean;
}> {
  const { assessmentSessionId } = parseInput(studyLogoutSchema, input);
  const signedOut = sessionToken ? await endParticipantSession(db, sessionToken) : false;
  return { returnUrl: await studyReturnUrl(db, assessmentSessionId), signedOut };
}
