import type { PlayerAnswer, PlayerQuestion, PlayerResponseEvent } from '@roadmark/domain/delivery/player-model';
import { middleAnswerIndex } from './use-part-answers';

/** A sub-question's current responses, oldest first. */
export function responsesTo(questionId: string, responses: readonly PlayerResponseEvent[]): PlayerResponseEvent[] {
  return responses
    .filter((response) => response.questionId === questionId)
    .sort((a, b) => a.eventDate.localeCompare(b.eventDate));
}

/** The answer chosen for a multiple-choice or scale sub-question: its latest response naming an answer. */
export function chosenAnswerId(questionId: string, responses: readonly PlayerResponseEvent[]): string | null {
  const chosen = responsesTo(questionId, responses).filter((response) => response.questionAnswerId !== null);
  return chosen.at(-1)?.questionAnswerId ?? null;
}

/** The latest text response of an Input sub-question. */
export function latestTextResponse(
  questionId: string,
  responses: readonly PlayerResponseEvent[],
): PlayerResponseEvent | undefined {
  return responsesTo(questionId, responses)
    .filter((response) => response.textInput !== null)
    .at(-1);
}

/** A sub-question's answers in display order. */
export function orderedAnswers(question: PlayerQuestion): PlayerAnswer[] {
  return [...question.answers].sort((a, b) => a.displayOrder - b.displayOrder);
}

/** The answer a scale starts at when nothing is answered, by the sliding scale's rule. */
export function middleAnswer(question: PlayerQuestion): PlayerAnswer | undefined {
  const answers = orderedAnswers(question);
  return answers[middleAnswerIndex(answers.length)];
}

/**
 * Whether a sub-question still needs an answer before the page may be left: a multiple-choice one with answers and
 * none chosen. Input answers are optional free text (not scored), and a scale always has its middle answer.
 */
export function needsAnswer(question: PlayerQuestion, responses: readonly PlayerResponseEvent[]): boolean {
  if (question.questionType !== 'QuestionnaireMultipleChoice' || question.answers.length === 0) return false;
  return chosenAnswerId(question.id, responses) === null;
}
