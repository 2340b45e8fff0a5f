import { DEFAULT_SUSPICION_SCORE, QuestionType } from '../content/question-types.ts';
import { chosenAnswer } from './answer-lookup.ts';
import { isFailedMaximumClicksRecord } from './maximum-clicks.ts';
import { isCurrentEvent, type ResponseEvent } from './response-event.ts';
import { scoreResponseEvent } from './score-response-event.ts';
import { liveAnswers, type ScoringAnswer, type ScoringQuestion } from './scoring-question.ts';

function byId(questions: readonly ScoringQuestion[], into = new Map<string, ScoringQuestion>()) {
  for (const question of questions) {
    into.set(question.id, question);
    byId(question.children ?? [], into);
  }
  return into;
}

function answerOf(question: ScoringQuestion, event: ResponseEvent): ScoringAnswer | null {
  if (question.questionType === QuestionType.Questionnaire) {
    return chosenAnswer((question.children ?? []).flatMap(liveAnswers), event.questionAnswerId);
  }
  return scoreResponseEvent(question, event).answer;
}

/**
 * docs/product/sessions.md#suspicious-answers: the summed suspicion scores of the answers the current responses chose,
 * over every question of the session (questionnaires too, their sub-questions and sequences' children included). Only
 * answers marked suspicious count, with their suspicionScore (1 when marked without one). Events of unknown questions
 * are ignored.
 */
export function suspicionSum(questions: readonly ScoringQuestion[], events: readonly ResponseEvent[]): number {
  const questionsById = byId(questions);
  let sum = 0;
  for (const event of events) {
    if (!isCurrentEvent(event) || isFailedMaximumClicksRecord(event)) continue;
    const question = questionsById.get(event.questionId);
    const answer = question ? answerOf(question, event) : null;
    if (answer?.isSuspicious) sum += answer.suspicionScore ?? DEFAULT_SUSPICION_SCORE;
  }
  return sum;
}

/** Suspicious when the sum exceeds maxSuspiciousAnswers; 0 (or less) means no limit. */
export function isSuspiciousSession(sum: number, maxSuspiciousAnswers: number | null | undefined): boolean {
  return typeof maxSuspiciousAnswers === 'number' && maxSuspiciousAnswers > 0 && sum > maxSuspiciousAnswers;
}
