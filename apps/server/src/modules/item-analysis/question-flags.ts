import { distractorFlags, figureFlags, type ItemFlag, windowFlags } from '@roadmark/domain/analysis/item-flags';
import type { ChoiceShare } from './choice-figures.ts';
import type { ResponseWindowFigures } from './click-time-figures.ts';
import type { QuestionFigures } from './question-figures.ts';

/** Everything worth an author's look about one question: its figures, its windows and its distractors. */
export function questionFlags(
  figures: QuestionFigures,
  windows: readonly ResponseWindowFigures[],
  choices: readonly ChoiceShare[],
): ItemFlag[] {
  return [...figureFlags(figures), ...windows.flatMap(windowFlags), ...distractorFlags(choices)];
}
