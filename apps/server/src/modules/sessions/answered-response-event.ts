import { isAnsweredByClicks, type QuestionType } from '@roadmark/domain/content/question-types';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { questions } from '../questions/question.table.ts';
import type { ResponseEventRow } from './current-response-events.ts';
import { questionResponseEvents } from './question-response-event.table.ts';
import { loadVisibleSession } from './session.policy.ts';

/** A response as the response event calls answer it: with whether it is a click, whose matched answer is the answer key's. */
export type AnsweredResponseEvent = ResponseEventRow & { answeredByClicks: boolean };

/** A response as the calls receive it: the fields of one response, with its session's id. */
export type ResponseEventModel = Record<string, unknown> & { assessmentSessionId?: unknown; id?: unknown };

/** One response of a session the actor may see, as the calls answer it. */
export async function loadAnsweredResponseEvent(
  db: Database,
  actor: Actor,
  id: string,
): Promise<AnsweredResponseEvent> {
  const [found] = await db
    .select({ event: questionResponseEvents, questionType: questions.questionType })
    .from(questionResponseEvents)
    .innerJoin(questions, eq(questions.id, questionResponseEvents.questionId))
    .where(eq(questionResponseEvents.id, id));
  if (!found) throw notFound();
  await loadVisibleSession(db, actor, found.event.assessmentSessionId);
  return { ...found.event, answeredByClicks: isAnsweredByClicks(found.questionType as QuestionType) };
}
