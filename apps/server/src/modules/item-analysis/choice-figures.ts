import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { uuidList } from '../../platform/db/uuid-list.ts';
import { type CountedSessionsFilter, eventsOfAssessment, joinCounted } from './counted-sessions.ts';

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
      with chosen as (
        select distinct e.question_id, e.sub_question_number, e.question_answer_id, e.assessment_session_id,
          c.total_score
        from question_response_events e ${joinCounted(filter, sql`e.assessment_session_id`)}
        where ${eventsOfAssessment(filter)} and e.question_id in (${ids}) and e.question_answer_id is not null and not e.archived
          and e.cancel_event_date is null
      ),
      answered as (
        select question_id, sub_question_number, count(distinct assessment_session_id) as n
        from chosen group by question_id, sub_question_number
      ),
      per_answer as (
        select question_answer_id, count(*) as chosen_by, avg(total_score)::float8 as mean_total
        from chosen group by question_answer_id
      )
      select a.id as answer_id, a.question_id, a.answer_text, a.sub_question_number, a.score, a.is_correct,
        coalesce(p.chosen_by, 0) as chosen_by, n.n as answered, p.mean_total
      from question_answers a
      left join per_answer p on p.question_answer_id = a.id
      left join answered n on n.question_id = a.question_id and n.sub_question_number = a.sub_question_number
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
