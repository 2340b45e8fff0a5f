import { newDisplayOrder } from '@roadmark/domain/content/display-order';
import { isUuid } from '@roadmark/domain/ids';
import { and, eq, max } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { ChildChanges } from '../content-records/content-record.ts';
import { questionSequenceQuestions } from './question.table.ts';
import { questionAnswers } from './question-answer.table.ts';

const ORDERED_CHILDREN = {
  answers: { table: questionAnswers, parent: questionAnswers.questionId },
  sequenceQuestions: { table: questionSequenceQuestions, parent: questionSequenceQuestions.parentQuestionId },
};

/**
 * A new answer or sequence link is ordered by the current Unix time in seconds; when a sibling already
 * has that order or a later one (added within the same second), one past the last, so a new record always goes last.
 */
export async function nextDisplayOrder(
  tx: Executor,
  of: keyof typeof ORDERED_CHILDREN,
  parentId: unknown,
): Promise<number> {
  if (!isUuid(parentId)) return newDisplayOrder();
  const { table, parent } = ORDERED_CHILDREN[of];
  const [row] = await tx
    .select({ last: max(table.displayOrder) })
    .from(table)
    .where(and(eq(parent, parentId), eq(table.archived, false)));
  const last = row?.last === null || row?.last === undefined ? undefined : Number(row.last);
  return last === undefined ? newDisplayOrder() : Math.max(newDisplayOrder(), last + 1);
}

/** Added records without a display order go last, in the order they were sent. */
export async function withNewDisplayOrders(
  tx: Executor,
  of: keyof typeof ORDERED_CHILDREN,
  parentId: string,
  changes: ChildChanges | null | undefined,
): Promise<ChildChanges | null | undefined> {
  const added = changes?.added;
  if (!added?.some((record) => typeof record.displayOrder !== 'number')) return changes;
  const first = await nextDisplayOrder(tx, of, parentId);
  return {
    ...changes,
    added: added.map((record, index) =>
      typeof record.displayOrder === 'number' ? record : { ...record, displayOrder: first + index },
    ),
  };
}
