import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { uuidList } from '../../platform/db/uuid-list.ts';
import { CHOICE_TYPES, typeList } from './analysed-question-types.ts';
import { type CountedSessionsFilter, keptAndWaiting, type SessionSet } from './counted-sessions.ts';

export interface ChoiceShare {
  answerId: string;
  questionId: string;
  answerText: string;
  subQuestionNumber: number;
  score: number;
  isCorrect: boolean;
  /** Counted sessions whose current answer to the part is this one. */
  chosenBy: number;
  /** chosenBy over the sessions that answered the part, 0..1; null when nobody answered it. */
  share: number | null;
  /** Mean total score of the sessions that chose it; null when nobody did. */
  meanTotalScore: number | null;
}

interface ChoiceRow {
  answer_id: string;
  question_id: string;
  answer_text: string;
  sub_question_number: number;
  score: number;
  is_correct: boolean;
  chosen_by: string | number;
  answered: string | number | null;
  mean_total: number | null;
}

/**
 * What a set of sessions contributes to the kept choice sums (`item_analysis_choice_days`), by assessment, choice
 * question, part, answer and day: the sessions whose current answer it is, with the sum of their total scores; and,
 * without an answer, the sessions that answered the part.
 */
export function choiceContributions(sessions: SessionSet, questionIds: SQL | null = null): SQL {
  return sql`
    with chosen as (
      select distinct c.assessment_id, c.subscription_id, c.day, e.question_id, e.sub_question_number, e.question_answer_id,
        c.id as session_id, c.total_score
      from (${sessions}) c
      join question_response_events e on e.assessment_session_id = c.id
      join questions q on q.id = e.question_id and q.question_type in (${typeList(CHOICE_TYPES)})
      where e.question_answer_id is not null and not e.archived and e.cancel_event_date is null
        ${questionIds ? sql`and e.question_id in (${questionIds})` : sql``}
    )
    select assessment_id, subscription_id, question_id, sub_question_number, question_answer_id as answer_id, day,
      count(*)::int as sessions, count(total_score)::int as total_count, coalesce(sum(total_score), 0)::numeric as total_sum
    from chosen group by assessment_id, subscription_id, question_id, sub_question_number, question_answer_id, day
    union all
    select assessment_id, subscription_id, question_id, sub_question_number, null::uuid, day,
      count(distinct session_id)::int, 0, 0::numeric
    from chosen group by assessment_id, subscription_id, question_id, sub_question_number, day`;
}

/** For choice questions: each live answer's share of the people who answered its part, and their mean total. */
export async function choiceShares(
  db: Executor,
  filter: CountedSessionsFilter,
  questionIds: readonly string[],
): Promise<ChoiceShare[]> {
  if (questionIds.length === 0) return [];
  const ids = uuidList(questionIds);
  const rows = rowsOf<ChoiceRow>(
    await db.execute(sql`
      with sums as (
        select question_id, sub_question_number, answer_id, sum(sessions) as sessions, sum(total_count) as total_count,
          sum(total_sum) as total_sum
        from (${keptAndWaiting(
          filter,
          {
            table: 'item_analysis_choice_days',
            columns: sql`k.question_id, k.sub_question_number, k.answer_id, k.sessions, k.total_count, k.total_sum`,
            condition: sql`k.question_id in (${ids})`,
          },
          (sessions) => choiceContributions(sessions, ids),
        )}) rows
        group by question_id, sub_question_number, answer_id
      )
      select a.id as answer_id, a.question_id, a.answer_text, a.sub_question_number, a.score, a.is_correct,
        coalesce(p.sessions, 0) as chosen_by, n.sessions as answered,
        (p.total_sum / nullif(p.total_count, 0))::float8 as mean_total
      from question_answers a
      left join sums p on p.answer_id = a.id and p.question_id = a.question_id
      left join sums n on n.answer_id is null and n.question_id = a.question_id
        and n.sub_question_number = a.sub_question_number
      where a.question_id in (${ids}) and not a.archived
      order by a.question_id, a.sub_question_number, a.display_order, a.id`),
  );
  return rows.map((row) => {
    const chosenBy = countOf(row.chosen_by);
    const answered = countOf(row.answered);
    return {
      answerId: row.answer_id,
      questionId: row.question_id,
      answerText: row.answer_text,
      subQuestionNumber: row.sub_question_number,
      score: row.score,
      isCorrect: row.is_correct,
      chosenBy,
      share: answered > 0 ? chosenBy / answered : null,
      meanTotalScore: row.mean_total,
    };
  });
}
