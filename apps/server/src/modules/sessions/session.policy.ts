import type { AssessmentType } from '@roadmark/domain/content/assessment-form';
import { Role } from '@roadmark/domain/roles';
import { and, eq, sql } from 'drizzle-orm';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { preparedPerDatabase } from '../../platform/db/prepared-per-database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { managesPerson } from '../accounts/person.policy.ts';
import { users } from '../accounts/user.table.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { assessmentSessions } from './assessment-session.table.ts';
import { type ResponseEventRow, responseEventsOf, responsesToSaveColumn } from './current-response-events.ts';
import { contentVersionColumn } from './session-content-cache.ts';

export type SessionRow = typeof assessmentSessions.$inferSelect;

/**
 * Whether the actor may see the session: the person's own, or a person the actor manages
 * (docs/product/roles.md#areas-and-the-roles-they-need).
 */
async function canSeeSession(tx: Executor, actor: Actor, session: SessionRow): Promise<boolean> {
  if (isResponder(actor, session)) return true;
  // A preview belongs to the one previewing; it is no attempt for anyone to look at.
  if (session.isPreview) return false;
  const [owner] = await tx
    .select({ subscriptionId: users.subscriptionId, roleGroupId: users.roleGroupId })
    .from(users)
    .where(eq(users.id, session.userId));
  return !!owner && managesPerson(tx, actor, owner);
}

/** A session with what answering or showing it needs besides its own row, all read in one statement. */
export interface SessionInContext {
  session: SessionRow;
  assessmentType: AssessmentType;
  /** The version of the question content as the session was read (see session-content-cache.ts). */
  contentVersion: string;
  /**
   * The version of the session's row as it was read (PostgreSQL's xmin, which every change to the row renews): a
   * write made on condition that it is unchanged knows that nothing changed the session in between.
   */
  rowVersion: string;
}

/** A session to save into, read with its current responses and any stored under the ids a save sends. */
export interface SessionToSave extends SessionInContext {
  /** The session's current responses, oldest first, and any response stored under one of the ids sent. */
  responses: ResponseEventRow[];
}

const contextColumns = {
  session: assessmentSessions,
  assessmentType: assessments.assessmentType,
  contentVersion: contentVersionColumn,
  rowVersion: sql<string>`${assessmentSessions}.xmin::text`,
};

/** The session with its context, prepared: a driver's every save and page reads it (see preparedPerDatabase). */
function sessionInContextQuery(forUpdate: boolean) {
  return preparedPerDatabase((db: Executor) => {
    const query = db
      .select(contextColumns)
      .from(assessmentSessions)
      .innerJoin(assessments, eq(assessments.id, assessmentSessions.assessmentId))
      .where(and(eq(assessmentSessions.id, sql.placeholder('id')), eq(assessmentSessions.archived, false)))
      .limit(1);
    return forUpdate
      ? query.for('update', { of: assessmentSessions }).prepare('session_in_context_for_update')
      : query.prepare('session_in_context');
  });
}
const sessionInContext = { read: sessionInContextQuery(false), forUpdate: sessionInContextQuery(true) };

/**
 * The same with the responses a save needs, in the same statement, so an unlocked save reads once. Never locked: a
 * locking read that waits for another writer evaluates the responses in the snapshot it began with, before that
 * writer's commit, so the locked save reads them after taking the lock instead.
 */
const sessionToSaveQuery = preparedPerDatabase((db: Executor) =>
  db
    .select({ ...contextColumns, responses: responsesToSaveColumn(sql.placeholder('sentIds')) })
    .from(assessmentSessions)
    .innerJoin(assessments, eq(assessments.id, assessmentSessions.assessmentId))
    .where(and(eq(assessmentSessions.id, sql.placeholder('id')), eq(assessmentSessions.archived, false)))
    .limit(1)
    .prepare('session_to_save'),
);

/** A live session the actor may see, optionally locked, in its context; anyone else's is not found. */
export async function loadSessionInContext(
  tx: Executor,
  actor: Actor,
  sessionId: string,
  { forUpdate = false } = {},
): Promise<SessionInContext> {
  const query = forUpdate ? sessionInContext.forUpdate(tx) : sessionInContext.read(tx);
  const [row] = await query.execute({ id: sessionId });
  if (!row || !(await canSeeSession(tx, actor, row.session))) throw notFound();
  return { ...row, assessmentType: row.assessmentType as AssessmentType };
}

/** A live session the actor may see; anyone else's is not found. */
export async function loadVisibleSession(tx: Executor, actor: Actor, sessionId: string): Promise<SessionRow> {
  return (await loadSessionInContext(tx, actor, sessionId)).session;
}

/** The person taking the session, or whoever started it for them (an instructor at the driver's side). */
export function isResponder(actor: Actor, session: Pick<SessionRow, 'userId' | 'startedByUserId'>): boolean {
  return session.userId === actor.userId || session.startedByUserId === actor.userId;
}

/**
 * The session to answer, locked: only its responder may answer; a manager looking at it may not change it, and
 * nobody changes a finished session (finishing again is allowed, and changes nothing).
 */
export async function loadSessionToAnswer(
  tx: Executor,
  actor: Actor,
  sessionId: string,
  { finished = 'refused' }: { finished?: 'refused' | 'allowed' } = {},
): Promise<SessionInContext> {
  const loaded = await loadSessionInContext(tx, actor, sessionId, { forUpdate: true });
  assertMayAnswer(actor, loaded.session, finished);
  return loaded;
}

/**
 * The session to save into with the responses the save needs, unlocked (a save writes on condition of the row version
 * instead); as loadSessionToAnswer, only its responder may, and not once it is finished.
 */
export async function loadSessionToSave(
  db: Executor,
  actor: Actor,
  sessionId: string,
  sentIds: readonly string[],
): Promise<SessionToSave> {
  const [row] = await sessionToSaveQuery(db).execute({ id: sessionId, sentIds: [...sentIds] });
  if (!row || !(await canSeeSession(db, actor, row.session))) throw notFound();
  assertMayAnswer(actor, row.session, 'refused');
  return { ...row, assessmentType: row.assessmentType as AssessmentType, responses: responseEventsOf(row.responses) };
}

function assertMayAnswer(actor: Actor, session: SessionRow, finished: 'refused' | 'allowed') {
  if (!isResponder(actor, session)) throw new AppError('FORBIDDEN', 'errors.sessionNotResponder');
  if (session.isFinished && finished === 'refused') throw new AppError('CONFLICT', 'errors.sessionFinished');
}

/**
 * Restart (a new attempt beside an unfinished one, beyond the retake limit) is for staff only
 * (docs/product/roles.md#staff-only-actions).
 */
export function canRestart(actor: Actor): boolean {
  return actorHasRole(actor, Role.Administration);
}

/** Whether the actor may start sessions without an assignment (managers and staff try out what they license). */
export function mayStartUnassigned(actor: Actor): boolean {
  return actorHasRole(actor, Role.DriverManagement);
}
