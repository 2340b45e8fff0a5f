import { idSchema, isUuid } from '@roadmark/domain/ids';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanAuthorContent } from '../content-records/content-record.policy.ts';
import {
  applyChildChanges,
  archiveContentRecord,
  type ChildChanges,
  type ContentRecordKind,
  insertContentRecord,
  updateContentRecord,
  withFieldPrefix,
} from '../content-records/content-record.ts';
import { assertEditVersion, recordEditVersionSave } from '../content-records/edit-version.ts';
import { withFieldPlace, withListMessage } from '../content-records/field-places.ts';
import {
  driverMetricAdjustmentKind,
  driverMetricRecommendationKind,
  questionTagLinkKind,
} from '../content-rules/content-rule-kinds.ts';
import { assessments } from './assessment.table.ts';
import {
  assessmentFeedbackKind,
  assessmentItemDriverMetricQuantityKind,
  assessmentItemKind,
  assessmentItemQuestionKind,
} from './assessment-child-kinds.ts';
import {
  assessmentItemDriverMetricQuantities,
  assessmentItemQuestions,
  assessmentItems,
} from './assessment-item.table.ts';
import { assertLiveItem } from './assessment-parents.ts';
import { insertAssessment, lockAssessment, updateAssessmentRecord } from './assessment-record.ts';
import { assessmentView } from './assessment-view.ts';
import { assertSavedAssessmentValid } from './check-saved-assessment.ts';

/**
 * saveAssessment's model: the assessment and every child collection the edit screen changed
 * (docs/product/content-editor.md#one-save).
 */
export interface AssessmentBundle {
  assessment: Record<string, unknown>;
  /** The edit version the editor opened; a save over a newer one is refused (see assertEditVersion). */
  expectedEditVersion?: number | null;
  feedbacks?: ChildChanges | null;
  tagLinks?: ChildChanges | null;
  recommendations?: ChildChanges | null;
  adjustments?: ChildChanges | null;
  items?: ChildChanges | null;
  itemDriverMetricQuantities?: ChildChanges | null;
  itemQuestions?: ChildChanges | null;
}

const COLLECTIONS = [
  'feedbacks',
  'tagLinks',
  'recommendations',
  'adjustments',
  'items',
  'itemDriverMetricQuantities',
  'itemQuestions',
] as const;

const ON_THE_ASSESSMENT = { targetType: 'Assessment' } as const;

/** Updated and removed records are named by id; a malformed one is a field error, not a database error. */
async function assertIdsWellFormed(bundle: AssessmentBundle): Promise<void> {
  const shape = z.object({
    updated: z.array(z.looseObject({ id: idSchema })).nullish(),
    removed: z.array(idSchema).nullish(),
  });
  for (const collection of COLLECTIONS) {
    const changes = bundle[collection];
    if (changes) await withFieldPlace(collection, async () => parseInput(shape, changes));
  }
}

/** Where the bundle sent each record that came with an id (`items.added.0`), to name the place of later problems. */
function placesSent(bundle: AssessmentBundle): Map<string, string> {
  const places = new Map<string, string>();
  for (const collection of COLLECTIONS) {
    for (const set of ['added', 'updated'] as const) {
      for (const [index, record] of (bundle[collection]?.[set] ?? []).entries()) {
        if (typeof record.id === 'string') places.set(record.id, `${collection}.${set}.${index}`);
      }
    }
  }
  return places;
}

/** No id creates; a live id updates; an id no record has creates with it; an archived one is gone. */
async function saveAssessmentRecord(tx: Executor, input: Record<string, unknown>): Promise<string> {
  if (input.id === undefined || input.id === null) return insertAssessment(tx, input);
  const id = parseInput(z.object({ id: idSchema }), { id: input.id }).id;
  const stored = await lockAssessment(tx, id);
  if (!stored) return insertAssessment(tx, input);
  if (stored.archived) throw notFound();
  return updateAssessmentRecord(tx, input);
}

/** The display rule kind within one assessment: a rule may only hang on an item of that assessment. */
function displayRuleKindWithin(assessmentId: string): typeof assessmentItemDriverMetricQuantityKind {
  const base = assessmentItemDriverMetricQuantityKind;
  return {
    ...base,
    check: async (tx, model) => {
      await assertLiveItem(tx, model.assessmentItemId, assessmentId);
      await base.check(tx, model);
    },
  };
}

/** The item of a live display rule of the assessment. */
async function itemOfRule(tx: Executor, ruleId: unknown, assessmentId: string): Promise<string> {
  const q = assessmentItemDriverMetricQuantities;
  const [rule] = isUuid(ruleId)
    ? await tx
        .select({ itemId: q.assessmentItemId })
        .from(q)
        .innerJoin(assessmentItems, eq(assessmentItems.id, q.assessmentItemId))
        .where(and(eq(q.id, ruleId), eq(q.archived, false), eq(assessmentItems.assessmentId, assessmentId)))
    : [];
  if (!rule) throw notFound();
  return rule.itemId;
}

/**
 * Display rules hang on items, not on the assessment, so one collection spans several parents: applied like
 * applyChildChanges (additions, updates, removals, places named `itemDriverMetricQuantities.added.0`), each record
 * checked against its own item, which must be one of this assessment's.
 */
async function applyDisplayRuleChanges(
  tx: Executor,
  assessmentId: string,
  changes: ChildChanges | null | undefined,
  places: Map<string, string>,
) {
  if (!changes) return;
  const field = 'itemDriverMetricQuantities';
  const kind: ContentRecordKind<{ id?: string | undefined; assessmentItemId: string }> =
    displayRuleKindWithin(assessmentId);
  for (const [index, added] of (changes.added ?? []).entries()) {
    const place = `${field}.added.${index}`;
    places.set(await withFieldPrefix(place, () => insertContentRecord(tx, kind, { ...added })), place);
  }
  for (const [index, updated] of (changes.updated ?? []).entries()) {
    await withFieldPrefix(`${field}.updated.${index}`, async () =>
      updateContentRecord(tx, kind, { ...updated }, await itemOfRule(tx, updated.id, assessmentId)),
    );
  }
  for (const [index, id] of (changes.removed ?? []).entries()) {
    await withFieldPrefix(`${field}.removed.${index}`, async () =>
      archiveContentRecord(tx, kind, id, await itemOfRule(tx, id, assessmentId)),
    );
  }
}

/** Removing an item removes its pool entries and display rules with it (docs/product/content-editor.md#items). */
async function archiveChildrenOfRemovedItems(tx: Executor, assessmentId: string): Promise<void> {
  const removedItems = tx
    .select({ id: assessmentItems.id })
    .from(assessmentItems)
    .where(and(eq(assessmentItems.assessmentId, assessmentId), eq(assessmentItems.archived, true)));
  for (const table of [assessmentItemQuestions, assessmentItemDriverMetricQuantities]) {
    await tx
      .update(table)
      .set({ archived: true, updatedAt: new Date() })
      .where(and(eq(table.archived, false), inArray(table.assessmentItemId, removedItems)));
  }
}

/** An item with display rules presents the sum of their quantities (docs/product/content.md#items). */
async function presentSumOfDisplayRules(tx: Executor, assessmentId: string): Promise<void> {
  const q = assessmentItemDriverMetricQuantities;
  const sums = await tx
    .select({ itemId: q.assessmentItemId, total: sql<number>`cast(sum(${q.quantity}) as integer)` })
    .from(q)
    .innerJoin(assessmentItems, eq(assessmentItems.id, q.assessmentItemId))
    .where(
      and(eq(assessmentItems.assessmentId, assessmentId), eq(assessmentItems.archived, false), eq(q.archived, false)),
    )
    .groupBy(q.assessmentItemId);
  for (const { itemId, total } of sums) {
    await tx
      .update(assessmentItems)
      .set({ numberOfQuestionsToPresent: Number(total), updatedAt: new Date() })
      .where(and(eq(assessmentItems.id, itemId), ne(assessmentItems.numberOfQuestionsToPresent, Number(total))));
  }
}

/**
 * saveAssessment(model): the whole edit screen in ONE transaction (docs/product/content-editor.md#one-save), in this
 * order: the assessment (with creationDate now), feedbacks, tag links, recommendations, adjustments, items, display
 * rules and pool entries, each collection's additions, then updates, then removals. The stored result is then validated
 * as a whole; any problem rolls everything back.
 */
export async function saveAssessment({ actor, input: bundle, db }: UseCaseCall<AssessmentBundle>) {
  assertCanAuthorContent(actor);
  await assertIdsWellFormed(bundle);
  const places = placesSent(bundle);
  const id = await db.transaction(async (tx) => {
    await assertEditVersion(tx, assessments, bundle.assessment.id, bundle.expectedEditVersion);
    const assessmentId = await withFieldPlace('assessment', () => saveAssessmentRecord(tx, bundle.assessment));
    await recordEditVersionSave(tx, assessments, assessmentId, actor);
    const apply = <M extends { id?: string | undefined }>(
      kind: ContentRecordKind<M>,
      collection: (typeof COLLECTIONS)[number],
      extra?: Record<string, unknown>,
    ) => applyChildChanges(tx, kind, assessmentId, bundle[collection], collection, extra);

    await withListMessage('feedbacks', 'validation.content.feedbacksInvalid', () =>
      apply(assessmentFeedbackKind, 'feedbacks'),
    );
    await apply(questionTagLinkKind, 'tagLinks', ON_THE_ASSESSMENT);
    await withListMessage('recommendations', 'validation.content.recommendationsInvalid', () =>
      apply(driverMetricRecommendationKind, 'recommendations', ON_THE_ASSESSMENT),
    );
    await withListMessage('adjustments', 'validation.content.adjustmentsInvalid', () =>
      apply(driverMetricAdjustmentKind, 'adjustments', ON_THE_ASSESSMENT),
    );
    await withListMessage('items', 'validation.content.itemsInvalid', async () => {
      await apply(assessmentItemKind, 'items');
      await applyDisplayRuleChanges(tx, assessmentId, bundle.itemDriverMetricQuantities, places);
      await apply(assessmentItemQuestionKind, 'itemQuestions');
    });
    await archiveChildrenOfRemovedItems(tx, assessmentId);
    await presentSumOfDisplayRules(tx, assessmentId);
    await assertSavedAssessmentValid(tx, assessmentId, places);
    return assessmentId;
  });
  return assessmentView(db, id);
}
