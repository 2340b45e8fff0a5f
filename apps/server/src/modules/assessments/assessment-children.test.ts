import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentSnapshot, fieldMessages, useAssessmentsApp } from '../../../test/assessments-harness.ts';
import { errorCode } from '../../../test/graphql-client.ts';
import { questions } from '../questions/question.table.ts';
import { assessments } from './assessment.table.ts';

const FEEDBACK = `id assessmentId minTotalScore maxTotalScore feedbackText imageBlobReferenceId videoBlobReferenceId
  imageBlobReference { id url } videoBlobReference { id url } archived`;
const ITEM = 'id assessmentId displayOrder numberOfQuestionsToPresent counterbalanceGroup archived';
const ENTRY = `id assessmentId assessmentItemId questionId archived
  question { id name questionType driverMetricId driverMetricName archived }`;
const RULE = 'id assessmentItemId driverMetricId quantity archived';

const ops = {
  createFeedback: `mutation ($model: AssessmentFeedbackInput!) { createAssessmentFeedback(model: $model) { ${FEEDBACK} } }`,
  updateFeedback: `mutation ($model: AssessmentFeedbackInput!) { updateAssessmentFeedback(model: $model) { ${FEEDBACK} } }`,
  deleteFeedback: 'mutation ($id: ID!) { deleteAssessmentFeedback(id: $id) { id archived } }',
  feedbacks: `query ($id: ID!) { assessmentFeedbacks(assessmentId: $id) { ${FEEDBACK} } }`,
  createItem: `mutation ($model: AssessmentItemInput!) { createAssessmentItem(model: $model) { ${ITEM} } }`,
  updateItem: `mutation ($model: AssessmentItemInput!) { updateAssessmentItem(model: $model) { ${ITEM} } }`,
  deleteItem: 'mutation ($id: ID!) { deleteAssessmentItem(id: $id) { id archived } }',
  items: `query ($id: ID!) { assessmentItems(assessmentId: $id) { ${ITEM} } }`,
  createEntry: `mutation ($model: AssessmentItemQuestionInput!) { createAssessmentItemQuestion(model: $model) { ${ENTRY} } }`,
  updateEntry: `mutation ($model: AssessmentItemQuestionInput!) { updateAssessmentItemQuestion(model: $model) { ${ENTRY} } }`,
  deleteEntry: 'mutation ($id: ID!) { deleteAssessmentItemQuestion(id: $id) { id archived } }',
  entries: `query ($id: ID!) { assessmentItemQuestions(assessmentId: $id) { ${ENTRY} } }`,
  createRule: `mutation ($model: AssessmentItemDriverMetricQuantityInput!) {
    createAssessmentItemDriverMetricQuantity(model: $model) { ${RULE} } }`,
  updateRule: `mutation ($model: AssessmentItemDriverMetricQuantityInput!) {
    updateAssessmentItemDriverMetricQuantity(model: $model) { ${RULE} } }`,
  deleteRule: 'mutation ($id: ID!) { deleteAssessmentItemDriverMetricQuantity(id: $id) { id archived } }',
  rules: `query ($id: ID!) { assessmentItemDriverMetricQuantities(assessmentId: $id) { ${RULE} } }`,
};
type Op = keyof typeof ops;

describe('assessment feedbacks, items, pools and display rules, one record at a time', () => {
  const { ctx, world, call } = useAssessmentsApp();
  const run = <T = Record<string, Record<string, unknown> & { id: string }>>(
    op: Op,
    variables: object,
    cookie?: string,
  ) => call<T>(ops[op], variables, cookie);
  const created = async (op: Op, model: object): Promise<Record<string, unknown> & { id: string }> => {
    const response = await run(op, { model });
    expect(response.errors).toBeUndefined();
    return Object.values(response.data!)[0]!;
  };
  let assessmentId: string;
  let otherAssessmentId: string;
  let archivedAssessmentId: string;
  beforeAll(async () => {
    const insert = async (name: string, archived = false) => {
      const id = crypto.randomUUID();
      await ctx.db.insert(assessments).values({ id, name, assessmentType: 'Assessment', archived });
      return id;
    };
    assessmentId = await insert('Junctions');
    otherAssessmentId = await insert('Roundabouts');
    archivedAssessmentId = await insert('Retired', true);
  });

  describe('feedbacks', () => {
    it('adds a 0 to 100 range by default, with sanitised text and its media, and sorts by min then max score', async () => {
      const wide = await created('createFeedback', {
        assessmentId,
        feedbackText: '<p>You scored {score} of {maxScore}</p><script>x()</script>',
        imageBlobReferenceId: world.imageId,
        videoBlobReferenceId: world.videoId,
      });
      expect(wide).toMatchObject({
        minTotalScore: 0,
        maxTotalScore: 100,
        feedbackText: '<p>You scored {score} of {maxScore}</p>',
        imageBlobReference: { id: world.imageId, url: expect.stringContaining(world.imageId) },
        videoBlobReference: { id: world.videoId },
      });
      const narrow = await created('createFeedback', { assessmentId, minTotalScore: 0, maxTotalScore: 50 });
      const high = await created('createFeedback', { assessmentId, minTotalScore: 80, maxTotalScore: 100 });
      const listed = await run<{ assessmentFeedbacks: { id: string }[] }>('feedbacks', { id: assessmentId });
      expect(listed.data!.assessmentFeedbacks.map((f) => f.id)).toEqual([narrow.id, wide.id, high.id]);

      const updated = await run('updateFeedback', {
        model: { id: high.id, minTotalScore: 70, imageBlobReferenceId: world.imageId },
      });
      expect(updated.data!.updateAssessmentFeedback).toMatchObject({
        minTotalScore: 70,
        maxTotalScore: 100,
        imageBlobReferenceId: world.imageId,
      });
      expect((await run('deleteFeedback', { id: narrow.id })).data).toEqual({
        deleteAssessmentFeedback: { id: narrow.id, archived: true },
      });
      const after = await run<{ assessmentFeedbacks: { id: string }[] }>('feedbacks', { id: assessmentId });
      expect(after.data!.assessmentFeedbacks.map((f) => f.id)).toEqual([wide.id, high.id]);
    });

    it('refuses a bad range, media that was not uploaded and a deleted or missing assessment, storing nothing', async () => {
      const parentGone = 'This belongs to something that has been deleted or does not exist.';
      const refusals = [
        [{ minTotalScore: 60, maxTotalScore: 50 }, 'minTotalScore', 'Minimum score cannot be above the maximum score'],
        [{ minTotalScore: -1 }, 'minTotalScore', 'Minimum score must be between 0 and 100'],
        [{ maxTotalScore: 101 }, 'maxTotalScore', 'Maximum score must be between 0 and 100'],
        [{ imageBlobReferenceId: world.videoId }, 'imageBlobReferenceId', 'Choose an image that has been uploaded.'],
        [
          { videoBlobReferenceId: crypto.randomUUID() },
          'videoBlobReferenceId',
          'Choose a video that has been uploaded.',
        ],
        [{ assessmentId: archivedAssessmentId }, 'assessmentId', parentGone],
        [{ assessmentId: crypto.randomUUID() }, 'assessmentId', parentGone],
        [{ assessmentId: null }, 'assessmentId', parentGone],
      ] as const;
      const before = await contentSnapshot(ctx.db);
      for (const [change, field, message] of refusals) {
        const response = await run('createFeedback', { model: { assessmentId, ...change } });
        expect(errorCode(response)).toBe('BAD_USER_INPUT');
        expect(fieldMessages(response)[field]).toBe(message);
      }
      expect(await contentSnapshot(ctx.db)).toEqual(before);
    });
  });

  describe('items, pools and display rules', () => {
    it('orders items by displayOrder, new ones last by the current Unix time, and archives on delete', async () => {
      const before = Math.floor(Date.now() / 1000);
      const last = await created('createItem', { assessmentId, counterbalanceGroup: ' A ' });
      const first = await created('createItem', { assessmentId, displayOrder: 5, numberOfQuestionsToPresent: 2 });
      expect(last).toMatchObject({ numberOfQuestionsToPresent: 1, counterbalanceGroup: 'A', archived: false });
      expect(last.displayOrder as number).toBeGreaterThanOrEqual(before);
      const listed = await run<{ assessmentItems: { id: string }[] }>('items', { id: assessmentId });
      expect(listed.data!.assessmentItems.map((item) => item.id)).toEqual([first.id, last.id]);
      const moved = await run('updateItem', {
        model: { id: first.id, displayOrder: (last.displayOrder as number) + 1 },
      });
      expect(moved.data!.updateAssessmentItem).toMatchObject({
        displayOrder: (last.displayOrder as number) + 1,
        numberOfQuestionsToPresent: 2,
      });
      await run('deleteItem', { id: last.id });
      const after = await run<{ assessmentItems: { id: string }[] }>('items', { id: assessmentId });
      expect(after.data!.assessmentItems.map((item) => item.id)).toEqual([first.id]);
      expect(errorCode(await run('deleteItem', { id: last.id }))).toBe('NOT_FOUND');
    });

    it('refuses an item with nothing to present, a fractional order or a deleted assessment', async () => {
      const before = await contentSnapshot(ctx.db);
      expect(
        fieldMessages(await run('createItem', { model: { assessmentId, numberOfQuestionsToPresent: 0 } })),
      ).toEqual({
        numberOfQuestionsToPresent:
          'Number of questions to present must be between 1 and the number of questions in the pool',
      });
      expect(
        Object.keys(fieldMessages(await run('createItem', { model: { assessmentId, displayOrder: 1.5 } }))),
      ).toEqual(['displayOrder']);
      expect(fieldMessages(await run('createItem', { model: { assessmentId: archivedAssessmentId } }))).toEqual({
        assessmentId: 'This belongs to something that has been deleted or does not exist.',
      });
      expect(await contentSnapshot(ctx.db)).toEqual(before);
    });

    it('puts live questions in the pool of an item of the same assessment, shown with the question', async () => {
      const item = await created('createItem', { assessmentId });
      const entry = await created('createEntry', {
        assessmentId,
        assessmentItemId: item.id,
        questionId: world.questions.speeding,
      });
      expect(entry).toMatchObject({
        assessmentItemId: item.id,
        question: {
          id: world.questions.speeding,
          name: 'Speeding on a wet road',
          questionType: 'MultipleChoiceVideo',
          driverMetricId: world.metrics.speed,
          driverMetricName: 'Speed',
          archived: false,
        },
      });
      const swapped = await run('updateEntry', { model: { id: entry.id, questionId: world.questions.noMetric } });
      expect(swapped.data!.updateAssessmentItemQuestion).toMatchObject({
        question: { name: 'Welcome page', driverMetricId: null, driverMetricName: null },
      });
      const listed = await run<{ assessmentItemQuestions: { id: string }[] }>('entries', { id: assessmentId });
      expect(listed.data!.assessmentItemQuestions.map((e) => e.id)).toContain(entry.id);

      const otherItem = await created('createItem', { assessmentId: otherAssessmentId });
      const before = await contentSnapshot(ctx.db);
      const refusals = [
        [
          { assessmentItemId: otherItem.id, questionId: world.questions.mirror },
          'assessmentItemId',
          'This belongs to something that has been deleted or does not exist.',
        ],
        [
          { assessmentItemId: item.id, questionId: world.questions.deleted },
          'questionId',
          'Choose a question that exists.',
        ],
        [
          { assessmentItemId: item.id, questionId: crypto.randomUUID() },
          'questionId',
          'Choose a question that exists.',
        ],
        [{ assessmentItemId: item.id }, 'questionId', 'Choose a question that exists.'],
      ] as const;
      for (const [model, field, message] of refusals) {
        const response = await run('createEntry', { model: { assessmentId, ...model } });
        expect(fieldMessages(response)[field]).toBe(message);
      }
      expect(await contentSnapshot(ctx.db)).toEqual(before);

      expect((await run('deleteEntry', { id: entry.id })).data).toEqual({
        deleteAssessmentItemQuestion: { id: entry.id, archived: true },
      });
      const after = await run<{ assessmentItemQuestions: { id: string }[] }>('entries', { id: assessmentId });
      expect(after.data!.assessmentItemQuestions.map((e) => e.id)).not.toContain(entry.id);
    });

    it('shows a pool entry whose question was deleted later, so the editor can remove it', async () => {
      const questionId = crypto.randomUUID();
      await ctx.db.insert(questions).values({ id: questionId, name: 'Soon gone', questionType: 'MultipleChoiceImage' });
      const item = await created('createItem', { assessmentId: otherAssessmentId });
      const entry = await created('createEntry', {
        assessmentId: otherAssessmentId,
        assessmentItemId: item.id,
        questionId,
      });
      await ctx.db.update(questions).set({ archived: true }).where(eq(questions.id, questionId));
      const listed = await run<{ assessmentItemQuestions: { id: string; question: { archived: boolean } }[] }>(
        'entries',
        {
          id: otherAssessmentId,
        },
      );
      expect(listed.data!.assessmentItemQuestions.find((e) => e.id === entry.id)!.question.archived).toBe(true);
    });

    it('keeps display rules of live items, checks each rule on its own and hides the rules of deleted items', async () => {
      const item = await created('createItem', { assessmentId });
      const rule = await created('createRule', {
        assessmentItemId: item.id,
        driverMetricId: world.metrics.speed,
        quantity: 2,
      });
      expect(rule).toMatchObject({ assessmentItemId: item.id, driverMetricId: world.metrics.speed, quantity: 2 });
      const changed = await run('updateRule', {
        model: { id: rule.id, quantity: 3, assessmentItemId: crypto.randomUUID() },
      });
      expect(changed.data!.updateAssessmentItemDriverMetricQuantity).toMatchObject({
        assessmentItemId: item.id,
        quantity: 3,
      });

      const before = await contentSnapshot(ctx.db);
      const refusals = [
        [{ quantity: 0 }, 'quantity', 'Quantity must be a whole number, 1 or more'],
        [{ quantity: null }, 'quantity', 'Quantity is required'],
        [{ driverMetricId: null }, 'driverMetricId', 'Metric is required'],
        [{ driverMetricId: crypto.randomUUID() }, 'driverMetricId', 'Choose a safety metric that exists.'],
        [
          { assessmentItemId: crypto.randomUUID() },
          'assessmentItemId',
          'This belongs to something that has been deleted or does not exist.',
        ],
      ] as const;
      for (const [change, field, message] of refusals) {
        const model = { assessmentItemId: item.id, driverMetricId: world.metrics.observation, quantity: 1, ...change };
        expect(fieldMessages(await run('createRule', { model }))[field]).toBe(message);
      }
      expect(fieldMessages(await run('updateRule', { model: { id: rule.id, quantity: -2 } }))).toEqual({
        quantity: 'Quantity must be a whole number, 1 or more',
      });
      expect(await contentSnapshot(ctx.db)).toEqual(before);

      const listed = await run<{ assessmentItemDriverMetricQuantities: { id: string }[] }>('rules', {
        id: assessmentId,
      });
      expect(listed.data!.assessmentItemDriverMetricQuantities.map((r) => r.id)).toEqual([rule.id]);
      await run('deleteItem', { id: item.id });
      expect(
        fieldMessages(
          await run('createRule', {
            model: { assessmentItemId: item.id, driverMetricId: world.metrics.speed, quantity: 1 },
          }),
        ),
      ).toEqual({
        assessmentItemId: 'This belongs to something that has been deleted or does not exist.',
      });
      const hidden = await run<{ assessmentItemDriverMetricQuantities: unknown[] }>('rules', { id: assessmentId });
      expect(hidden.data!.assessmentItemDriverMetricQuantities).toEqual([]);
      expect((await run('deleteRule', { id: rule.id })).data).toEqual({
        deleteAssessmentItemDriverMetricQuantity: { id: rule.id, archived: true },
      });
    });
  });

  it('refuses a malformed id and an unknown record', async () => {
    expect(errorCode(await run('items', { id: 'nope' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await run('deleteFeedback', { id: 'nope' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await run('updateItem', { model: { id: crypto.randomUUID(), displayOrder: 3 } }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await run('deleteRule', { id: crypto.randomUUID() }))).toBe('NOT_FOUND');
    expect((await run('feedbacks', { id: crypto.randomUUID() })).data).toEqual({ assessmentFeedbacks: [] });
  });

  it('lets only Roadmark staff read or change them, and a refused call changes nothing', async () => {
    const item = await created('createItem', { assessmentId });
    const before = await contentSnapshot(ctx.db);
    const cases: [Op, object][] = [
      ['feedbacks', { id: assessmentId }],
      ['items', { id: assessmentId }],
      ['entries', { id: assessmentId }],
      ['rules', { id: assessmentId }],
      ['createFeedback', { model: { assessmentId } }],
      ['updateItem', { model: { id: item.id, displayOrder: 1 } }],
      ['deleteItem', { id: item.id }],
      ['createEntry', { model: { assessmentId, assessmentItemId: item.id, questionId: world.questions.mirror } }],
      ['createRule', { model: { assessmentItemId: item.id, driverMetricId: world.metrics.speed, quantity: 1 } }],
      ['deleteRule', { id: crypto.randomUUID() }],
    ];
    for (const [op, variables] of cases) {
      expect(errorCode(await run(op, variables, world.manager.cookie))).toBe('FORBIDDEN');
      expect(errorCode(await run(op, variables, ''))).toBe('UNAUTHENTICATED');
    }
    expect(await contentSnapshot(ctx.db)).toEqual(before);
  });
});
