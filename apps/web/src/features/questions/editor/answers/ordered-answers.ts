import { moveInDisplayOrder, sortByDisplayOrder } from '@roadmark/domain/content/display-order';
import type { AnswerValue } from '../question-editor-values';

export interface OrderedAnswer {
  answer: AnswerValue;
  /** Its place in presentation order, from 0: 'Window 1' is the first. */
  position: number;
  /** The errors' path prefix, by its place in the editor's values: 'answers.2.'. */
  path: string;
  /** Moves it one place up or down; absent at that end of the list. */
  onMoveUp?: () => void;
  onMoveDown?: () => void;
}

/** Answers in presentation order, each with its error path and its Up/Down moves. */
export function orderedAnswers(value: AnswerValue[], onChange: (next: AnswerValue[]) => void): OrderedAnswer[] {
  const ordered = sortByDisplayOrder(value);
  return ordered.map((answer, position) => ({
    answer,
    position,
    path: `answers.${value.indexOf(answer)}.`,
    onMoveUp: position > 0 ? () => onChange(moveInDisplayOrder(ordered, position, -1)) : undefined,
    onMoveDown: position < ordered.length - 1 ? () => onChange(moveInDisplayOrder(ordered, position, 1)) : undefined,
  }));
}
