import { assessmentEditSchema } from '@roadmark/domain/content/assessment-form';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, type FieldError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { fieldError } from '../content-records/field-places.ts';
import { adjustmentsOf, recommendationsOf, tagLinksOf } from '../content-rules/content-rule-queries.ts';
import { assessments } from './assessment.table.ts';
import { feedbacksOf, itemQuantitiesOf, itemsOf } from './assessment-child-queries.ts';
import { livePoolsOf } from './assessment-pools.ts';

/** Where the save sent each record, by id: `items.added.0`, `itemDriverMetricQuantities.updated.2`. */
export type SentPlaces = ReadonlyMap<string, string>;

/** Records the save did not send are older, so they come first; then updates, then additions, each as sent. */
function sentRank(places: SentPlaces, id: string): number {
  const [, set, index] = (places.get(id) ?? '').split('.');
  if (set === 'updated') return Number(index);
  if (set === 'added') return 1_000_000 + Number(index);
  return -1;
}

/** The stored assessment with its lists, shaped as the edit screen validates it. */
async function storedEditValues(tx: Executor, assessmentId: string, places: SentPlaces) {
  const [assessment] = await tx.select().from(assessments).where(eq(assessments.id, assessmentId));
  const items = await itemsOf(tx, assessmentId);
  const pools = await livePoolsOf(tx, assessmentId);
  const rules = await itemQuantitiesOf(tx, assessmentId);
  const values = {
    ...assessment!,
    items: items.map((item) => ({
      id: item.id,
      displayOrder: item.displayOrder,
      numberOfQuestionsToPresent: item.numberOfQuestionsToPresent,
      counterbalanceGroup: item.counterbalanceGroup,
      questionIds: pools.get(item.id)?.questionIds ?? [],
      questionTypes: pools.get(item.id)?.questionTypes ?? [],
      // Rules added together share a creation time; the order they were sent decides which one repeats a metric.
      displayRules: rules
        .filter((rule) => rule.assessmentItemId === item.id)
        .sort((a, b) => sentRank(places, a.id) - sentRank(places, b.id))
        .map(({ id, driverMetricId, quantity }) => ({ id, driverMetricId, quantity })),
    })),
    feedbacks: await feedbacksOf(tx, assessmentId),
    recommendations: await recommendationsOf(tx, assessmentId),
    adjustments: await adjustmentsOf(tx, assessmentId),
    tagIds: (await tagLinksOf(tx, assessmentId)).map((link) => link.questionTagId),
  };
  const itemsWithDeadQuestions = items.flatMap((item, index) => (pools.get(item.id)?.hasDeadQuestion ? [index] : []));
  return { values, itemsWithDeadQuestions };
}

function schemaProblems(values: unknown): FieldError[] {
  try {
    parseInput(assessmentEditSchema, values);
    return [];
  } catch (error) {
    if (error instanceof AppError) return error.fields;
    throw error;
  }
}

/**
 * After a bundle save has been applied: the stored assessment as a whole must be valid
 * (docs/product/validation-rules.md#content, with the rules that span records, such as the number to present against
 * the pool), and no pool may hold a deleted question. Problems are reported where the save sent the record
 * (`items.added.0.numberOfQuestionsToPresent`), or by the record's position in its list when the save did not send it;
 * any problem throws, so the save rolls back.
 */
export async function assertSavedAssessmentValid(
  tx: Executor,
  assessmentId: string,
  places: SentPlaces,
): Promise<void> {
  const { values, itemsWithDeadQuestions } = await storedEditValues(tx, assessmentId, places);
  const problems = [
    ...itemsWithDeadQuestions.map((index) =>
      fieldError(`items.${index}.questionIds`, 'validation.content.poolQuestionInvalid'),
    ),
    ...schemaProblems(values),
  ];
  if (
    itemsWithDeadQuestions.length > 0 &&
    !problems.some((p) => p.field === 'items' && p.messageKey === 'validation.content.itemsInvalid')
  ) {
    problems.push(fieldError('items', 'validation.content.itemsInvalid'));
  }
  if (problems.length === 0) return;
  const placed = problems.map((problem) => ({ ...problem, field: placeOf(problem.field, values, places) }));
  const first = placed[0]!;
  throw new AppError('BAD_USER_INPUT', first.messageKey as never, { fields: placed, message: first.message });
}

/** `items.1.displayRules.0.quantity` becomes `itemDriverMetricQuantities.added.3.quantity` when that rule was sent. */
function placeOf(
  field: string,
  values: Awaited<ReturnType<typeof storedEditValues>>['values'],
  places: SentPlaces,
): string {
  const [list, index, ...rest] = field.split('.');
  if (!(list === 'items' || list === 'feedbacks' || list === 'recommendations' || list === 'adjustments')) return field;
  const record = index === undefined ? undefined : values[list][Number(index)];
  if (!record) return field;
  if (list === 'items' && rest[0] === 'displayRules' && rest[1] !== undefined) {
    const rule = values.items[Number(index)]?.displayRules[Number(rest[1])];
    const rulePlace = rule && places.get(rule.id);
    if (rulePlace) return [rulePlace, ...rest.slice(2)].join('.');
  }
  const place = places.get(record.id);
  return place ? [place, ...rest].join('.') : field;
}
