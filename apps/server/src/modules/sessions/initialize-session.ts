import { AssessmentType } from '@roadmark/domain/content/assessment-form';
import { retakeAllowed } from '@roadmark/domain/delivery/retakes';
import { randomForSession } from '@roadmark/domain/delivery/seeded-random';
import { idSchema } from '@roadmark/domain/ids';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, forbidden, notFound } from '../../platform/errors.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { users } from '../accounts/user.table.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { effectiveAssignment } from '../assignments/effective-assignment.ts';
import { subscriptionAssessments } from '../licensing/subscription-assessment.table.ts';
import { loadManagedPerson } from '../people/load-person.ts';
import { profiles } from '../people/profile.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { assessmentItemSessionOrders, assessmentSessions } from './assessment-session.table.ts';
import { canRestart, mayStartUnassigned, type SessionRow } from './session.policy.ts';
import { drawSessionOrder } from './session-order.ts';

const initializeSessionSchema = z.object({
  assessmentId: idSchema,
  userId: idSchema.nullish(),
  restart: z.boolean().nullish(),
  /** A manager's or staff member's Preview of licensed content, for themselves (see assessment-session.table.ts). */
  preview: z.boolean().nullish(),
});

async function personToStartFor(tx: Executor, actor: Actor, userId: string | null | undefined) {
  if (userId && userId !== actor.userId) return loadManagedPerson(tx, actor, { userId }, { forUpdate: true });
  const [own] = await tx
    .select({ profile: profiles, user: users })
    .from(users)
    .innerJoin(profiles, and(eq(profiles.userId, users.id), eq(profiles.archived, false)))
    .where(and(eq(users.id, actor.userId), eq(users.archived, false)))
    .for('update', { of: users })
    .limit(1);
  if (!own) throw notFound();
  return own;
}

async function licensedAssessment(tx: Executor, subscriptionId: string, assessmentId: string) {
  const [row] = await tx
    .select({ assessment: assessments, licence: subscriptionAssessments })
    .from(assessments)
    .leftJoin(
      subscriptionAssessments,
      and(
        eq(subscriptionAssessments.assessmentId, assessments.id),
        eq(subscriptionAssessments.subscriptionId, subscriptionId),
        eq(subscriptionAssessments.archived, false),
      ),
    )
    .where(and(eq(assessments.id, assessmentId), eq(assessments.archived, false)))
    .limit(1);
  if (!row) throw notFound();
  if (!row.licence) throw new AppError('FORBIDDEN', 'errors.sessionNotLicensed');
  return { assessment: row.assessment, licence: row.licence };
}

/** The person's attempts at the assessment, or their previews of it: the two never count for one another. */
async function sessionsOf(tx: Executor, userId: string, assessmentId: string, preview: boolean) {
  return tx
    .select()
    .from(assessmentSessions)
    .where(
      and(
        eq(assessmentSessions.userId, userId),
        eq(assessmentSessions.assessmentId, assessmentId),
        eq(assessmentSessions.archived, false),
        eq(assessmentSessions.isPreview, preview),
      ),
    )
    .orderBy(desc(assessmentSessions.startDate), desc(assessmentSessions.createdAt));
}

/** Real attempts so far: previews take no turn in the counterbalance rotation. */
async function earlierSessionCount(tx: Executor, assessmentId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(assessmentSessions)
    .where(and(eq(assessmentSessions.assessmentId, assessmentId), eq(assessmentSessions.isPreview, false)));
  return row?.value ?? 0;
}

/**
 * initializeAssessmentSession(assessmentId, userId) (docs/product/sessions.md#launch-and-resume): the session a person
 * works in. Their latest unfinished session is resumed; otherwise a new one starts when the assessment is licensed to
 * their subscription, assigned to them (a study's licence is enough; managers and staff may try what they license), and
 * a retake is allowed (sessions so far <= maxRestarts of their assignment, else of the licence:
 * docs/product/sessions.md#retakes). Staff may Restart: a new session beside an unfinished one, whatever the limit. The
 * order of questions is drawn here, once.
 */
export async function initializeAssessmentSession({ actor, input, db }: UseCaseCall<unknown>): Promise<SessionRow> {
  const parsed = parseInitializeInput(actor, input);
  return db.transaction((tx) => startOrResumeSession(tx, actor, parsed));
}

/** The same in the caller's transaction: a study login creates the participant and starts their session at once. */
export async function initializeSessionIn(tx: Executor, actor: Actor, input: unknown): Promise<SessionRow> {
  return startOrResumeSession(tx, actor, parseInitializeInput(actor, input));
}

function parseInitializeInput(actor: Actor, input: unknown) {
  const parsed = parseInput(initializeSessionSchema, input);
  if (parsed.restart && !canRestart(actor)) throw forbidden();
  if (parsed.preview && (!mayStartUnassigned(actor) || (parsed.userId && parsed.userId !== actor.userId))) {
    throw forbidden();
  }
  return parsed;
}

async function startOrResumeSession(
  tx: Executor,
  actor: Actor,
  { assessmentId, userId, restart, preview = false }: z.output<typeof initializeSessionSchema>,
): Promise<SessionRow> {
  if (preview) return startOrResumePreview(tx, actor, assessmentId);
  const { user, profile } = await personToStartFor(tx, actor, userId);
  const { assessment, licence } = await licensedAssessment(tx, user.subscriptionId, assessmentId);
  const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, user.subscriptionId));
  const isStudy = subscription?.subscriptionType === SubscriptionType.Study;
  const assignment = await effectiveAssignment(
    tx,
    { userId: user.id, subscriptionTeamId: profile.subscriptionTeamId },
    assessment.id,
  );
  if (!assignment && !isStudy && !mayStartUnassigned(actor)) {
    throw new AppError('FORBIDDEN', 'errors.sessionNotAssigned');
  }
  const earlier = await sessionsOf(tx, user.id, assessment.id, false);
  const latest = earlier[0];
  if (latest && !latest.isFinished && !restart) return latest;
  const maxRestarts = assignment?.maxRestarts ?? licence.maxRestarts;
  if (!restart && !retakeAllowed(earlier.length, maxRestarts, true)) {
    // The attempt that used the last turn, so the page can say when it was finished and lead to its result.
    const finished: Record<string, string> = latest?.isFinished
      ? { sessionId: latest.id, finishedAt: latest.endDate?.toISOString() ?? '' }
      : {};
    throw new AppError('CONFLICT', 'errors.sessionRetakeNotAllowed', { params: finished });
  }

  const session = await createSession(tx, actor, user, assessment, false);
  const event =
    assessment.assessmentType === AssessmentType.TrainingModule ? 'training.started' : 'assessments.started';
  await recordEvent(tx, {
    event,
    subscriptionId: user.subscriptionId,
    data: { assessmentId: assessment.id, userId: user.id },
  });
  return session!;
}

/** A Preview: the previewer's unfinished preview resumes, else a new one starts, however many came before. */
async function startOrResumePreview(tx: Executor, actor: Actor, assessmentId: string): Promise<SessionRow> {
  const { user } = await personToStartFor(tx, actor, null);
  const { assessment } = await licensedAssessment(tx, user.subscriptionId, assessmentId);
  const [latest] = await sessionsOf(tx, user.id, assessment.id, true);
  if (latest && !latest.isFinished) return latest;
  return createSession(tx, actor, user, assessment, true);
}

/** A new session with its order of questions drawn, once. */
async function createSession(
  tx: Executor,
  actor: Actor,
  user: typeof users.$inferSelect,
  assessment: typeof assessments.$inferSelect,
  isPreview: boolean,
): Promise<SessionRow> {
  const sessionIndex = await earlierSessionCount(tx, assessment.id);
  const id = crypto.randomUUID();
  const order = await drawSessionOrder(tx, assessment.id, sessionIndex, randomForSession(id));
  const [session] = await tx
    .insert(assessmentSessions)
    .values({
      id,
      subscriptionId: user.subscriptionId,
      assessmentId: assessment.id,
      userId: user.id,
      startedByUserId: actor.userId,
      sessionIndex,
      sessionInitializationJson: { feedbackStyle: assessment.feedbackStyle, order },
      isPreview,
    })
    .returning();
  if (order.length > 0) {
    await tx.insert(assessmentItemSessionOrders).values(
      order.map((entry) => ({
        id: crypto.randomUUID(),
        subscriptionId: user.subscriptionId,
        assessmentSessionId: id,
        ...entry,
      })),
    );
  }
  return session!;
}
