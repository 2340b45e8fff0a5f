import type { RandomSource } from '@roadmark/domain/delivery/seeded-random';
import { buildSessionItemOrder } from '@roadmark/domain/delivery/session-order';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import {
  assessmentItemDriverMetricQuantities,
  assessmentItemQuestions,
  assessmentItems,
} from '../assessments/assessment-item.table.ts';
import { questions } from '../questions/question.table.ts';

/** One item's place in a session and the questions it presents there. */
export interface SessionOrderEntry {
  assessmentItemId: string;
  position: number;
  questionIds: string[];
}

/** The live items of an assessment with their live pool questions and display rules, as the order rules read them. */
async function itemsToPresent(tx: Executor, assessmentId: string) {
  const items = await tx
    .select()
    .from(assessmentItems)
    .where(and(eq(assessmentItems.assessmentId, assessmentId), eq(assessmentItems.archived, false)))
    .orderBy(asc(assessmentItems.displayOrder), asc(assessmentItems.id));
  const itemIds = items.map((item) => item.id);
  if (itemIds.length === 0) return [];
  // One after another: inside a transaction they share one connection.
  const pool = await tx
    .select({
      assessmentItemId: assessmentItemQuestions.assessmentItemId,
      questionId: assessmentItemQuestions.questionId,
      driverMetricId: questions.driverMetricId,
    })
    .from(assessmentItemQuestions)
    .innerJoin(questions, eq(questions.id, assessmentItemQuestions.questionId))
    .where(
      and(
        inArray(assessmentItemQuestions.assessmentItemId, itemIds),
        eq(assessmentItemQuestions.archived, false),
        eq(questions.archived, false),
      ),
    )
    .orderBy(asc(assessmentItemQuestions.createdAt), asc(assessmentItemQuestions.id));
  const rules = await tx
    .select()
    .from(assessmentItemDriverMetricQuantities)
    .where(
      and(
        inArray(assessmentItemDriverMetricQuantities.assessmentItemId, itemIds),
        eq(assessmentItemDriverMetricQuantities.archived, false),
      ),
    );
  return items.map((item) => ({
    id: item.id,
    displayOrder: item.displayOrder,
    numberOfQuestionsToPresent: item.numberOfQuestionsToPresent,
    counterbalanceGroup: item.counterbalanceGroup,
    pool: pool
      .filter((entry) => entry.assessmentItemId === item.id)
      .map((entry) => ({ questionId: entry.questionId, driverMetricId: entry.driverMetricId })),
    displayRules: rules
      .filter((rule) => rule.assessmentItemId === item.id)
      .map((rule) => ({ driverMetricId: rule.driverMetricId, quantity: rule.quantity })),
  }));
}

/** Draws this session's questions (docs/product/presentation-order.md): each item's questions at its place. */
export async function drawSessionOrder(
  tx: Executor,
  assessmentId: string,
  sessionIndex: number,
  random: RandomSource,
): Promise<SessionOrderEntry[]> {
  const order = buildSessionItemOrder(await itemsToPresent(tx, assessmentId), { sessionIndex, random });
  return order.map((entry, position) => ({ ...entry, position }));
}
