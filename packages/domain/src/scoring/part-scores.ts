import { isLocationQuestion, isResponseTimeQuestion } from '../content/question-types.ts';
import { failedMaximumClicks, isFailedMaximumClicksRecord } from './maximum-clicks.ts';
import { currentEventsOf, type ResponseEvent } from './response-event.ts';
import { clampScore } from './score-math.ts';
import { type ScoredResponse, scoreResponseEvent } from './score-response-event.ts';
import type { ScoringQuestion } from './scoring-question.ts';

/**
 * How a part combines its scored responses before the 0..100 clamp (docs/product/scoring.md#question-score):
 * - response time video keeps the highest-scoring click of the part;
 * - location questions add up the windows found, each window once however often it is clicked (otherwise clicking
 *   one hazard five times would outscore finding all three);
 * - every other type adds up its current events (a replaced answer is archived, so one remains per part).
 */
function combinePart(question: ScoringQuestion, responses: readonly ScoredResponse[]): number {
  if (isResponseTimeQuestion(question.questionType)) {
    return responses.reduce((highest, response) => Math.max(highest, response.score), 0);
  }
  if (isLocationQuestion(question.questionType)) {
    const found = new Map<string, number>();
    for (const response of responses) if (response.answer) found.set(response.answer.id, response.score);
    return [...found.values()].reduce((sum, score) => sum + score, 0);
  }
  return responses.reduce((sum, response) => sum + response.score, 0);
}

/**
 * The score of each part 1..numberOfSubQuestions of one question (index 0 is part 1), each clamped to 0..100, from
 * the question's current events re-scored from the answer key. A failed click limit makes every part 0; events of
 * a part outside 1..numberOfSubQuestions are ignored.
 */
export function partScores(question: ScoringQuestion, events: readonly ResponseEvent[]): number[] {
  const parts = Math.max(0, Math.trunc(question.numberOfSubQuestions));
  if (failedMaximumClicks(question, events)) return new Array<number>(parts).fill(0);
  const byPart: ScoredResponse[][] = Array.from({ length: parts }, () => []);
  for (const event of currentEventsOf(events, question.id)) {
    if (isFailedMaximumClicksRecord(event)) continue;
    const response = scoreResponseEvent(question, event);
    byPart[response.subQuestionNumber - 1]?.push(response);
  }
  return byPart.map((responses) => clampScore(combinePart(question, responses)));
}
