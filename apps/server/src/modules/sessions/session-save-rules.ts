import type { QuestionType } from '@roadmark/domain/content/question-types';
import { answersAreFinal, positionMoveRefusal } from '@roadmark/domain/delivery/session-moves';
import { buildSessionPages } from '@roadmark/domain/delivery/session-pages';
import { AppError } from '../../platform/errors.ts';
import type { SessionInContext } from './session.policy.ts';
import { sessionFeedbackStyle } from './session-pages.ts';
import type { SessionPresented } from './session-presentation.ts';

/**
 * What a save of a session may do (the rules are in @roadmark/domain/delivery/session-moves), judged against
 * the furthest page reached before the save: each check throws, and the save's transaction then stores nothing.
 */
export interface SessionSaveRules {
  /** Refuses a position that skips a page, or goes back in an assessment. */
  assertMoveAllowed(requested: number | null | undefined): void;
  /** Refuses a change to the answers of a question whose page was passed (assessment) or feedback reached. */
  assertAnswersChangeable(assessmentItemId: string, questionId: string): void;
}

/** The index of the presented question a response belongs to (the question itself or one of its children). */
function presentedIndexOf(presented: readonly SessionPresented[], assessmentItemId: string, questionId: string) {
  return presented.findIndex(
    ({ assessmentItemId: itemId, entry }) =>
      itemId === assessmentItemId &&
      (entry.question.id === questionId || entry.children.some((child) => child.question.id === questionId)),
  );
}

export function sessionSaveRules(
  { session, assessmentType }: Pick<SessionInContext, 'session' | 'assessmentType'>,
  presented: readonly SessionPresented[],
): SessionSaveRules {
  const pages = buildSessionPages(
    presented.map(({ entry }) => ({ questionType: entry.question.questionType as QuestionType })),
    sessionFeedbackStyle(session),
  );
  const reached = session.currentPosition;
  return {
    assertMoveAllowed(requested) {
      const refusal = positionMoveRefusal(assessmentType, reached, requested);
      if (refusal) throw new AppError('CONFLICT', refusal);
    },
    assertAnswersChangeable(assessmentItemId, questionId) {
      const index = presentedIndexOf(presented, assessmentItemId, questionId);
      if (index >= 0 && answersAreFinal(pages, assessmentType, reached, index)) {
        throw new AppError('CONFLICT', 'errors.sessionAnswersFinal');
      }
    },
  };
}
