import { assessmentEditSchema } from '@roadmark/domain/content/assessment-form';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, type FieldError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import type { ChildChanges } from '../content-records/content-record.ts';
import { adjustmentsOf, recommendationsOf, tagLinksOf } from '../content-rules/content-rule-queries.ts';
import { questions } from '../questions/question.table.ts';
import { assessments } from './assessment.table.ts';
import { feedbacksOf, itemQuantitiesOf, itemsOf } from './assessment-child-queries.ts';
import { assessmentItemQuestions, assessmentItems } from './assessment-item.table.ts';
import { fieldError } from './field-places.ts';

/** The lists of the edit schema and the bundle collections their records arrive in. */
const SOURCES = {
  items: 'items',
  feedbacks: 'feedbacks',
  recommendations: 'recommendations',
  adjustments: 'adjustments',
  displayRules: 'itemDriverMetricQuantities',
} as const;

type Bundle = Partial<Record<(typeof SOURCES)[keyof typeof SOURCES], ChildChanges | null | undefined>>;

/** Where a record was in the bundle (`items.added.0`), when the save sent it. */
function sentAt(changes: ChildChanges | null | undefined, collection: string, id: string): string | undefined {
  for (const set of ['added', 'updated'] as const) {
    const index = (changes?.[set] ?? []).findIndex((record) => record.id === id);
    if (index >= 0) return `${collection}.${set}.${index}`;
  }
  return undefined;
}

/** The live pools of an assessment's live items, each entry with whether its question is still live. */
async function poolsOf(tx: Executor, assessmentId: string) {
  const entries = await tx
    .select({
      itemId: assessmentItemQuestions.assessmentItemId,
      questionId: assessmentItemQuestions.questionId,
      questionArchived: questions.archived,
    })
    .from(assessmentItemQuestions)
    .innerJoin(assessmentItems, eq(assessmentItems.id, assessmentItemQuestions.assessmentItemId))
    .leftJoin(questions, eq(questions.id, assessmentItemQuestions.questionId))
    .where(
      and(
        eq(assessmentItems.assessmentId, assessmentId),
        eq(assessmentItems.archived, false),
        eq(assessmentItemQuestions.archived, false),
      ),
    );
  const pools = new Map<string, { questionIds: string[]; hasDeadQuestion: boolean }>();
  for (const entry of entries) {
    const pool = pools.get(entry.itemId) ?? { questionIds: [], hasDeadQuestion: false };
    pool.questionIds.push(entry.questionId);
    if (entry.questionArchived !== false) pool.hasDeadQuestion = true;
    pools.set(entry.itemId, pool);
  }
  return pools;
}

/** The stored assessment with its lists, shaped as the edit screen validates it. */
async function storedEditValues(tx: Executor, assessmentId: string) {
  const [assessment] = await tx.select().from(assessments).where(eq(assessments.id, assessmentId));
  const items = await itemsOf(tx, assessmentId);
  const pools = await poolsOf(tx, assessmentId);
  const rules = await itemQuantitiesOf(tx, assessmentId);
  const values = {
    ...assessment!,
    items: items.map((item) => ({
      id: item.id,
      displayOrder: item.displayOrder,
      numberOfQuestionsToPresent: item.numberOfQuestionsToPresent,
      counterbalanceGroup: item.counterbalanceGroup,
      questionIds: pools.get(item.id)?.questionIds ?? [],
      displayRules: rules
        .filter((rule) => rule.assessmentItemId === item.id)
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
 * After a bundle save has been applied: the stored assessment as a whole must be valid (spec 2 §5, with the rules
 * that span records, such as the number to present against the pool), and no pool may hold a deleted question.
 * Problems are reported where the save sent the record (`items.added.0.numberOfQuestionsToPresent`), or by the
 * record's position in its list when the save did not send it; any problem throws, so the save rolls back.
 */
export async function assertSavedAssessmentValid(tx: Executor, assessmentId: string, bundle: Bundle): Promise<void> {
  const { values, itemsWithDeadQuestions } = await storedEditValues(tx, assessmentId);
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
  const placed = problems.map((problem) => ({ ...problem, field: placeOf(problem.field, values, bundle) }));
  const first = placed[0]!;
  throw new AppError('BAD_USER_INPUT', first.messageKey as never, { fields: placed, message: first.message });
}

/** `items.1.displayRules.0.quantity` becomes `itemDriverMetricQuantities.added.3.quantity` when that rule was sent. */
function placeOf(
  field: string,
  values: Awaited<ReturnType<typeof storedEditValues>>['values'],
  bundle: Bundle,
): string {
  const [list, index, ...rest] = field.split('.');
  if (!(list === 'items' || list === 'feedbacks' || list === 'recommendations' || list === 'adjustments')) return field;
  const record = index === undefined ? undefined : values[list][Number(index)];
  if (!record) return field;
  if (list === 'items' && rest[0] === 'displayRules' && rest[1] !== undefined) {
    const rule = values.items[Number(index)]?.displayRules[Number(rest[1])];
    const rulePlace = rule && sentAt(bundle[SOURCES.displayRules], SOURCES.displayRules, rule.id);
    if (rulePlace) return [rulePlace, ...rest.slice(2)].join('.');
  }
  const place = sentAt(bundle[SOURCES[list]], SOURCES[list], record.id);
  return place ? [place, ...rest].join('.') : field;
}
