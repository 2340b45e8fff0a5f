import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/graphql-client.ts';
import { fieldMessages, useQuestionsApp } from '../../../test/questions-harness.ts';
import { questionFeedbacks } from './question-answer.table.ts';

const FEEDBACK = `id questionId minScore maxScore feedbackText imageBlobReferenceId videoBlobReferenceId archived
  imageBlobReference { id filename mimeType url } videoBlobReference { id mimeType }`;
const CREATE = `mutation ($model: QuestionFeedbackInput!) { createQuestionFeedback(model: $model) { ${FEEDBACK} } }`;
const UPDATE = `mutation ($model: QuestionFeedbackInput!) { updateQuestionFeedback(model: $model) { ${FEEDBACK} } }`;
const DELETE = 'mutation ($id: ID!) { deleteQuestionFeedback(id: $id) { id archived } }';
const LIST = 'query ($questionId: ID!) { questionFeedbacks(questionId: $questionId) { minScore maxScore } }';
const QUESTION_MEDIA = `query ($id: ID!) { question(id: $id) {
  imageBlobReference { id mimeType } videoBlobReference { id mimeType } questionTextImageBlobReference { id }
} }`;

type Feedback = Record<string, unknown> & { id: string };

describe('question feedbacks', () => {
  const { ctx, world, addQuestion, call, snapshot } = useQuestionsApp();
  const create = (model: object, cookie?: string) =>
    call<{ createQuestionFeedback: Feedback }>(CREATE, { model }, cookie);
  let questionId: string;
  beforeAll(async () => {
    questionId = await addQuestion('MultipleChoiceVideo', {
      imageBlobReferenceId: world.imageId,
      videoBlobReferenceId: world.videoId,
    });
  });

  it('adds a 0 to 100 range by default, with its image and video loaded, sorted by min then max', async () => {
    const created = await create({
      questionId,
      imageBlobReferenceId: world.imageId,
      videoBlobReferenceId: world.videoId,
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createQuestionFeedback).toMatchObject({
      minScore: 0,
      maxScore: 100,
      feedbackText: '',
      imageBlobReference: { id: world.imageId, mimeType: 'image/png', url: expect.stringContaining(world.imageId) },
      videoBlobReference: { id: world.videoId, mimeType: 'video/mp4' },
    });
    await create({ questionId, minScore: 50, maxScore: 60 });
    await create({ questionId, minScore: 0, maxScore: 40 });
    const listed = await call(LIST, { questionId });
    expect(listed.data).toEqual({
      questionFeedbacks: [
        { minScore: 0, maxScore: 40 },
        { minScore: 0, maxScore: 100 },
        { minScore: 50, maxScore: 60 },
      ],
    });
  });

  it('stores feedback text sanitised', async () => {
    const created = await create({
      questionId,
      feedbackText: '<p>You scored {score}<img src="x" onerror="steal()"></p><script>alert(1)</script>',
    });
    const [row] = await ctx.db
      .select()
      .from(questionFeedbacks)
      .where(eq(questionFeedbacks.id, created.data!.createQuestionFeedback.id));
    expect(row!.feedbackText).not.toMatch(/script|onerror/);
    expect(row!.feedbackText).toContain('You scored {score}');
  });

  it('refuses an inverted range, wrong media and a deleted question, keeping what was stored', async () => {
    const id = (await create({ questionId, minScore: 10, maxScore: 20 })).data!.createQuestionFeedback.id;
    const inverted = await call(UPDATE, { model: { id, minScore: 30 } });
    expect(fieldMessages(inverted).minScore).toBe('Minimum score cannot be above the maximum score');
    const [row] = await ctx.db.select().from(questionFeedbacks).where(eq(questionFeedbacks.id, id));
    expect(row).toMatchObject({ minScore: 10, maxScore: 20 });
    expect(fieldMessages(await create({ questionId, videoBlobReferenceId: world.imageId })).videoBlobReferenceId).toBe(
      'Choose a video that has been uploaded.',
    );
    const archived = await addQuestion('LearningText', { archived: true });
    expect(fieldMessages(await create({ questionId: archived })).questionId).toBe(
      'This belongs to something that has been deleted or does not exist.',
    );
    expect((await call(DELETE, { id })).data).toEqual({ deleteQuestionFeedback: { id, archived: true } });
  });

  it("shows the question's image, video and prompt image as blob references", async () => {
    const response = await call(QUESTION_MEDIA, { id: questionId });
    expect(response.data).toEqual({
      question: {
        imageBlobReference: { id: world.imageId, mimeType: 'image/png' },
        videoBlobReference: { id: world.videoId, mimeType: 'video/mp4' },
        questionTextImageBlobReference: null,
      },
    });
  });

  it('lets only Roadmark staff read or change feedbacks, and changes nothing otherwise', async () => {
    const id = (await create({ questionId })).data!.createQuestionFeedback.id;
    const before = await snapshot();
    for (const [query, variables] of [
      [CREATE, { model: { questionId } }],
      [UPDATE, { model: { id, feedbackText: 'Hacked' } }],
      [DELETE, { id }],
      [LIST, { questionId }],
    ] as const) {
      expect(errorCode(await call(query, variables, world.manager.cookie))).toBe('FORBIDDEN');
      expect(errorCode(await call(query, variables, ''))).toBe('UNAUTHENTICATED');
    }
    expect(await snapshot()).toEqual(before);
  });
});
