import { idSchema } from '@roadmark/domain/ids';
import { NAME_MAX_LENGTH } from '@roadmark/domain/reference-data';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanAuthorContent } from '../content-records/content-record.policy.ts';
import {
  driverMetricAdjustments,
  driverMetricRecommendations,
  questionTagLinks,
} from '../content-rules/content-rule.table.ts';
import { assessmentFeedbacks, assessments } from './assessment.table.ts';
import {
  assessmentItemDriverMetricQuantities,
  assessmentItemQuestions,
  assessmentItems,
} from './assessment-item.table.ts';
import { assessmentView } from './assessment-view.ts';

const COPY_SUFFIX = ' (copy)';

/** "{name} (copy)", shortened first when the name is already as long as a name may be. */
function copyName(name: string): string {
  return `${name.slice(0, NAME_MAX_LENGTH - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

/** A stored row as new values: a new id, fresh timestamps, and the given columns replaced. */
function copyOf<T extends { id: string; createdAt: Date; updatedAt: Date }>(row: T, changes: Partial<T> = {}) {
  const { createdAt: _created, updatedAt: _updated, ...columns } = row;
  return { ...columns, ...changes, id: crypto.randomUUID() };
}

async function insertAll(tx: Executor, table: PgTable, rows: readonly object[]): Promise<void> {
  if (rows.length > 0) await tx.insert(table).values(rows as never);
}

async function copyTargetRecords(tx: Executor, sourceId: string, copyId: string): Promise<void> {
  for (const table of [questionTagLinks, driverMetricRecommendations, driverMetricAdjustments]) {
    const rows = await tx
      .select()
      .from(table)
      .where(and(eq(table.targetType, 'Assessment'), eq(table.targetId, sourceId), eq(table.archived, false)));
    await insertAll(
      tx,
      table,
      rows.map((row) => copyOf(row, { targetId: copyId })),
    );
  }
}

async function copyItems(tx: Executor, sourceId: string, copyId: string): Promise<void> {
  const items = await tx
    .select()
    .from(assessmentItems)
    .where(and(eq(assessmentItems.assessmentId, sourceId), eq(assessmentItems.archived, false)));
  const itemCopies = items.map((item) => copyOf(item, { assessmentId: copyId }));
  await insertAll(tx, assessmentItems, itemCopies);
  if (items.length === 0) return;
  const newItemId = new Map(items.map((item, index) => [item.id, itemCopies[index]!.id]));
  const sourceItemIds = [...newItemId.keys()];
  const pool = await tx
    .select()
    .from(assessmentItemQuestions)
    .where(
      and(
        inArray(assessmentItemQuestions.assessmentItemId, sourceItemIds),
        eq(assessmentItemQuestions.archived, false),
      ),
    );
  await insertAll(
    tx,
    assessmentItemQuestions,
    pool.map((entry) =>
      copyOf(entry, { assessmentId: copyId, assessmentItemId: newItemId.get(entry.assessmentItemId)! }),
    ),
  );
  const q = assessmentItemDriverMetricQuantities;
  const rules = await tx
    .select()
    .from(q)
    .where(and(inArray(q.assessmentItemId, sourceItemIds), eq(q.archived, false)));
  await insertAll(
    tx,
    q,
    rules.map((rule) => copyOf(rule, { assessmentItemId: newItemId.get(rule.assessmentItemId)! })),
  );
}

/**
 * cloneAssessment(copyFromAssessmentId) (docs/product/content.md#assessments-and-training-modules): a deep copy, in one
 * transaction, of a live assessment with its live items, pools, display rules, feedbacks, tag links, recommendations
 * and adjustments, all with new ids. The copy is named "{name} (copy)" and dated now; the source is left as it was.
 */
export async function cloneAssessment({
  actor,
  input: { copyFromAssessmentId },
  db,
}: UseCaseCall<{ copyFromAssessmentId: string }>) {
  assertCanAuthorContent(actor);
  const sourceId = parseInput(idSchema, copyFromAssessmentId);
  const copyId = await db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(assessments)
      .where(and(eq(assessments.id, sourceId), eq(assessments.archived, false)))
      .for('share');
    if (!source) throw new AppError('NOT_FOUND', 'validation.content.copySourceMissing');
    const copy = copyOf(source, {
      name: copyName(source.name),
      creationDate: new Date(),
      // A copy is a new record: its first version, saved by whoever made it.
      editVersion: 1,
      savedByUserId: actor.userId,
      savedAt: new Date(),
    });
    await tx.insert(assessments).values(copy);
    await copyItems(tx, sourceId, copy.id);
    const feedbacks = await tx
      .select()
      .from(assessmentFeedbacks)
      .where(and(eq(assessmentFeedbacks.assessmentId, sourceId), eq(assessmentFeedbacks.archived, false)));
    await insertAll(
      tx,
      assessmentFeedbacks,
      feedbacks.map((feedback) => copyOf(feedback, { assessmentId: copy.id })),
    );
    await copyTargetRecords(tx, sourceId, copy.id);
    return copy.id;
  });
  return assessmentView(db, copyId);
}
