import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/graphql-client.ts';
import { fieldMessages, useQuestionsApp } from '../../../test/questions-harness.ts';
import { questionAnswers } from './question-answer.table.ts';

const ANSWER = `id questionId displayOrder answerText score isCorrect startResponseTimeSeconds endResponseTimeSeconds
  windowTop windowLeft windowBottom windowRight discriminationGroup subQuestionNumber isSuspicious suspicionScore archived`;
const CREATE = `mutation ($model: QuestionAnswerInput!) { createQuestionAnswer(model: $model) { ${ANSWER} } }`;
const UPDATE = `mutation ($model: QuestionAnswerInput!) { updateQuestionAnswer(model: $model) { ${ANSWER} } }`;
const DELETE = 'mutation ($id: ID!) { deleteQuestionAnswer(id: $id) { id archived } }';
const LIST = 'query ($questionId: ID!) { questionAnswers(questionId: $questionId) { id answerText displayOrder } }';

type Answer = Record<string, unknown> & { id: string };

describe('question answers', () => {
  const { ctx, world, addQuestion, call, snapshot } = useQuestionsApp();
  const create = (model: object, cookie?: string) => call<{ createQuestionAnswer: Answer }>(CREATE, { model }, cookie);
  let choice: string;
  let location: string;
  let responseTime: string;
  beforeAll(async () => {
    choice = await addQuestion('MultipleChoiceVideo');
    location = await addQuestion('LocationResponseImage');
    responseTime = await addQuestion('ResponseTimeVideo');
  });

  it('adds answers with the content defaults, lists them in display order, updates and archives them', async () => {
    const question = await addQuestion('MultipleChoiceImage');
    const second = (await create({ questionId: question, answerText: 'Brake', displayOrder: 20 })).data!;
    const first = await create({ questionId: question, answerText: 'Steer', displayOrder: 10 });
    expect(first.errors).toBeUndefined();
    expect(first.data!.createQuestionAnswer).toMatchObject({
      score: 0,
      isCorrect: false,
      startResponseTimeSeconds: 0,
      windowLeft: 0,
      subQuestionNumber: 1,
      isSuspicious: false,
      suspicionScore: null,
      archived: false,
    });
    const listed = await call<{ questionAnswers: { answerText: string }[] }>(LIST, { questionId: question });
    expect(listed.data!.questionAnswers.map((a) => a.answerText)).toEqual(['Steer', 'Brake']);

    const updated = await call<{ updateQuestionAnswer: Answer }>(UPDATE, {
      model: { id: second.createQuestionAnswer.id, score: 100, isCorrect: true, questionId: choice },
    });
    expect(updated.data!.updateQuestionAnswer).toMatchObject({ answerText: 'Brake', score: 100, questionId: question });

    const deleted = await call(DELETE, { id: second.createQuestionAnswer.id });
    expect(deleted.data).toEqual({ deleteQuestionAnswer: { id: second.createQuestionAnswer.id, archived: true } });
    const after = await call<{ questionAnswers: { answerText: string }[] }>(LIST, { questionId: question });
    expect(after.data!.questionAnswers.map((a) => a.answerText)).toEqual(['Steer']);
    expect(errorCode(await call(DELETE, { id: second.createQuestionAnswer.id }))).toBe('NOT_FOUND');
  });

  it('orders a new answer by the current Unix time when no display order is given', async () => {
    const before = Math.floor(Date.now() / 1000);
    const created = await create({ questionId: choice, answerText: 'Later' });
    expect(created.data!.createQuestionAnswer.displayOrder).toBeGreaterThanOrEqual(before);
  });

  it('stores answer text normalised and sanitised: scripts, handlers and javascript: links are stripped', async () => {
    const created = await create({
      questionId: choice,
      answerText:
        '<p onmouseover="steal()">Brake</p><script>alert(1)</script><a href="javascript:go()">why</a><p><br></p>',
    });
    const [row] = await ctx.db
      .select()
      .from(questionAnswers)
      .where(eq(questionAnswers.id, created.data!.createQuestionAnswer.id));
    expect(row!.answerText).toBe('<p>Brake</p><a>why</a>');
  });

  it.each([
    [
      'a window past the right edge',
      { windowLeft: 1900, windowTop: 10, windowRight: 1930, windowBottom: 90 },
      'windowRight',
      'The window must lie inside the image',
    ],
    [
      'a window above the image',
      { windowLeft: 10, windowTop: -1, windowRight: 90, windowBottom: 90 },
      'windowTop',
      'The window must lie inside the image',
    ],
    [
      'a window of negative width',
      { windowLeft: 300, windowTop: 10, windowRight: 200, windowBottom: 90 },
      'windowRight',
      'The window must be at least 5 by 5',
    ],
    [
      'a window of negative height',
      { windowLeft: 10, windowTop: 500, windowRight: 90, windowBottom: 400 },
      'windowBottom',
      'The window must be at least 5 by 5',
    ],
  ])('refuses %s on a location question (1920x1080 virtual image)', async (_name, window, field, message) => {
    const before = await snapshot();
    const response = await create({ questionId: location, ...window });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(fieldMessages(response)[field]).toBe(message);
    expect(await snapshot()).toEqual(before);
  });

  it('accepts a window inside the virtual image', async () => {
    const response = await create({
      questionId: location,
      windowLeft: 1840,
      windowTop: 1000,
      windowRight: 1920,
      windowBottom: 1080,
    });
    expect(response.data!.createQuestionAnswer).toMatchObject({ windowRight: 1920, windowBottom: 1080 });
  });

  it('refuses an end time before the start time, and negative times', async () => {
    const backwards = await create({
      questionId: responseTime,
      startResponseTimeSeconds: 4.5,
      endResponseTimeSeconds: 2,
    });
    expect(fieldMessages(backwards).endResponseTimeSeconds).toBe('The end time cannot be before the start time');
    const negative = await create({
      questionId: responseTime,
      startResponseTimeSeconds: -1,
      endResponseTimeSeconds: 2,
    });
    expect(fieldMessages(negative).startResponseTimeSeconds).toBe('Times cannot be negative');
    const window = await create({
      questionId: responseTime,
      startResponseTimeSeconds: 1.25,
      endResponseTimeSeconds: 3.5,
    });
    expect(window.data!.createQuestionAnswer).toMatchObject({
      startResponseTimeSeconds: 1.25,
      endResponseTimeSeconds: 3.5,
    });
  });

  it('checks the score range, question part and suspicion score against the question', async () => {
    expect(fieldMessages(await create({ questionId: choice, score: 150 })).score).toBe(
      'Score must be between 0 and 100',
    );
    const scale = await addQuestion('SlidingScaleVideo');
    expect((await create({ questionId: scale, score: -50 })).data!.createQuestionAnswer.score).toBe(-50);
    expect(fieldMessages(await create({ questionId: choice, subQuestionNumber: 2 })).subQuestionNumber).toBe(
      'Question part must be between 1 and the number of parts',
    );
    const twoParts = await addQuestion('MultipleChoiceVideo', { numberOfSubQuestions: 2, maxScore: 200 });
    expect((await create({ questionId: twoParts, subQuestionNumber: 2 })).errors).toBeUndefined();
    expect(fieldMessages(await create({ questionId: choice, isSuspicious: true })).suspicionScore).toBe(
      'Suspicion score must be at least 1',
    );
  });

  it('needs a live question and uploaded images', async () => {
    const archived = await addQuestion('MultipleChoiceVideo', { archived: true });
    for (const questionId of [archived, crypto.randomUUID()]) {
      expect(fieldMessages(await create({ questionId })).questionId).toBe(
        'This belongs to something that has been deleted or does not exist.',
      );
    }
    const notAnImage = await create({ questionId: choice, answerTextImageBlobReferenceId: world.videoId });
    expect(fieldMessages(notAnImage).answerTextImageBlobReferenceId).toBe('Choose an image that has been uploaded.');
    const image = await create({ questionId: choice, scaleImageBlobReferenceId: world.imageId });
    expect(image.errors).toBeUndefined();
  });

  it('refuses an invalid update and keeps the stored answer', async () => {
    const id = (
      await create({ questionId: location, windowLeft: 10, windowTop: 10, windowRight: 90, windowBottom: 90 })
    ).data!.createQuestionAnswer.id;
    const response = await call(UPDATE, { model: { id, windowRight: 2000 } });
    expect(fieldMessages(response).windowRight).toBe('The window must lie inside the image');
    const [row] = await ctx.db.select().from(questionAnswers).where(eq(questionAnswers.id, id));
    expect(row!.windowRight).toBe(90);
  });

  it('lets only Roadmark staff read or change answers, and changes nothing otherwise', async () => {
    const id = (await create({ questionId: choice, answerText: 'Guarded' })).data!.createQuestionAnswer.id;
    const before = await snapshot();
    for (const [query, variables] of [
      [CREATE, { model: { questionId: choice } }],
      [UPDATE, { model: { id, answerText: 'Hacked' } }],
      [DELETE, { id }],
      [LIST, { questionId: choice }],
    ] as const) {
      expect(errorCode(await call(query, variables, world.manager.cookie))).toBe('FORBIDDEN');
      expect(errorCode(await call(query, variables, ''))).toBe('UNAUTHENTICATED');
    }
    expect(await snapshot()).toEqual(before);
  });
});
