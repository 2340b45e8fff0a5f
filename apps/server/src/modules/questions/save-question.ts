import { questionFormSchema } from '@roadmark/domain/content/question-form';
import { maxScoreForParts } from '@roadmark/domain/content/question-types';
import { idSchema } from '@roadmark/domain/ids';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/rich-text/sanitize-rich-text.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertDriverMetric, assertMedia } from './content-references.ts';
import { assertCanAuthorContent } from './question.policy.ts';
import { questions } from './question.table.ts';
import { questionView } from './question-view.ts';

type QuestionModel = z.output<ReturnType<typeof questionFormSchema>>;

async function assertReferences(tx: Executor, model: QuestionModel): Promise<void> {
  await assertDriverMetric(tx, model.driverMetricId, 'driverMetricId');
  await assertMedia(tx, model.imageBlobReferenceId, 'imageBlobReferenceId', 'image');
  await assertMedia(tx, model.questionTextImageBlobReferenceId, 'questionTextImageBlobReferenceId', 'image');
  await assertMedia(tx, model.videoBlobReferenceId, 'videoBlobReferenceId', 'video');
}

/**
 * The stored columns of a checked model: prompts sanitised as rich text, and the maximum score always following
 * the number of parts (spec 2 §3).
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

/** Spec 2 §7 question(id). */
export function getQuestion({ actor, id, db }: { actor: Actor; id: string; db: Executor }) {
  assertCanAuthorContent(actor);
  return questionView(db, parseInput(idSchema, id));
}

/** Spec 2 §7 createQuestion(model): a question of any type, with the spec defaults for what is left out. */
export async function createQuestion({ actor, input, db }: { actor: Actor; input: unknown; db: Database }) {
  assertCanAuthorContent(actor);
  const model = parseInput(questionFormSchema(), input);
  const id = model.id ?? crypto.randomUUID();
  await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: questions.id }).from(questions).where(eq(questions.id, id));
    if (taken) throw new AppError('CONFLICT', 'errors.idInUse');
    await assertReferences(tx, model);
    await tx.insert(questions).values({ ...columns(model), id });
  });
  return questionView(db, id);
}

/** Spec 2 §7 updateQuestion(model with id): the given fields over the stored ones, checked as a whole. */
export async function updateQuestion({ actor, input, db }: { actor: Actor; input: unknown; db: Database }) {
  assertCanAuthorContent(actor);
  const { id, ...changes } = parseInput(z.looseObject({ id: idSchema }), input);
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(questions)
      .where(and(eq(questions.id, id), eq(questions.archived, false)))
      .for('update');
    if (!stored) throw notFound();
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const model = parseInput(questionFormSchema(), { ...stored, ...given, id });
    await assertReferences(tx, model);
    await tx
      .update(questions)
      .set({ ...columns(model), updatedAt: new Date() })
      .where(eq(questions.id, id));
  });
  return questionView(db, id);
}

/** Spec 2 §7 deleteQuestion(id): archived, so sessions and results that used it keep their history. */
export async function deleteQuestion({ actor, id, db }: { actor: Actor; id: string; db: Database }) {
  assertCanAuthorContent(actor);
  const questionId = parseInput(idSchema, id);
  const view = await questionView(db, questionId);
  await db.update(questions).set({ archived: true, updatedAt: new Date() }).where(eq(questions.id, questionId));
  return { ...view, archived: true };
}
