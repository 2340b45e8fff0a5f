import { idSchema } from '@roadmark/domain/ids';
import { and, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { parseInput } from '../../platform/validation.ts';
import { assessmentItemQuestions } from '../assessments/assessment-item.table.ts';
import { assertCanAuthorContent } from '../content-records/content-record.policy.ts';
import { recordEditVersionSave } from '../content-records/edit-version.ts';
import { assertChildKindsHold } from './child-kinds.ts';
import { questionSequenceQuestions, questions } from './question.table.ts';
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
  await db.transaction(async (tx) => {
    await updateLiveQuestion(tx, id, changes);
    await assertChildKindsHold(tx, id);
    // An editor open on it meanwhile must not save over this change unawares.
    await recordEditVersionSave(tx, questions, id, actor);
  });
  return questionView(db, id);
}

/**
 * Spec 2 §7 deleteQuestion(id), with the "deletes of its assessment links" the spec's client sent after it: the
 * question is archived and taken out of every pool and sequence, in one transaction. Its answers, feedback, tags,
 * rules and recorded responses stay, so sessions and results that used it keep their history.
 */
export async function deleteQuestion({ actor, id, db }: { actor: Actor; id: string; db: Database }) {
  assertCanAuthorContent(actor);
  const questionId = parseInput(idSchema, id);
  const view = await questionView(db, questionId);
  const archived = { archived: true, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx.update(questions).set(archived).where(eq(questions.id, questionId));
    await tx
      .update(assessmentItemQuestions)
      .set(archived)
      .where(and(eq(assessmentItemQuestions.questionId, questionId), eq(assessmentItemQuestions.archived, false)));
    await tx
      .update(questionSequenceQuestions)
      .set(archived)
      .where(
        and(
          or(
            eq(questionSequenceQuestions.childQuestionId, questionId),
            eq(questionSequenceQuestions.parentQuestionId, questionId),
          ),
          eq(questionSequenceQuestions.archived, false),
        ),
      );
  });
  return { ...view, archived: true };
}
