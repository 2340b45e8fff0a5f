import { QuestionType } from '@roadmark/domain/content/question-types';
import { type SQL, sql } from 'drizzle-orm';

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

/** A list of question types for SQL's `in (...)`. */
export function typeList(types: ReadonlySet<string>): SQL {
  return sql.join(
    [...types].map((type) => sql`${type}`),
    sql`, `,
  );
}
