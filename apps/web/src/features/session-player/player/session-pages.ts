import type { FeedbackStyle } from '@roadmark/domain/content/assessment-form';
import type { QuestionType } from '@roadmark/domain/content/question-types';
import type {
  PlayerPresentedQuestion,
  PlayerQuestion,
  PlayerResponseEvent,
} from '@roadmark/domain/delivery/player-model';
import { buildSessionPages, type SessionPage } from '@roadmark/domain/delivery/session-pages';

export type PresentedPage = PlayerPresentedQuestion & { questionType: QuestionType };
export type PlayerPage = SessionPage<PresentedPage>;

/** The session's pages (docs/product/sessions.md#pages) from the launch view's presented questions. */
export function playerPages(presented: readonly PlayerPresentedQuestion[], feedbackStyle: FeedbackStyle): PlayerPage[] {
  return buildSessionPages(
    presented.map((entry) => ({ ...entry, questionType: entry.question.questionType })),
    feedbackStyle,
  );
}

function questionIdsOf(question: PlayerQuestion): string[] {
  return [question.id, ...question.children.flatMap(questionIdsOf)];
}

/** The responses of one presented question: its own and its children's (a sequence's, a questionnaire's). */
export function responsesOf(
  responses: readonly PlayerResponseEvent[],
  presented: PlayerPresentedQuestion,
): PlayerResponseEvent[] {
  const ids = new Set(questionIdsOf(presented.question));
  return responses.filter(
    (response) => response.assessmentItemId === presented.assessmentItemId && ids.has(response.questionId),
  );
}

/** The responses after a page's change: removed ones dropped, added ones appended. */
export function applyChange(
  responses: readonly PlayerResponseEvent[],
  change: { added: readonly PlayerResponseEvent[]; removed: readonly string[] },
): PlayerResponseEvent[] {
  const removed = new Set(change.removed);
  return [...responses.filter((response) => !removed.has(response.id)), ...change.added];
}
