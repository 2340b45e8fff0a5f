import { countsTowardScore, type QuestionType } from '@roadmark/domain/content/question-types';
import { questionScore } from '@roadmark/domain/scoring/question-score';
import type { ScoringQuestion } from '@roadmark/domain/scoring/scoring-question';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/raw-rows.ts';
import { assessmentItemSessionOrders } from '../sessions/assessment-session.table.ts';
import { questionResponseEvents } from '../sessions/question-response-event.table.ts';
import { loadSessionQuestions, toScoringQuestion } from '../sessions/session-content.ts';

/** A scored question of the assessment: one column of the detailed results. */
export interface QuestionColumn {
  questionId: string;
  name: string;
  scoring: ScoringQuestion;
}

/**
 * The questions of the assessment's live items that count toward the score (docs/product/scoring.md: the Question
 * category, sequences through their children), each once, in the items' order (a pool's questions by name).
 */
export async function loadQuestionColumns(db: Executor, assessmentId: string): Promise<QuestionColumn[]> {
  const linked = rowsOf<{ question_id: string }>(
    await db.execute(sql`
      select iq.question_id
      from assessment_items item
      join assessment_item_questions iq on iq.assessment_item_id = item.id and iq.archived = false
      join questions q on q.id = iq.question_id
      where item.assessment_id = ${assessmentId} and item.archived = false
      order by item.display_order, item.id, lower(q.name), q.id`),
  );
  const ids = [...new Set(linked.map((row) => row.question_id))];
  const content = await loadSessionQuestions(db, ids);
  return ids.flatMap((id) => {
    const entry = content.get(id);
    if (!entry || !countsTowardScore(entry.question.questionType as QuestionType)) return [];
    return [{ questionId: id, name: entry.question.name, scoring: toScoringQuestion(entry) }];
  });
}

/**
 * Each session's percent per question column, scored by the domain's engine from the session's current responses
 * (as its finish page shows them, so the export and the page agree); null where the session did not present the
 * question. Three queries for the whole batch of sessions.
 */
export async function questionPercents(
  db: Executor,
  sessionIds: readonly string[],
  columns: readonly QuestionColumn[],
): Promise<Map<string, (number | null)[]>> {
  const percents = new Map<string, (number | null)[]>();
  if (sessionIds.length === 0 || columns.length === 0) return percents;
  const ids = [...sessionIds];
  const orders = await db
    .select({
      sessionId: assessmentItemSessionOrders.assessmentSessionId,
      questionIds: assessmentItemSessionOrders.questionIds,
    })
    .from(assessmentItemSessionOrders)
    .where(inArray(assessmentItemSessionOrders.assessmentSessionId, ids));
  const e = questionResponseEvents;
  const events = await db
    .select()
    .from(e)
    .where(and(inArray(e.assessmentSessionId, ids), eq(e.archived, false), isNull(e.cancelEventDate)))
    .orderBy(asc(e.eventDate), asc(e.createdAt));
  const presented = new Map<string, Set<string>>(ids.map((id) => [id, new Set<string>()]));
  for (const order of orders)
    for (const questionId of order.questionIds) presented.get(order.sessionId)?.add(questionId);
  const eventsOf = new Map<string, (typeof events)[number][]>(ids.map((id) => [id, []]));
  for (const event of events) eventsOf.get(event.assessmentSessionId)?.push(event);
  for (const id of ids) {
    const shown = presented.get(id)!;
    const sessionEvents = eventsOf.get(id)!;
    percents.set(
      id,
      columns.map((column) =>
        shown.has(column.questionId) ? questionScore(column.scoring, sessionEvents).percent : null,
      ),
    );
  }
  return percents;
}
