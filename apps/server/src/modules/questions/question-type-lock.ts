import { type QuestionTypeLock, TYPE_LOCK_MESSAGES } from '@roadmark/domain/content/question-type-lock';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/raw-rows.ts';
import { AppError } from '../../platform/errors.ts';
import { fieldError } from '../content-records/field-places.ts';

/**
 * A question's type decides how its answers are scored and read, so it stays as it is once people have answered it
 * (their responses would no longer mean what they meant; a manager's preview is no one's answer) or while an
 * assessment or training module uses it (its items were built for that kind). Null when it may change. One query.
 */
export async function questionTypeLock(db: Executor, questionId: string): Promise<QuestionTypeLock | null> {
  const [row] = rowsOf<{ answered: boolean; used: boolean }>(
    await db.execute(sql`
      select
        exists (
          select 1 from question_response_events e
          join assessment_sessions s on s.id = e.assessment_session_id and not s.is_preview
          where e.question_id = ${questionId}
        ) as answered,
        exists (
          select 1 from assessment_item_questions pool
          join assessment_items item on item.id = pool.assessment_item_id and not item.archived
          join assessments a on a.id = item.assessment_id and not a.archived
          where pool.question_id = ${questionId} and not pool.archived
        ) as used`),
  );
  if (row?.answered) return 'HasResponses';
  if (row?.used) return 'UsedInAssessment';
  return null;
}

/** Refuses a change of type that `questionTypeLock` forbids, as a problem of the questionType field. */
export async function assertTypeMayChange(db: Executor, questionId: string): Promise<void> {
  const lock = await questionTypeLock(db, questionId);
  if (!lock) return;
  const messageKey = TYPE_LOCK_MESSAGES[lock];
  throw new AppError('BAD_USER_INPUT', messageKey, { fields: [fieldError('questionType', messageKey)] });
}
