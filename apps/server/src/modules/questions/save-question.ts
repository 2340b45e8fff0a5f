import { idSchema } from '@roadmark/domain/ids';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanAuthorContent } from './question.policy.ts';
import { questions } from './question.table.ts';
import { questionView } from './question-view.ts';
import { insertQuestion, updateLiveQuestion } from './store-question.ts';

/** Spec 2 §7 question(id). */
export function getQuestion({ actor, id, db }: { actor: Actor; id: string; db: Executor }) {
  assertCanAuthorContent(actor);
  return questionView(db, parseInput(idSchema, id));
}

/** Spec 2 §7 createQuestion(model): a question of any type, with the spec defaults for what is left out. */
export async function createQuestion({ actor, input, db }: { actor: Actor; input: object; db: Database }) {
  assertCanAuthorContent(actor);
  const id = await db.transaction((tx) => insertQuestion(tx, { ...input }));
  return questionView(db, id);
}

/** Spec 2 §7 updateQuestion(model with id): the given fields over the stored ones, checked as a whole. */
export async function updateQuestion({ actor, input, db }: { actor: Actor; input: unknown; db: Database }) {
  assertCanAuthorContent(actor);
  const { id, ...changes } = parseInput(z.looseObject({ id: idSchema }), input);
  await db.transaction((tx) => updateLiveQuestion(tx, id, changes));
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
