import { distractorFlags, figureFlags, type ItemFlag, windowFlags } from '@roadmark/domain/analysis/item-flags';
import { QuestionType } from '@roadmark/domain/content/question-types';
import type { ChoiceShare } from './choice-figures.ts';
import type { ResponseWindowFigures } from './click-time-figures.ts';
import type { QuestionFigures } from './question-figures.ts';

/** The question types whose answers are choices, which the distractor analysis looks at. */
export const CHOICE_TYPES: ReadonlySet<string> = new Set([
  QuestionType.MultipleChoiceVideo,
  QuestionType.MultipleChoiceImage,
  QuestionType.SlidingScaleVideo,
]);

export const RESPONSE_TIME_TYPES: ReadonlySet<string> = new Set([QuestionType.ResponseTimeVideo]);

export const LOCATION_TYPES: ReadonlySet<string> = new Set([
  QuestionType.LocationResponseImage,
  QuestionType.LocationDiscriminationImage,
]);

/** Everything worth an author's look about one question: its figures, its windows and its distractors. */
export function questionFlags(
  figures: QuestionFigures,
  windows: readonly ResponseWindowFigures[],
  choices: readonly ChoiceShare[],
): ItemFlag[] {
  return [...figureFlags(figures), ...windows.flatMap(windowFlags), ...distractorFlags(choices)];
}
