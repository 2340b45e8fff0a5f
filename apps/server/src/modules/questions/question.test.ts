import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { assessmentItemQuestions, assessmentItems } from '../assessments/assessment-item.table.ts';
import { questionTagLinks } from '../content-rules/content-rule.table.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { questionTags } from '../tags/tag.table.ts';
import { questionSequenceQuestions, questions } from './question.table.ts';
import { questionAnswers } from './question-answer.table.ts';

const FIELDS = `id name questionType maximumClicks maxScore timeLimitSeconds numberOfSubQuestions driverMetricId
  driverMetricName questionTags { name } archived`;
const CREATE = `mutation ($model: QuestionInput!) { createQuestion(model: $model) { ${FIELDS} } }`;
const UPDATE = `mutation ($model: QuestionInput!) { updateQuestion(model: $model) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteQuestion(id: $id) { id archived } }';
const LIST = `query ($search: String, $types: [String!]) { questions(search: $search, questionTypes: $types) { name } }`;

type Question = Record<string, unknown> & { id: string };

describe('questions', () => {
  const ctx = useTestApp();
  let staff: BuiltUser;
  let metricId: string;
  beforeAll(async () => {
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    metricId = crypto.randomUUID();
    await ctx.db
      .insert(driverMetrics)
      .values({ id: metricId, subscriptionId: PROVIDER_SUBSCRIPTION_ID, name: 'Observation' });
  });
  const create = (model: object, cookie = staff.cookie) =>
    gql<{ createQuestion: Question }>(ctx.app, CREATE, { variables: { model }, cookie });
  const names = async (variables: Record<string, unknown>) =>
    (
      await gql<{ questions: { name: string }[] }>(ctx.app, LIST, { variables, cookie: staff.cookie })
    ).data!.questions.map((q) => q.name);

  it('creates a question with the content defaults and the maximum score following its parts', async () => {
    const created = await create({ name: 'Cyclist at junction', questionType: 'ResponseTimeVideo' });
    expect(created.data!.createQuestion).toMatchObject({
      maximumClicks: 10,
      maxScore: 100,
      timeLimitSeconds: 30,
      numberOfSubQuestions: 1,
      driverMetricId: null,
      questionTags: [],
    });
    const updated = await gql<{ updateQuestion: Question }>(ctx.app, UPDATE, {
      variables: { model: { id: created.data!.createQuestion.id, numberOfSubQuestions: 3, driverMetricId: metricId } },
      cookie: staff.cookie,
    });
    expect(updated.data!.updateQuestion).toMatchObject({
      name: 'Cyclist at junction',
      numberOfSubQuestions: 3,
      maxScore: 300,
      driverMetricName: 'Observation',
    });
  });

  it.each([
    [{ name: '  ', questionType: 'MultipleChoiceVideo' }, 'name', 'Name is required'],
    [{ name: 'X', questionType: 'Nonsense' }, 'questionType', 'Type of question is required'],
    [
      { name: 'X', questionType: 'LocationResponseImage', maximumClicks: -1 },
      'maximumClicks',
      'Maximum clicks must be a whole number, 0 or more',
    ],
    [
      { name: 'X', questionType: 'MultipleChoiceVideo', driverMetricId: crypto.randomUUID() },
      'driverMetricId',
      'Choose a safety metric that exists.',
    ],
    [
      { name: 'X', questionType: 'MultipleChoiceVideo', videoBlobReferenceId: crypto.randomUUID() },
      'videoBlobReferenceId',
      'Choose a video that has been uploaded.',
    ],
  ])('refuses %o with the field message and stores nothing', async (model, field, message) => {
    const before = (await ctx.db.select().from(questions)).length;
    const response = await create(model);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    const fields = response.errors?.[0]?.extensions.fields as { field: string; message: string }[];
    expect(fields.find((f) => f.field === field)?.message).toBe(message);
    expect((await ctx.db.select().from(questions)).length).toBe(before);
  });

  it('searches name, type display name, safety metric and tag names, and filters by type', async () => {
    await create({ name: 'Zebra crossing', questionType: 'LocationResponseImage' });
    const tagged = (await create({ name: 'Wet road', questionType: 'MultipleChoiceImage', driverMetricId: metricId }))
      .data!.createQuestion;
    const tagId = crypto.randomUUID();
    await ctx.db.insert(questionTags).values({ id: tagId, subscriptionId: PROVIDER_SUBSCRIPTION_ID, name: 'Weather' });
    await ctx.db
      .insert(questionTagLinks)
      .values({ id: crypto.randomUUID(), targetId: tagged.id, targetType: 'Question', questionTagId: tagId });

    expect(await names({ search: 'zebra' })).toEqual(['Zebra crossing']);
    expect(await names({ search: 'location resp' })).toEqual(['Zebra crossing']);
    expect(await names({ search: 'weath' })).toEqual(['Wet road']);
    expect(await names({ search: 'observ' })).toEqual(['Cyclist at junction', 'Wet road']);
    expect(await names({ types: ['MultipleChoiceImage'] })).toEqual(['Wet road']);
    const listed = await gql<{ questions: { questionTags: { name: string }[] }[] }>(
      ctx.app,
      'query { questions(search: "Wet road") { questionTags { name } } }',
      { cookie: staff.cookie },
    );
    expect(listed.data!.questions[0]!.questionTags).toEqual([{ name: 'Weather' }]);
  });

  it('keeps the questions with any of the chosen tags, combined with search', async () => {
    const [night, rain] = [crypto.randomUUID(), crypto.randomUUID()];
    await ctx.db.insert(questionTags).values([
      { id: night, subscriptionId: PROVIDER_SUBSCRIPTION_ID, name: 'Night' },
      { id: rain, subscriptionId: PROVIDER_SUBSCRIPTION_ID, name: 'Rain' },
    ]);
    const tag = async (name: string, tagId: string, archived = false) => {
      const question = (await create({ name, questionType: 'MultipleChoiceVideo' })).data!.createQuestion;
      await ctx.db.insert(questionTagLinks).values({
        id: crypto.randomUUID(),
        targetId: question.id,
        targetType: 'Question',
        questionTagId: tagId,
        archived,
      });
    };
    await tag('Dark lane', night);
    await tag('Puddles', rain);
    await tag('Untagged since', night, true);
    const byTags = async (tags: string[], search?: string) =>
      (
        await gql<{ questions: { name: string }[] }>(
          ctx.app,
          'query ($tags: [ID!], $search: String) { questions(questionTagIds: $tags, search: $search) { name } }',
          { variables: { tags, search }, cookie: staff.cookie },
        )
      ).data!.questions.map((q) => q.name);
    expect(await byTags([night])).toEqual(['Dark lane']);
    expect(await byTags([night, rain])).toEqual(['Dark lane', 'Puddles']);
    expect(await byTags([night, rain], 'pudd')).toEqual(['Puddles']);
    expect(await byTags([])).toEqual(expect.arrayContaining(['Dark lane', 'Puddles', 'Untagged since']));
  });

  it('stores prompts as sanitised rich text: scripts, handlers and javascript: links are stripped', async () => {
    const created = await create({
      name: 'Prompted',
      questionType: 'MultipleChoiceVideo',
      questionText: '<p onclick="steal()">What next?</p><script>alert(1)</script><a href="javascript:x()">more</a>',
    });
    const [row] = await ctx.db.select().from(questions).where(eq(questions.id, created.data!.createQuestion.id));
    expect(row!.questionText).toBe('<p>What next?</p><a>more</a>');
  });

  it('archives on delete, so the question leaves lists but stays in the database', async () => {
    const doomed = (await create({ name: 'Old clip', questionType: 'LearningVideo' })).data!.createQuestion;
    expect((await gql(ctx.app, DELETE, { variables: { id: doomed.id }, cookie: staff.cookie })).errors).toBeUndefined();
    expect(await names({ search: 'Old clip' })).toEqual([]);
    const [row] = await ctx.db.select().from(questions).where(eq(questions.id, doomed.id));
    expect(row!.archived).toBe(true);
    expect(errorCode(await gql(ctx.app, DELETE, { variables: { id: doomed.id }, cookie: staff.cookie }))).toBe(
      'NOT_FOUND',
    );
  });

  it('takes a deleted question out of every pool and sequence in the same transaction, keeping its answers', async () => {
    const clip = (await create({ name: 'Pooled clip', questionType: 'MultipleChoiceVideo' })).data!.createQuestion;
    const sequence = (await create({ name: 'Holding sequence', questionType: 'SequenceOfQuestions' })).data!
      .createQuestion;
    const assessmentId = crypto.randomUUID();
    const itemId = crypto.randomUUID();
    await ctx.db.insert(assessments).values({ id: assessmentId, name: 'Pool owner', assessmentType: 'Assessment' });
    await ctx.db.insert(assessmentItems).values({ id: itemId, assessmentId, displayOrder: 1 });
    await ctx.db
      .insert(assessmentItemQuestions)
      .values({ id: crypto.randomUUID(), assessmentId, assessmentItemId: itemId, questionId: clip.id });
    await ctx.db.insert(questionSequenceQuestions).values({
      id: crypto.randomUUID(),
      parentQuestionId: sequence.id,
      childQuestionId: clip.id,
      displayOrder: 1,
    });
    await ctx.db.insert(questionAnswers).values({ id: crypto.randomUUID(), questionId: clip.id, answerText: 'Brake' });

    expect((await gql(ctx.app, DELETE, { variables: { id: clip.id }, cookie: staff.cookie })).errors).toBeUndefined();
    const pool = await ctx.db
      .select()
      .from(assessmentItemQuestions)
      .where(eq(assessmentItemQuestions.questionId, clip.id));
    const links = await ctx.db
      .select()
      .from(questionSequenceQuestions)
      .where(eq(questionSequenceQuestions.childQuestionId, clip.id));
    const answers = await ctx.db.select().from(questionAnswers).where(eq(questionAnswers.questionId, clip.id));
    expect(pool.map((row) => row.archived)).toEqual([true]);
    expect(links.map((row) => row.archived)).toEqual([true]);
    expect(answers.map((row) => row.archived)).toEqual([false]);
  });

  it('lets only Roadmark staff author or read the question bank', async () => {
    const manager = await buildUser(ctx.db, {
      subscriptionId: (await buildSubscription(ctx.db)).id,
      roleGroup: RoleGroupName.OverviewManager,
    });
    expect(errorCode(await create({ name: 'X', questionType: 'LearningText' }, manager.cookie))).toBe('FORBIDDEN');
    expect(errorCode(await gql(ctx.app, LIST, { cookie: manager.cookie }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(ctx.app, LIST))).toBe('UNAUTHENTICATED');
    const existing = (await create({ name: 'Guarded', questionType: 'LearningText' })).data!.createQuestion;
    for (const [query, variables] of [
      [UPDATE, { model: { id: existing.id, name: 'Hacked' } }],
      [DELETE, { id: existing.id }],
    ] as const) {
      expect(errorCode(await gql(ctx.app, query, { variables, cookie: manager.cookie }))).toBe('FORBIDDEN');
      expect(errorCode(await gql(ctx.app, query, { variables }))).toBe('UNAUTHENTICATED');
    }
    const [unchanged] = await ctx.db.select().from(questions).where(eq(questions.id, existing.id));
    expect(unchanged).toMatchObject({ name: 'Guarded', archived: false });
  });
});
