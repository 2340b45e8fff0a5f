import { and, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { driverMetricAdjustments } from '../content-rules/content-rule.table.ts';
import type { SessionPresented } from './session-presentation.ts';

/** The live adjustment rules a session's result can match: its assessment's, and those of each question it presented. */
export async function adjustmentRulesFor(db: Executor, assessmentId: string, presented: readonly SessionPresented[]) {
  const questionIds = presented.flatMap(({ entry }) => [
    entry.question.id,
    ...entry.children.map((c) => c.question.id),
  ]);
  const t = driverMetricAdjustments;
  const targets = [and(eq(t.targetType, 'Assessment'), eq(t.targetId, assessmentId))];
  if (questionIds.length) targets.push(and(eq(t.targetType, 'Question'), inArray(t.targetId, questionIds)));
  return db
    .select()
    .from(t)
    .where(and(eq(t.archived, false), or(...targets)));
}
