import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { errorCode, type GqlResponse, gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { questions } from '../questions/question.table.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { questionTags } from '../tags/tag.table.ts';
import { driverMetricAdjustments, questionTagLinks } from './content-rule.table.ts';

const RULES = 'id targetId targetType driverMetricId minScore maxScore archived';
const ops = {
  createTagLink: `mutation ($model: QuestionTagLinkInput!) { createQuestionTagLink(model: $model) { id targetType questionTagId archived } }`,
  deleteTagLink: 'mutation ($id: ID!) { deleteQuestionTagLink(id: $id) { id archived } }',
  tagLinks: 'query ($targetId: ID!) { questionTagLinks(targetId: $targetId) { id questionTagId } }',
  createRecommendation: `mutation ($model: DriverMetricRecommendationInput!) { createDriverMetricRecommendation(model: $model) { ${RULES} } }`,
  updateRecommendation: `mutation ($model: DriverMetricRecommendationInput!) { updateDriverMetricRecommendation(model: $model) { ${RULES} } }`,
  recommendations: `query ($targetId: ID!) { driverMetricRecommendations(targetId: $targetId) { minScore maxScore } }`,
  createAdjustment: `mutation ($model: DriverMetricAdjustmentInput!) { createDriverMetricAdjustment(model: $model) { ${RULES} adjustmentValue } }`,
  updateAdjustment: `mutation ($model: DriverMetricAdjustmentInput!) { updateDriverMetricAdjustment(model: $model) { ${RULES} adjustmentValue } }`,
  deleteAdjustment: 'mutation ($id: ID!) { deleteDriverMetricAdjustment(id: $id) { id archived } }',
  adjustments: 'query ($targetId: ID!) { driverMetricAdjustments(targetId: $targetId) { id adjustmentValue } }',
};

function fieldMessage(response: GqlResponse, field: string): string | undefined {
  const fields = response.errors?.[0]?.extensions.fields as { field: string; message: string }[] | undefined;
  return fields?.find((f) => f.field === field)?.message;
}

describe('tag links, recommendation and adjustment rules, one record at a time', () => {
  const ctx = useTestApp();
  let staff: BuiltUser;
  let questionId: string;
  let metricId: string;
  let tagId: string;
  const call = <T = Record<string, unknown>>(op: keyof typeof ops, variables: object, cookie = staff.cookie) =>
    gql<T>(ctx.app, ops[op], { variables: variables as Record<string, unknown>, cookie });

  beforeAll(async () => {
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    questionId = crypto.randomUUID();
    metricId = crypto.randomUUID();
    tagId = crypto.randomUUID();
    await ctx.db.insert(questions).values({ id: questionId, name: 'Parked van', questionType: 'ResponseTimeVideo' });
    await ctx.db
      .insert(driverMetrics)
      .values({ id: metricId, subscriptionId: PROVIDER_SUBSCRIPTION_ID, name: 'Speed' });
    await ctx.db.insert(questionTags).values({ id: tagId, subscriptionId: PROVIDER_SUBSCRIPTION_ID, name: 'Urban' });
  });

  it('links a tag to a question, lists it by target and archives it on delete', async () => {
    const created = await call<{ createQuestionTagLink: { id: string } }>('createTagLink', {
      model: { targetId: questionId, targetType: 'Question', questionTagId: tagId },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createQuestionTagLink.id;
    expect((await call('tagLinks', { targetId: questionId })).data).toEqual({
      questionTagLinks: [{ id, questionTagId: tagId }],
    });
    expect((await call('deleteTagLink', { id })).data).toEqual({ deleteQuestionTagLink: { id, archived: true } });
    expect((await call('tagLinks', { targetId: questionId })).data).toEqual({ questionTagLinks: [] });
    const [row] = await ctx.db.select().from(questionTagLinks).where(eq(questionTagLinks.id, id));
    expect(row!.archived).toBe(true);
  });

  it('refuses a link to a missing target or tag, and a rule without a metric', async () => {
    const missingTarget = await call('createTagLink', {
      model: { targetId: crypto.randomUUID(), targetType: 'Assessment', questionTagId: tagId },
    });
    expect(fieldMessage(missingTarget, 'targetId')).toBe('Choose a question or assessment that exists.');
    const missingTag = await call('createTagLink', {
      model: { targetId: questionId, targetType: 'Question', questionTagId: crypto.randomUUID() },
    });
    expect(fieldMessage(missingTag, 'questionTagId')).toBe('Choose a tag that exists.');
    const noMetric = await call('createRecommendation', { model: { targetId: questionId, targetType: 'Question' } });
    expect(fieldMessage(noMetric, 'driverMetricId')).toBe('Metric is required');
  });

  it('keeps recommendation defaults 0..100, sorts by range and refuses a minimum above the maximum', async () => {
    const high = await call<{ createDriverMetricRecommendation: { id: string } }>('createRecommendation', {
      model: { targetId: questionId, targetType: 'Question', driverMetricId: metricId, minScore: 50, maxScore: 90 },
    });
    const fallback = await call<{ createDriverMetricRecommendation: Record<string, unknown> }>('createRecommendation', {
      model: { targetId: questionId, targetType: 'Question', driverMetricId: metricId },
    });
    expect(fallback.data!.createDriverMetricRecommendation).toMatchObject({ minScore: 0, maxScore: 100 });
    expect((await call('recommendations', { targetId: questionId })).data).toEqual({
      driverMetricRecommendations: [
        { minScore: 0, maxScore: 100 },
        { minScore: 50, maxScore: 90 },
      ],
    });
    const inverted = await call('updateRecommendation', {
      model: { id: high.data!.createDriverMetricRecommendation.id, minScore: 95 },
    });
    expect(fieldMessage(inverted, 'minScore')).toBe('Minimum score cannot be above the maximum score');
  });

  it('refuses a zero adjustment and leaves the stored rule as it was', async () => {
    const created = await call<{ createDriverMetricAdjustment: { id: string } }>('createAdjustment', {
      model: { targetId: questionId, targetType: 'Question', driverMetricId: metricId, adjustmentValue: -10 },
    });
    const id = created.data!.createDriverMetricAdjustment.id;
    const zero = await call('updateAdjustment', { model: { id, adjustmentValue: 0 } });
    expect(fieldMessage(zero, 'adjustmentValue')).toBe('Adjustment cannot be zero');
    const [row] = await ctx.db.select().from(driverMetricAdjustments).where(eq(driverMetricAdjustments.id, id));
    expect(row!.adjustmentValue).toBe(-10);
  });

  it('never moves a rule to another target on update', async () => {
    const otherQuestion = crypto.randomUUID();
    await ctx.db.insert(questions).values({ id: otherQuestion, name: 'Other', questionType: 'LearningText' });
    const created = await call<{ createDriverMetricAdjustment: { id: string } }>('createAdjustment', {
      model: { targetId: questionId, targetType: 'Question', driverMetricId: metricId, adjustmentValue: 5 },
    });
    const moved = await call<{ updateDriverMetricAdjustment: { targetId: string } }>('updateAdjustment', {
      model: { id: created.data!.createDriverMetricAdjustment.id, targetId: otherQuestion, adjustmentValue: 6 },
    });
    expect(moved.data!.updateDriverMetricAdjustment).toMatchObject({ targetId: questionId, adjustmentValue: 6 });
  });

  it('refuses a malformed id on update as bad input, without reaching the database', async () => {
    expect(errorCode(await call('updateAdjustment', { model: { id: 'not-a-uuid', adjustmentValue: 4 } }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('refuses a client id that another record already has', async () => {
    const id = crypto.randomUUID();
    const model = { id, targetId: questionId, targetType: 'Question', questionTagId: tagId };
    expect((await call('createTagLink', { model })).errors).toBeUndefined();
    expect(errorCode(await call('createTagLink', { model }))).toBe('CONFLICT');
  });

  it('lets only Roadmark staff read or change rules and links', async () => {
    const manager = await buildUser(ctx.db, {
      subscriptionId: (await buildSubscription(ctx.db)).id,
      roleGroup: RoleGroupName.OverviewManager,
    });
    const model = { targetId: questionId, targetType: 'Question', driverMetricId: metricId, adjustmentValue: 3 };
    for (const [op, variables] of [
      ['createAdjustment', { model }],
      ['deleteAdjustment', { id: crypto.randomUUID() }],
      ['adjustments', { targetId: questionId }],
      ['tagLinks', { targetId: questionId }],
    ] as const) {
      expect(errorCode(await call(op, variables, manager.cookie))).toBe('FORBIDDEN');
      expect(errorCode(await gql(ctx.app, ops[op], { variables }))).toBe('UNAUTHENTICATED');
    }
  });
});
