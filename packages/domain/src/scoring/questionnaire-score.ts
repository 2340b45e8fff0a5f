import { QuestionType } from '../content/question-types.ts';
import { chosenAnswer } from './answer-lookup.ts';
import { isCurrentEvent, type ResponseEvent } from './response-event.ts';
import { liveAnswers, type ScoringAnswer, type ScoringQuestion } from './scoring-question.ts';

/** A questionnaire's group score and what it was made of. */
export interface QuestionnaireScore {
  questionId: string;
  /** floor(sum / countedAnswers); null when no non-text answer was given. */
  score: number | null;
  sum: number;
  /** Answers that chose an answer of a Multiple choice or Scale sub-question. */
  countedAnswers: number;
  /** Input (free text) answers: stored and exported, never counted. */
  textAnswers: number;
}

/**
 * docs/product/scoring.md#questionnaire-score: the questionnaire group score = floor(Σ scores / number of non-text
 * answers) over the current responses to its sub-questions (`questionnaire.children`). A response is counted when its
 * questionAnswerId is an answer of a Multiple choice or Scale sub-question (scored from that answer, so -100..100 and
 * not clamped); a response to an Input sub-question is a text answer and is not counted. Questionnaires never count
 * toward the session total, risk or driver metrics.
 */
export function questionnaireGroupScore(
  questionnaire: ScoringQuestion,
  events: readonly ResponseEvent[],
): QuestionnaireScore {
  const subQuestions = questionnaire.children ?? [];
  const ids = new Set([questionnaire.id, ...subQuestions.map((sub) => sub.id)]);
  const textQuestionIds = new Set(
    subQuestions.filter((sub) => sub.questionType === QuestionType.QuestionnaireInput).map((sub) => sub.id),
  );
  const choices: ScoringAnswer[] = subQuestions
    .filter((sub) => sub.questionType !== QuestionType.QuestionnaireInput)
    .flatMap((sub) => liveAnswers(sub));
  let sum = 0;
  let countedAnswers = 0;
  let textAnswers = 0;
  for (const event of events) {
    if (!ids.has(event.questionId) || !isCurrentEvent(event)) continue;
    if (textQuestionIds.has(event.questionId)) {
      textAnswers += 1;
      continue;
    }
    const answer = chosenAnswer(choices, event.questionAnswerId);
    if (answer) {
      sum += answer.score;
      countedAnswers += 1;
    } else if (event.textInput) {
      textAnswers += 1;
    }
  }
  const score = countedAnswers > 0 ? Math.floor(sum / countedAnswers) : null;
  return { questionId: questionnaire.id, score, sum, countedAnswers, textAnswers };
}
