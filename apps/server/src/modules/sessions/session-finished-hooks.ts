import type { Executor } from '../../platform/db/database.ts';
import type { assessments } from '../assessments/assessment.table.ts';
import type { SessionRow } from './session.policy.ts';

/** A session someone has just finished for real (never a preview), with the assessment it took. */
export interface FinishedSession {
  session: SessionRow;
  assessment: typeof assessments.$inferSelect;
}

/**
 * What another module does when a session finishes, inside the finishing transaction: it commits with the finish or
 * not at all, and a hook that throws undoes the finish. Sessions do not know who listens; the app adds the hooks
 * when it is built (app.ts), so sessions never import the modules that react.
 */
export type SessionFinishedHook = (tx: Executor, finished: FinishedSession) => Promise<void>;

const hooks = new Set<SessionFinishedHook>();

/**
 * Adds a hook and answers how to remove it. Adding the same hook again changes nothing, so building the app more
 * than once in a process (the tests do) still runs each hook once per finish.
 */
export function onSessionFinished(hook: SessionFinishedHook): () => void {
  hooks.add(hook);
  return () => {
    hooks.delete(hook);
  };
}

/** Runs every hook in turn in the finishing transaction. */
export async function runSessionFinishedHooks(tx: Executor, finished: FinishedSession): Promise<void> {
  for (const hook of hooks) await hook(tx, finished);
}
