import { ALL_RULE_TARGET_TYPES, type RuleTargetType } from '@roadmark/domain/content/driver-metric-rules';
import { idSchema } from '@roadmark/domain/ids';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import { fieldProblem } from '../../platform/errors.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { questions } from '../questions/question.table.ts';
import { questionTags } from '../tags/tag.table.ts';

/** What a tag link or a driver-metric rule hangs on (docs/product/content.md): targetId and targetType. */
export const contentTargetSchema = z.object({
  targetId: z.uuid({ message: 'validation.content.targetInvalid' }),
  targetType: z.enum(ALL_RULE_TARGET_TYPES, { message: 'validation.content.targetInvalid' }),
});
export type ContentTarget = z.output<typeof contentTargetSchema>;

/** The target must be a live question or a live assessment (or training module). */
export async function assertContentTarget(
  tx: Executor,
  target: { targetId: string; targetType: RuleTargetType },
): Promise<void> {
  const table = target.targetType === 'Assessment' ? assessments : questions;
  const [found] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, target.targetId), eq(table.archived, false)));
  if (!found) throw fieldProblem('BAD_USER_INPUT', 'targetId', 'validation.content.targetInvalid');
}

/** A tag link must name a live tag. */
export async function assertQuestionTag(tx: Executor, tagId: string): Promise<void> {
  const [tag] = await tx
    .select({ id: questionTags.id })
    .from(questionTags)
    .where(and(eq(questionTags.id, tagId), eq(questionTags.archived, false)));
  if (!tag) throw fieldProblem('BAD_USER_INPUT', 'questionTagId', 'validation.content.tagInvalid');
}

export const questionTagIdSchema = z.object({
  id: idSchema.optional(),
  questionTagId: z.uuid({ message: 'validation.content.tagInvalid' }),
});
