import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/graphql-client.ts';
import { fieldMessages, useQuestionsApp } from '../../../test/questions-harness.ts';
import { questionSequenceQuestions } from './question.table.ts';

const LINK = 'id parentQuestionId childQuestionId displayOrder archived childQuestion { id name archived }';
const CREATE = `mutation ($model: QuestionSequenceQuestionInput!) { createQuestionSequenceQuestion(model: $model) { ${LINK} } }`;
const UPDATE = `mutation ($model: QuestionSequenceQuestionInput!) { updateQuestionSequenceQuestion(model: $model) { ${LINK} } }`;
const DELETE = 'mutation ($id: ID!) { deleteQuestionSequenceQuestion(id: $id) { id archived } }';
const LIST = `query ($parentQuestionId: ID!) {
  questionSequenceQuestions(parentQuestionId: $parentQuestionId) { childQuestionId childQuestion { name } }
}`;
const CONTAINS_ITSELF = 'A sequence cannot contain itself, directly or through another sequence';

type Link = Record<string, unknown> & { id: string };

describe('sequence questions', () => {
  const { ctx, world, addQuestion, call, snapshot } = useQuestionsApp();
  const link = (parentQuestionId: string, childQuestionId: string, displayOrder?: number) =>
    call<{ createQuestionSequenceQuestion: Link }>(CREATE, {
      model: { parentQuestionId, childQuestionId, displayOrder },
    });

  it('links live child questions in display order, with each child question', async () => {
    const sequence = await addQuestion('SequenceOfQuestions');
    const first = await addQuestion('MultipleChoiceVideo', { name: 'First clip' });
    const second = await addQuestion('ResponseTimeVideo', { name: 'Second clip' });
    const created = await link(sequence, second, 200);
    expect(created.errors).toBeUndefined();
    expect(created.data!.createQuestionSequenceQuestion).toMatchObject({
      parentQuestionId: sequence,
      childQuestion: { id: second, name: 'Second clip', archived: false },
    });
    await link(sequence, first, 100);
    const listed = await call(LIST, { parentQuestionId: sequence });
    expect(listed.data).toEqual({
      questionSequenceQuestions: [
        { childQuestionId: first, childQuestion: { name: 'First clip' } },
        { childQuestionId: second, childQuestion: { name: 'Second clip' } },
      ],
    });
    const id = created.data!.createQuestionSequenceQuestion.id;
    const moved = await call(UPDATE, { model: { id, displayOrder: 50 } });
    expect(moved.data).toMatchObject({ updateQuestionSequenceQuestion: { displayOrder: 50 } });
    expect((await call(DELETE, { id })).data).toEqual({ deleteQuestionSequenceQuestion: { id, archived: true } });
    const [row] = await ctx.db.select().from(questionSequenceQuestions).where(eq(questionSequenceQuestions.id, id));
    expect(row!.archived).toBe(true);
  });

  it('refuses a child that is deleted or missing, and a deleted sequence', async () => {
    const sequence = await addQuestion('SequenceOfQuestions');
    const deleted = await addQuestion('MultipleChoiceVideo', { archived: true });
    for (const child of [deleted, crypto.randomUUID()]) {
      expect(fieldMessages(await link(sequence, child)).childQuestionId).toBe('Choose a question that exists.');
    }
    const deletedSequence = await addQuestion('SequenceOfQuestions', { archived: true });
    expect(fieldMessages(await link(deletedSequence, sequence)).parentQuestionId).toBe(
      'This belongs to something that has been deleted or does not exist.',
    );
  });

  it('lets a sequence hold questions and questionnaires, a questionnaire its own questions, and nothing else', async () => {
    const sequence = await addQuestion('SequenceOfQuestions');
    const questionnaire = await addQuestion('Questionnaire');
    for (const type of ['MultipleChoiceImage', 'SequenceOfQuestions', 'Questionnaire'] as const) {
      expect((await link(sequence, await addQuestion(type))).errors).toBeUndefined();
    }
    expect((await link(questionnaire, await addQuestion('QuestionnaireScale'))).errors).toBeUndefined();
    const before = await snapshot();
    for (const type of ['LearningText', 'InformationImage', 'QuestionnaireInput'] as const) {
      expect(fieldMessages(await link(sequence, await addQuestion(type))).childQuestionId).toBe(
        'A sequence holds questions and questionnaires only',
      );
    }
    expect(fieldMessages(await link(questionnaire, await addQuestion('MultipleChoiceImage'))).childQuestionId).toBe(
      'A questionnaire holds its own questions only',
    );
    const plain = await addQuestion('MultipleChoiceImage');
    expect(fieldMessages(await link(plain, await addQuestion('MultipleChoiceImage'))).childQuestionId).toBe(
      'Only a sequence or a questionnaire holds other questions',
    );
    const after = await snapshot();
    // Only the questions made above were added: no link.
    expect(after.slice(1)).toEqual(before.slice(1));
  });

  it("refuses a type change that would break its parents' or its children's kinds", async () => {
    const UPDATE_QUESTION = 'mutation ($model: QuestionInput!) { updateQuestion(model: $model) { id questionType } }';
    const sequence = await addQuestion('SequenceOfQuestions');
    const child = await addQuestion('MultipleChoiceImage');
    expect((await link(sequence, child)).errors).toBeUndefined();
    const before = await snapshot();
    const childToLearning = await call(UPDATE_QUESTION, { model: { id: child, questionType: 'LearningText' } });
    expect(fieldMessages(childToLearning)).toEqual({
      questionType: 'A sequence holds questions and questionnaires only',
    });
    const parentToChoice = await call(UPDATE_QUESTION, {
      model: { id: sequence, questionType: 'MultipleChoiceVideo' },
    });
    expect(fieldMessages(parentToChoice)).toEqual({
      questionType: 'Only a sequence or a questionnaire holds other questions',
    });
    const bundled = await call('mutation ($model: QuestionBundleInput!) { saveQuestion(model: $model) { id } }', {
      model: { question: { id: child, questionType: 'InformationText' } },
    });
    expect(fieldMessages(bundled)).toEqual({
      'question.questionType': 'A sequence holds questions and questionnaires only',
    });
    expect(await snapshot()).toEqual(before);
    // Within its kind the type may change.
    expect(
      (await call(UPDATE_QUESTION, { model: { id: child, questionType: 'LocationResponseImage' } })).errors,
    ).toBeUndefined();
  });

  it('refuses a sequence that contains itself, directly or through other sequences', async () => {
    const a = await addQuestion('SequenceOfQuestions');
    const b = await addQuestion('SequenceOfQuestions');
    const c = await addQuestion('SequenceOfQuestions');
    expect(fieldMessages(await link(a, a)).childQuestionId).toBe(CONTAINS_ITSELF);
    expect((await link(a, b)).errors).toBeUndefined();
    const bToC = (await link(b, c)).data!.createQuestionSequenceQuestion.id;
    const before = await snapshot();
    expect(fieldMessages(await link(c, a)).childQuestionId).toBe(CONTAINS_ITSELF);
    expect(fieldMessages(await link(b, a)).childQuestionId).toBe(CONTAINS_ITSELF);
    // Re-pointing an existing link is checked too.
    expect(fieldMessages(await call(UPDATE, { model: { id: bToC, childQuestionId: a } })).childQuestionId).toBe(
      CONTAINS_ITSELF,
    );
    expect(await snapshot()).toEqual(before);
    // Once the link through b is removed, c may contain a.
    await call(DELETE, { id: bToC });
    expect((await link(c, a)).errors).toBeUndefined();
  });

  it('lets only Roadmark staff read or change sequence links, and changes nothing otherwise', async () => {
    const sequence = await addQuestion('SequenceOfQuestions');
    const child = await addQuestion('MultipleChoiceVideo');
    const id = (await link(sequence, child)).data!.createQuestionSequenceQuestion.id;
    const before = await snapshot();
    for (const [query, variables] of [
      [CREATE, { model: { parentQuestionId: sequence, childQuestionId: child } }],
      [UPDATE, { model: { id, displayOrder: 1 } }],
      [DELETE, { id }],
      [LIST, { parentQuestionId: sequence }],
    ] as const) {
      expect(errorCode(await call(query, variables, world.manager.cookie))).toBe('FORBIDDEN');
      expect(errorCode(await call(query, variables, ''))).toBe('UNAUTHENTICATED');
    }
    expect(await snapshot()).toEqual(before);
  });
});
