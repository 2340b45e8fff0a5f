import { questionFormSchema } from '@roadmark/domain/content/question-form';
import { maxScoreForParts } from '@roadmark/domain/content/question-types';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { givenFields } from '../../platform/graphql/given-fields.ts';
import { sanitizeRichText } from '../../platform/rich-text/sanitize-rich-text.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertDriverMetric, assertMedia } from '../content-records/content-references.ts';
import { questions } from './question.table.ts';
import { assertTypeMayChange } from './question-type-lock.ts';

export type QuestionModel = z.output<ReturnType<typeof questionFormSchema>>;
/** The schema a question is checked with: any type by default, or one editor's category. */
export type QuestionSchema = z.ZodType<QuestionModel>;

async function assertReferences(tx: Executor, model: QuestionModel): Promise<void> {
  await assertDriverMetric(tx, model.driverMetricId, 'driverMetricId');
  await assertMedia(tx, model.imageBlobReferenceId, 'imageBlobReferenceId', 'image');
  await assertMedia(tx, model.questionTextImageBlobReferenceId, 'questionTextImageBlobReferenceId', 'image');
  await assertMedia(tx, model.videoBlobReferenceId, 'videoBlobReferenceId', 'video');
}

/**
 * The stored columns of a checked model: prompts sanitised as rich text, and the maximum score always following
 * the number of parts (docs/product/content.md#questions-and-their-types).
 */
function columns(model: QuestionModel) {
  const { id: _id, ...fields } = model;
  return {
    ...fields,
    questionText: sanitizeRichText(fields.questionText),
    preQuestionText: sanitizeRichText(fields.preQuestionText),
    driverMetricId: fields.driverMetricId ?? null,
    imageBlobReferenceId: fields.imageBlobReferenceId ?? null,
    videoBlobReferenceId: fields.videoBlobReferenceId ?? null,
    questionTextImageBlobReferenceId: fields.questionTextImageBlobReferenceId ?? null,
    maxScore: maxScoreForParts(fields.numberOfSubQuestions),
  };
}

/** Creates a question in the caller's transaction; a client-chosen id is accepted only when no record has it. */
export async function insertQuestion(
  tx: Executor,
  input: Record<string, unknown>,
  schema: QuestionSchema = questionFormSchema(),
): Promise<string> {
  const model = parseInput(schema, givenFields(input));
  const id = model.id ?? crypto.randomUUID();
  const [taken] = await tx.select({ id: questions.id }).from(questions).where(eq(questions.id, id));
  if (taken) throw new AppError('CONFLICT', 'errors.idInUse');
  await assertReferences(tx, model);
  await tx.insert(questions).values({ ...columns(model), id });
  return id;
}

/** Updates a live question in the caller's transaction: the given fields over the stored ones, checked as a whole. */
export async function updateLiveQuestion(
  tx: Executor,
  id: string,
  input: Record<string, unknown>,
  schema: QuestionSchema = questionFormSchema(),
): Promise<string> {
  const [stored] = await tx
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), eq(questions.archived, false)))
    .for('update');
  if (!stored) throw notFound();
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const model = parseInput(schema, { ...stored, ...given, id });
  if (model.questionType !== stored.questionType) await assertTypeMayChange(tx, id);
  await assertReferences(tx, model);
  await tx
    .update(questions)
    .set({ ...columns(model), updatedAt: new Date() })
    .where(eq(questions.id, id));
  return id;
}
