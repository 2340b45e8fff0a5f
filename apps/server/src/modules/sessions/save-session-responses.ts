import { type SaveResponsesInput, saveResponsesSchema } from '@roadmark/domain/delivery/response-input';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { responsesToSave } from './current-response-events.ts';
import {
  addResponses,
  applyClickLimits,
  type PageSave,
  removeResponses,
  type SessionProgress,
  sessionProgress,
  startPageSave,
} from './page-save-changes.ts';
import {
  loadSessionToAnswer,
  loadSessionToSave,
  type SessionInContext,
  type SessionRow,
  type SessionToSave,
} from './session.policy.ts';

/** The locked session's responses, read once the lock is held, so they include what any save before it stored. */
async function withResponsesAfterLock(
  tx: Executor,
  loaded: SessionInContext,
  sentIds: readonly string[],
): Promise<SessionToSave> {
  return { ...loaded, responses: await responsesToSave(tx, loaded.session.id, sentIds) };
}

/**
 * Saves that find the session changed between their read and their write (another save of it came first) try
 * again, this many times; then once more holding the session's lock, which nothing can overtake.
 */
const UNLOCKED_ATTEMPTS = 3;

/**
 * Saves one page's changes: responses added (each scored here from the answer key; a response already
 * stored under its id is not stored again), replaced answers and removed responses archived with a cancel date, the
 * click-limit failure record kept in step, the running total recomputed, and the position raised (it never falls).
 * Any bad response rejects the whole save, and so does a save that breaks the session's moves: a position skipping
 * a page or going back in an assessment, or a change to answers already final (session-moves).
 *
 * The session and its responses are read, the changes worked out in memory, and all of them written in one
 * statement on condition that the session is unchanged since it was read: no transaction or lock, so a save costs
 * few round trips. A save that lost that race (the same page sent twice at once) reads again and tries again, so it
 * is judged against what the other one stored.
 */
export async function saveSessionResponses({
  actor,
  input,
  db,
  unlockedAttempts = UNLOCKED_ATTEMPTS,
}: UseCaseCall<unknown, { unlockedAttempts?: number }>) {
  const model = parseInput(saveResponsesSchema, input);
  for (let attempt = 1; attempt <= unlockedAttempts; attempt++) {
    const saved = await trySave(db, actor, model, { locked: false });
    if (saved) return saved;
  }
  return db.transaction(async (tx) => (await trySave(tx, actor, model, { locked: true }))!);
}

/** One attempt; null when the session changed after it was read, and nothing was written. */
async function trySave(
  db: Executor,
  actor: Actor,
  model: SaveResponsesInput,
  { locked }: { locked: boolean },
): Promise<SessionRow | null> {
  const sentIds = model.added.map((event) => event.id);
  const loaded = await loadSessionForSave(db, actor, model.assessmentSessionId, sentIds, { locked });
  const save = await startPageSave(db, loaded, sentIds);
  save.rules.assertMoveAllowed(model.currentPosition);
  addResponses(save, model.added);
  removeResponses(save, model.removed);
  applyClickLimits(save);
  return writePageSave(db, save, loaded.rowVersion, sessionProgress(save, model.currentPosition));
}

/**
 * The session and its stored responses: read as they are on the unlocked attempts, and under the session's lock on
 * the last one.
 */
async function loadSessionForSave(
  db: Executor,
  actor: Actor,
  sessionId: string,
  sentIds: readonly string[],
  { locked }: { locked: boolean },
): Promise<SessionToSave> {
  if (!locked) return loadSessionToSave(db, actor, sessionId, sentIds);
  return withResponsesAfterLock(db, await loadSessionToAnswer(db, actor, sessionId), sentIds);
}

/** Every change in one statement, on condition that the session is as it was read; null when it was not. */
async function writePageSave(
  db: Executor,
  save: PageSave,
  rowVersion: SessionToSave['rowVersion'],
  progress: SessionProgress,
): Promise<SessionRow | null> {
  const written = await save.changes.writeWithSession(db, { id: save.session.id, rowVersion }, progress);
  return written ? { ...save.session, ...progress, updatedAt: save.now } : null;
}
