import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ASSESSMENT_FIELDS,
  type AssessmentResult,
  contentSnapshot,
  useAssessmentsApp,
} from '../../../test/assessments-harness.ts';
import { errorCode } from '../../../test/graphql-client.ts';
import {
  driverMetricAdjustments,
  driverMetricRecommendations,
  questionTagLinks,
} from '../content-rules/content-rule.table.ts';
import { adjustmentsOf, recommendationsOf, tagLinksOf } from '../content-rules/content-rule-queries.ts';
import { assessmentFeedbacks, assessments } from './assessment.table.ts';
import {
  assessmentItemDriverMetricQuantities,
  assessmentItemQuestions,
  assessmentItems,
} from './assessment-item.table.ts';

const CLONE = `mutation ($id: ID!) { cloneAssessment(copyFromAssessmentId: $id) { ${ASSESSMENT_FIELDS} } }`;

/** Everything of one assessment, live records only, without ids and timestamps, with items named by position. */
async function contentOf(db: Parameters<typeof contentSnapshot>[0], assessmentId: string) {
  const live = <T extends { archived: boolean }>(rows: T[]) => rows.filter((row) => !row.archived);
  const items = live(
    await db.select().from(assessmentItems).where(eq(assessmentItems.assessmentId, assessmentId)),
  ).sort((a, b) => a.displayOrder - b.displayOrder);
  const position = new Map(items.map((item, index) => [item.id, index]));
  const pools = live(
    await db.select().from(assessmentItemQuestions).where(eq(assessmentItemQuestions.assessmentId, assessmentId)),
  );
  const rules = (await db.select().from(assessmentItemDriverMetricQuantities)).filter(
    (rule) => !rule.archived && position.has(rule.assessmentItemId),
  );
  return {
    items: items.map(({ displayOrder, numberOfQuestionsToPresent, counterbalanceGroup }) => ({
      displayOrder,
      numberOfQuestionsToPresent,
      counterbalanceGroup,
    })),
    pools: pools
      .filter((entry) => position.has(entry.assessmentItemId))
      .map((entry) => [position.get(entry.assessmentItemId), entry.questionId])
      .sort(),
    rules: rules.map((rule) => [position.get(rule.assessmentItemId), rule.driverMetricId, rule.quantity]).sort(),
    feedbacks: live(
      await db.select().from(assessmentFeedbacks).where(eq(assessmentFeedbacks.assessmentId, assessmentId)),
    )
      .map(({ minTotalScore, maxTotalScore, feedbackText, imageBlobReferenceId, videoBlobReferenceId }) => ({
        minTotalScore,
        maxTotalScore,
        feedbackText,
        imageBlobReferenceId,
        videoBlobReferenceId,
      }))
      .sort((a, b) => a.minTotalScore - b.minTotalScore),
    tagIds: (await tagLinksOf(db, assessmentId)).map((l) => l.questionTagId).sort(),
    recommendations: (await recommendationsOf(db, assessmentId)).map(({ driverMetricId, minScore, maxScore }) => ({
      driverMetricId,
      minScore,
      maxScore,
    })),
    adjustments: (await adjustmentsOf(db, assessmentId)).map(
      ({ driverMetricId, minScore, maxScore, adjustmentValue }) => ({
        driverMetricId,
        minScore,
        maxScore,
        adjustmentValue,
      }),
    ),
  };
}

describe('cloneAssessment: a deep copy of an assessment', () => {
  const { ctx, world, call } = useAssessmentsApp();
  const clone = (id: string, cookie?: string) => call<{ cloneAssessment: AssessmentResult }>(CLONE, { id }, cookie);
  const sourceId = crypto.randomUUID();
  const liveItem = crypto.randomUUID();
  const secondItem = crypto.randomUUID();
  const removedItem = crypto.randomUUID();

  beforeAll(async () => {
    const db = ctx.db;
    await db.insert(assessments).values({
      id: sourceId,
      name: 'City driving',
      assessmentType: 'TrainingModule',
      feedbackStyle: 'SummaryFeedback',
      tileText: '<p>Tile</p>',
      text: '<p>Intro</p>',
      imageBlobReferenceId: world.imageId,
      maxSuspiciousAnswers: 2,
      suspiciousAnswerText: 'Careful',
      highRiskBelow: 25,
      mediumRiskBelow: 60,
      creationDate: new Date('2020-01-01T00:00:00Z'),
    });
    await db.insert(assessmentItems).values([
      {
        id: liveItem,
        assessmentId: sourceId,
        displayOrder: 10,
        numberOfQuestionsToPresent: 2,
        counterbalanceGroup: 'A',
      },
      { id: secondItem, assessmentId: sourceId, displayOrder: 20 },
      { id: removedItem, assessmentId: sourceId, displayOrder: 30, archived: true },
    ]);
    const entry = (assessmentItemId: string, questionId: string, archived = false) => ({
      id: crypto.randomUUID(),
      assessmentId: sourceId,
      assessmentItemId,
      questionId,
      archived,
    });
    await db
      .insert(assessmentItemQuestions)
      .values([
        entry(liveItem, world.questions.speeding),
        entry(liveItem, world.questions.mirror),
        entry(liveItem, world.questions.noMetric, true),
        entry(secondItem, world.questions.noMetric),
        entry(removedItem, world.questions.mirror),
      ]);
    await db.insert(assessmentItemDriverMetricQuantities).values([
      { id: crypto.randomUUID(), assessmentItemId: liveItem, driverMetricId: world.metrics.speed, quantity: 1 },
      { id: crypto.randomUUID(), assessmentItemId: liveItem, driverMetricId: world.metrics.observation, quantity: 1 },
      { id: crypto.randomUUID(), assessmentItemId: removedItem, driverMetricId: world.metrics.speed, quantity: 1 },
    ]);
    await db.insert(assessmentFeedbacks).values([
      { id: crypto.randomUUID(), assessmentId: sourceId, minTotalScore: 0, maxTotalScore: 49, feedbackText: 'Low' },
      {
        id: crypto.randomUUID(),
        assessmentId: sourceId,
        minTotalScore: 50,
        maxTotalScore: 100,
        feedbackText: 'High',
        videoBlobReferenceId: world.videoId,
      },
      { id: crypto.randomUUID(), assessmentId: sourceId, feedbackText: 'Removed', archived: true },
    ]);
    const onSource = { targetId: sourceId, targetType: 'Assessment' as const };
    await db.insert(questionTagLinks).values([
      { id: crypto.randomUUID(), ...onSource, questionTagId: world.tags.urban },
      { id: crypto.randomUUID(), ...onSource, questionTagId: world.tags.rural, archived: true },
    ]);
    await db.insert(driverMetricRecommendations).values({
      id: crypto.randomUUID(),
      ...onSource,
      driverMetricId: world.metrics.speed,
      minScore: 0,
      maxScore: 40,
    });
    await db.insert(driverMetricAdjustments).values({
      id: crypto.randomUUID(),
      ...onSource,
      driverMetricId: world.metrics.observation,
      minScore: 80,
      maxScore: 100,
      adjustmentValue: 5,
    });
  });

  it('copies the assessment and all its live content with new ids, and leaves the source untouched', async () => {
    const sourceBefore = await contentOf(ctx.db, sourceId);
    const snapshotBefore = await contentSnapshot(ctx.db);
    const response = await clone(sourceId);
    expect(response.errors).toBeUndefined();
    const copy = response.data!.cloneAssessment;
    expect(copy.id).not.toBe(sourceId);
    expect(copy).toMatchObject({
      name: 'City driving (copy)',
      assessmentType: 'TrainingModule',
      feedbackStyle: 'SummaryFeedback',
      tileText: '<p>Tile</p>',
      text: '<p>Intro</p>',
      imageBlobReferenceId: world.imageId,
      maxSuspiciousAnswers: 2,
      suspiciousAnswerText: 'Careful',
      highRiskBelow: 25,
      mediumRiskBelow: 60,
      archived: false,
      questionTags: [{ id: world.tags.urban, name: 'Urban' }],
      affectedDriverMetrics: [
        { id: world.metrics.observation, name: 'Observation' },
        { id: world.metrics.speed, name: 'Speed' },
      ],
    });
    expect(new Date(copy.creationDate).getFullYear()).toBeGreaterThan(2020);

    const copied = await contentOf(ctx.db, copy.id);
    expect(copied).toEqual(sourceBefore);
    expect(copied.items).toHaveLength(2);
    expect(copied.pools).toHaveLength(3);
    expect(copied.rules).toHaveLength(2);
    expect(copied.feedbacks).toHaveLength(2);
    expect(copied.tagIds).toEqual([world.tags.urban]);
    expect(copied.recommendations).toHaveLength(1);
    expect(copied.adjustments).toHaveLength(1);

    const snapshotAfter = await contentSnapshot(ctx.db);
    for (const [table, rows] of Object.entries(snapshotBefore)) {
      // Every row that was there is still there, unchanged; every new row has a new id.
      expect(snapshotAfter[table]).toEqual(expect.arrayContaining(rows));
      const oldIds = new Set(rows.map((row) => (row as { id: string }).id));
      const added = snapshotAfter[table]!.filter((row) => !oldIds.has((row as { id: string }).id));
      expect(added.length).toBe(snapshotAfter[table]!.length - rows.length);
    }
    const newItemIds = (
      await ctx.db.select().from(assessmentItems).where(eq(assessmentItems.assessmentId, copy.id))
    ).map((item) => item.id);
    expect(newItemIds).not.toContain(liveItem);
    const newEntries = await ctx.db
      .select()
      .from(assessmentItemQuestions)
      .where(eq(assessmentItemQuestions.assessmentId, copy.id));
    expect(newEntries.every((entry) => newItemIds.includes(entry.assessmentItemId))).toBe(true);
  });

  it('says the source does not exist when it is missing or deleted, and copies nothing', async () => {
    const deletedId = crypto.randomUUID();
    await ctx.db
      .insert(assessments)
      .values({ id: deletedId, name: 'Deleted', assessmentType: 'Assessment', archived: true });
    const before = await contentSnapshot(ctx.db);
    for (const id of [crypto.randomUUID(), deletedId]) {
      const response = await clone(id);
      expect(errorCode(response)).toBe('NOT_FOUND');
      expect(response.errors![0]!.message).toBe('The assessment to copy does not exist.');
    }
    expect(errorCode(await clone('not-an-id'))).toBe('BAD_USER_INPUT');
    expect(await contentSnapshot(ctx.db)).toEqual(before);
  });

  it('lets only Roadmark staff copy', async () => {
    const before = await contentSnapshot(ctx.db);
    expect(errorCode(await clone(sourceId, world.manager.cookie))).toBe('FORBIDDEN');
    expect(errorCode(await clone(sourceId, ''))).toBe('UNAUTHENTICATED');
    expect(await contentSnapshot(ctx.db)).toEqual(before);
  });
});
