import { countsTowardScore, type QuestionType } from '@roadmark/domain/content/question-types';
import { questionScore } from '@roadmark/domain/scoring/question-score';
import { eventsOfPresentation } from '@roadmark/domain/scoring/session-total';
import { AppError, notFound } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { currentResponseEvents } from './current-response-events.ts';
import { loadSessionInContext } from './session.policy.ts';
import { toScoringQuestion } from './session-content.ts';
import { feedbackPageReached } from './session-pages.ts';
import { loadPresentation } from './session-presentation.ts';
import { type QuestionResult, questionResult } from './session-result.ts';

/**
 * The feedback page after a question (EachQuestionFeedback): its score and feedback, once the person has moved on
 * from the question page, so the feedback cannot be read before answering.
 */
export async function getQuestionFeedback({
  actor,
  input,
  db,
}: UseCaseCall<{
  assessmentSessionId: string;
  assessmentItemId: string;
  questionId: string;
}>): Promise<QuestionResult> {
  const loaded = await loadSessionInContext(db, actor, input.assessmentSessionId);
  const { session } = loaded;
  const presented = await loadPresentation(db, loaded);
  const index = presented.findIndex(
    (entry) => entry.assessmentItemId === input.assessmentItemId && entry.entry.question.id === input.questionId,
  );
  const target = presented[index];
  if (!target || !countsTowardScore(target.entry.question.questionType as QuestionType)) throw notFound();
  if (!session.isFinished && !feedbackPageReached(presented, session, index)) {
    throw new AppError('CONFLICT', 'errors.sessionFeedbackNotYet');
  }
  const events = await currentResponseEvents(db, session.id);
  const scored = questionScore(
    toScoringQuestion(target.entry),
    eventsOfPresentation(
      { assessmentItemId: target.assessmentItemId, question: toScoringQuestion(target.entry) },
      events,
    ),
  );
  return questionResult(target, scored);
}
