import { sessionTotal } from '@roadmark/domain/scoring/session-total';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/raw-rows.ts';
import { assessmentSessions } from './assessment-session.table.ts';
import { currentResponseEvents } from './current-response-events.ts';
import type { SessionRow } from './session.policy.ts';
import { contentVersionColumn } from './session-content-cache.ts';
import { loadPresentation, toScoringPresentation } from './session-presentation.ts';
import { storeQuestionScores } from './store-question-scores.ts';

const BATCH = 100;

/**
 * Sessions finished before per-question scores were kept have none: this scores each of them again from its current
 * responses (as its results page does) and keeps the scores, a batch at a time, oldest id first, until none is left.
 * Sessions with no scored question keep no rows and are passed over. Locked batches (another process catching up)
 * are skipped, so two processes share the work. Returns how many sessions it scored.
 */
export async function backfillQuestionScores(db: Database): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let scored = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const s = assessmentSessions;
      const sessions: SessionRow[] = await tx
        .select()
        .from(s)
        .where(
          and(
            gt(s.id, after),
            eq(s.isFinished, true),
            eq(s.isPreview, false),
            eq(s.archived, false),
            sql`not exists (select 1 from assessment_session_question_scores r where r.assessment_session_id = ${s.id})`,
          ),
        )
        .orderBy(asc(s.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const [content] = rowsOf<{ version: string }>(await tx.execute(sql`select ${contentVersionColumn} as version`));
      for (const session of sessions) {
        const presented = await loadPresentation(tx, { session, contentVersion: content!.version });
        const events = await currentResponseEvents(tx, session.id);
        const total = sessionTotal(toScoringPresentation(presented), events);
        await storeQuestionScores(tx, session, total.questions, events);
      }
      return sessions;
    });
    if (batch.length === 0) return scored;
    scored += batch.length;
    after = batch[batch.length - 1]!.id;
  }
}
