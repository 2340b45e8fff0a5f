import type { FeedbackStyle } from '@roadmark/domain/content/assessment-form';
import type { QuestionType } from '@roadmark/domain/content/question-types';
import { buildSessionPages, pageCount } from '@roadmark/domain/delivery/session-pages';
import type { SessionRow } from './session.policy.ts';
import type { SessionPresented } from './session-presentation.ts';

/** The feedback style fixed when the session began. */
export function sessionFeedbackStyle(session: SessionRow): FeedbackStyle {
  return (session.sessionInitializationJson as { feedbackStyle: FeedbackStyle }).feedbackStyle;
}

/**
 * How many pages the session has (start, questions with their feedback pages, finish: docs/product/sessions.md#pages).
 */
export function sessionPageCount(presented: readonly SessionPresented[], session: SessionRow): number {
  return pageCount(
    presented.map(({ entry }) => ({ questionType: entry.question.questionType as QuestionType })),
    sessionFeedbackStyle(session),
  );
}

/** Whether the person has reached the feedback page of the presented question at this index. */
export function feedbackPageReached(
  presented: readonly SessionPresented[],
  session: SessionRow,
  index: number,
): boolean {
  const pages = buildSessionPages(
    presented.map(({ entry }) => ({ questionType: entry.question.questionType as QuestionType })),
    sessionFeedbackStyle(session),
  );
  const page = pages.findIndex((candidate) => candidate.kind === 'feedback' && candidate.questionIndex === index);
  return page >= 0 && session.currentPosition >= page;
}
