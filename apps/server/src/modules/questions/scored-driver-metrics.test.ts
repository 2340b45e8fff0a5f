import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAssessmentsApp } from '../../../test/assessments-harness.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { assessmentItemQuestions, assessmentItems } from '../assessments/assessment-item.table.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { questionSequenceQuestions, questions } from './question.table.ts';

describe("the safety metrics scoring counts: a sequence's children's when it has none of its own", () => {
  const { ctx, world, call } = useAssessmentsApp();
  const ids = {} as Record<'hazards' | 'plain' | 'ownMetric' | 'nested' | 'outer' | 'assessment', string>;

  const addQuestion = async (name: string, questionType: string, driverMetricId: string | null) => {
    const id = crypto.randomUUID();
    await ctx.db.insert(questions).values({
      id,
      name,
      questionType: questionType as typeof questions.$inferInsert.questionType,
      driverMetricId,
    });
    return id;
  };
  const link = (parentQuestionId: string, childQuestionId: string, displayOrder: number, archived = false) =>
    ctx.db
      .insert(questionSequenceQuestions)
      .values({ id: crypto.randomUUID(), parentQuestionId, childQuestionId, displayOrder, archived });

  beforeAll(async () => {
    const hazards = crypto.randomUUID();
    await ctx.db
      .insert(driverMetrics)
      .values({ id: hazards, subscriptionId: PROVIDER_SUBSCRIPTION_ID, name: 'Hazards' });
    ids.hazards = await addQuestion('Hazard child', 'MultipleChoiceImage', hazards);
    // A sequence without a metric: its children count, the Observation one directly, Hazards through a nested sequence.
    ids.nested = await addQuestion('Nested sequence', 'SequenceOfQuestions', null);
    await link(ids.nested, ids.hazards, 1);
    ids.outer = await addQuestion('Street & "junction" <sequence>', 'SequenceOfQuestions', null);
    await link(ids.outer, world.questions.mirror, 1);
    await link(ids.outer, ids.nested, 2);
    // A child that was taken out of the sequence counts no more.
    await link(ids.outer, world.questions.speeding, 3, true);
    // A sequence with a metric of its own counts as one question: its children's metrics do not.
    ids.ownMetric = await addQuestion('Sequence with a metric', 'SequenceOfQuestions', world.metrics.speed);
    await link(ids.ownMetric, ids.hazards, 1);
    ids.plain = await addQuestion('Sequence of questions without metrics', 'SequenceOfQuestions', null);
    await link(ids.plain, world.questions.noMetric, 1);

    ids.assessment = crypto.randomUUID();
    const itemId = crypto.randomUUID();
    await ctx.db.insert(assessments).values({
      id: ids.assessment,
      name: 'Sequences only',
      assessmentType: 'Assessment',
    });
    await ctx.db.insert(assessmentItems).values({ id: itemId, assessmentId: ids.assessment, displayOrder: 1 });
    await ctx.db.insert(assessmentItemQuestions).values(
      [ids.outer, ids.plain].map((questionId) => ({
        id: crypto.randomUUID(),
        assessmentId: ids.assessment,
        assessmentItemId: itemId,
        questionId,
      })),
    );
  });

  it("names an assessment's metrics through its sequences, nested ones included", async () => {
    const got = await call<{ assessment: { affectedDriverMetrics: { name: string }[] } }>(
      'query ($id: ID!) { assessment(id: $id) { affectedDriverMetrics { id name } } }',
      { id: ids.assessment },
    );
    expect(got.data!.assessment.affectedDriverMetrics.map((metric) => metric.name)).toEqual(['Hazards', 'Observation']);
  });

  it('gives each question the metrics scoring counts for it, in the question and in the question list', async () => {
    const one = (id: string) =>
      call<{ question: { scoredDriverMetricNames: string[] } }>(
        'query ($id: ID!) { question(id: $id) { scoredDriverMetricNames } }',
        { id },
      ).then((response) => response.data!.question.scoredDriverMetricNames);
    expect(await one(ids.outer)).toEqual(['Hazards', 'Observation']);
    expect(await one(ids.ownMetric)).toEqual(['Speed']);
    expect(await one(ids.plain)).toEqual([]);
    expect(await one(world.questions.mirror)).toEqual(['Observation']);

    const listed = await call<{ questions: { id: string; scoredDriverMetricNames: string[] }[] }>(
      'query ($search: String) { questions(search: $search) { id scoredDriverMetricNames } }',
      { search: 'junction' },
    );
    expect(listed.data!.questions).toEqual([{ id: ids.outer, scoredDriverMetricNames: ['Hazards', 'Observation'] }]);
  });
});
