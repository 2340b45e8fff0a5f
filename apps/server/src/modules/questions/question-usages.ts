import { idSchema } from '@roadmark/domain/ids';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { notFound } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanAuthorContent } from '../content-records/content-record.policy.ts';
import { findLiveQuestion } from './live-question.ts';

/** How many of each kind of user the delete screen names; beyond that it says how many more there are. */
export const USAGES_SHOWN = 50;

export interface QuestionUser {
  id: string;
  name: string;
  /** Assessment or TrainingModule for an assessment; the parent question's type for a sequence or questionnaire. */
  type: string;
}

export interface QuestionUsages {
  assessments: QuestionUser[];
  assessmentCount: number;
  parentQuestions: QuestionUser[];
  parentQuestionCount: number;
}

/**
 * The delete screen's "used in" lists: the live assessments and training modules whose live items pool this live
 * question, and the live sequences and questionnaires that hold it, by name, the first USAGES_SHOWN of each with the
 * whole count.
 */
export async function questionUsages({
  actor,
  input: { id },
  db,
}: UseCaseCall<{ id: string }>): Promise<QuestionUsages> {
  assertCanAuthorContent(actor);
  const questionId = parseInput(idSchema, id);
  if (!(await findLiveQuestion(db, questionId))) throw notFound();
  const assessments = await firstUsers(
    db,
    sql`select a.id, a.name, a.assessment_type as type from assessments a
      where not a.archived and exists (
        select 1 from assessment_items item
        join assessment_item_questions pool on pool.assessment_item_id = item.id and not pool.archived
        where item.assessment_id = a.id and not item.archived and pool.question_id = ${questionId}
      )`,
  );
  const parents = await firstUsers(
    db,
    sql`select parent.id, parent.name, parent.question_type as type from questions parent
      where not parent.archived and exists (
        select 1 from question_sequence_questions link
        where link.parent_question_id = parent.id and link.child_question_id = ${questionId} and not link.archived
      )`,
  );
  return {
    assessments: assessments.users,
    assessmentCount: assessments.count,
    parentQuestions: parents.users,
    parentQuestionCount: parents.count,
  };
}

/** The first USAGES_SHOWN of `users` (a query of id, name and type) by name, and how many there are in all. */
async function firstUsers(db: Executor, users: SQL): Promise<{ users: QuestionUser[]; count: number }> {
  const rows = rowsOf<QuestionUser & { total: number | string }>(
    await db.execute(sql`
      select id, name, type, count(*) over () as total from (${users}) used
      order by lower(name), id
      limit ${USAGES_SHOWN}`),
  );
  return { users: rows.map(({ id, name, type }) => ({ id, name, type })), count: countOf(rows[0]?.total) };
}
