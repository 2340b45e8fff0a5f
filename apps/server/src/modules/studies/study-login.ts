import { AssessmentType } from '@roadmark/domain/content/assessment-form';
import { studyLoginSchema } from '@roadmark/domain/study-login';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, fieldProblem } from '../../platform/errors.ts';
import type { SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { isUniqueViolation } from '../accounts/create-account.ts';
import { createSession, deleteExpiredSessions, type SessionLifetime } from '../accounts/session-store.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { subscriptionAssessments } from '../licensing/subscription-assessment.table.ts';
import { assessmentSessions } from '../sessions/assessment-session.table.ts';
import { initializeSessionIn } from '../sessions/initialize-session.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { participantActor, studyParticipantAccount } from './study-participant-account.ts';

type StudyLoginCall = SignedOutUseCaseCall<
  unknown,
  { pinEmailDomain: string; lifetime: SessionLifetime; client: { userAgent?: string; ipAddress?: string } }
>;

export interface StudyLoginResult {
  token: string;
  expiresAt: Date;
  /** Where the participant goes next: their session's launch page. */
  returnUrl: string;
}

/** Codes are matched whatever their case: people type them from a letter or an email. Archived studies are gone. */
async function liveStudy(tx: Executor, code: string) {
  const [study] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.subscriptionType, SubscriptionType.Study),
        eq(subscriptions.archived, false),
        sql`lower(${subscriptions.studyUniqueCode}) = ${code.toLowerCase()}`,
      ),
    )
    .limit(1);
  if (!study) throw fieldProblem('NOT_FOUND', 'studyUniqueCode', 'errors.studyCodeNotFound');
  return study;
}

/** A study licenses one assessment (or training module); that is what its participants take. */
async function studyAssessment(tx: Executor, studyId: string) {
  const [row] = await tx
    .select({ id: assessments.id, assessmentType: assessments.assessmentType })
    .from(subscriptionAssessments)
    .innerJoin(assessments, eq(assessments.id, subscriptionAssessments.assessmentId))
    .where(
      and(
        eq(subscriptionAssessments.subscriptionId, studyId),
        eq(subscriptionAssessments.archived, false),
        eq(assessments.archived, false),
      ),
    )
    .orderBy(asc(subscriptionAssessments.createdAt))
    .limit(1);
  if (!row) throw new AppError('CONFLICT', 'errors.studyHasNoAssessment');
  return row;
}

/**
 * The participant's unfinished session, or a new one; one who has finished and may not retake comes back to the
 * session they finished (its finish page), rather than to an error.
 */
async function participantSession(tx: Executor, actor: Actor, assessmentId: string) {
  try {
    return await initializeSessionIn(tx, actor, { assessmentId });
  } catch (error) {
    if (!(error instanceof AppError) || error.messageKey !== 'errors.sessionRetakeNotAllowed') throw error;
    const [latest] = await tx
      .select()
      .from(assessmentSessions)
      .where(
        and(
          eq(assessmentSessions.userId, actor.userId),
          eq(assessmentSessions.assessmentId, assessmentId),
          eq(assessmentSessions.archived, false),
        ),
      )
      .orderBy(desc(assessmentSessions.startDate), desc(assessmentSessions.createdAt))
      .limit(1);
    if (!latest) throw error;
    return latest;
  }
}

async function joinStudy(
  tx: Executor,
  model: { studyUniqueCode: string; userIdentifier: string },
  call: StudyLoginCall,
): Promise<StudyLoginResult> {
  const study = await liveStudy(tx, model.studyUniqueCode);
  const assessment = await studyAssessment(tx, study.id);
  const user = await studyParticipantAccount(tx, study, model.userIdentifier, call.pinEmailDomain);
  const session = await participantSession(tx, participantActor(user), assessment.id);
  await deleteExpiredSessions(tx, user.id);
  const signedIn = await createSession(tx, { userId: user.id, rememberMe: false, ...call.client }, call.lifetime);
  const kind = assessment.assessmentType === AssessmentType.TrainingModule ? 'training' : 'assessment';
  return { ...signedIn, returnUrl: `/${kind}/launch/${session.id}` };
}

/**
 * Study login (docs/product/studies.md#joining): finds the live study by its code, makes or finds the participant for
 * the identifier, starts or resumes their session of the study's assessment and signs them in, in one transaction, so
 * an unknown code or a study without an assessment leaves nothing behind.
 */
export async function studyLogin(call: StudyLoginCall): Promise<StudyLoginResult> {
  const model = parseInput(studyLoginSchema, call.input);
  try {
    return await call.db.transaction((tx) => joinStudy(tx, model, call));
  } catch (error) {
    // The same identifier's first visit twice at once (a double click): the second finds what the first made.
    if (!isUniqueViolation(error)) throw error;
    return call.db.transaction((tx) => joinStudy(tx, model, call));
  }
}
