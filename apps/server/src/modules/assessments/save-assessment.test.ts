import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ASSESSMENT_FIELDS,
  type AssessmentResult,
  contentSnapshot,
  fieldMessages,
  useAssessmentsApp,
} from '../../../test/assessments-harness.ts';
import { errorCode, type GqlResponse } from '../../../test/graphql-client.ts';
import { questionTagLinks } from '../content-rules/content-rule.table.ts';
import { questions } from '../questions/question.table.ts';
import { assessments } from './assessment.table.ts';
import { assessmentItemQuestions, assessmentItems } from './assessment-item.table.ts';

const SAVE = `mutation ($model: AssessmentBundleInput!) { saveAssessment(model: $model) { ${ASSESSMENT_FIELDS} } }`;
const EDIT_BUNDLE = `query ($id: ID!) {
  assessment(id: $id) { id name creationDate questionTags { id name } }
  assessmentItems(assessmentId: $id) { id displayOrder numberOfQuestionsToPresent counterbalanceGroup }
  assessmentItemQuestions(assessmentId: $id) { id assessmentItemId questionId }
  assessmentItemDriverMetricQuantities(assessmentId: $id) { id assessmentItemId driverMetricId quantity }
  assessmentFeedbacks(assessmentId: $id) { id minTotalScore maxTotalScore feedbackText }
  questionTagLinks(targetId: $id) { id targetId targetType questionTagId }
  driverMetricRecommendations(targetId: $id) { id targetId targetType driverMetricId minScore maxScore }
  driverMetricAdjustments(targetId: $id) { id targetId targetType driverMetricId adjustmentValue }
}`;

interface EditBundle {
  assessment: { id: string; name: string; creationDate: string; questionTags: { id: string; name: string }[] };
  assessmentItems: {
    id: string;
    displayOrder: number;
    numberOfQuestionsToPresent: number;
    counterbalanceGroup: string;
  }[];
  assessmentItemQuestions: { id: string; assessmentItemId: string; questionId: string }[];
  assessmentItemDriverMetricQuantities: {
    id: string;
    assessmentItemId: string;
    driverMetricId: string;
    quantity: number;
  }[];
  assessmentFeedbacks: { id: string; minTotalScore: number; maxTotalScore: number; feedbackText: string }[];
  questionTagLinks: { id: string; targetId: string; targetType: string; questionTagId: string }[];
  driverMetricRecommendations: Record<string, unknown>[];
  driverMetricAdjustments: Record<string, unknown>[];
}

describe('saveAssessment: the whole edit screen in one transaction', () => {
  const { ctx, world, call } = useAssessmentsApp();
  const save = (model: object, cookie?: string) => call<{ saveAssessment: AssessmentResult }>(SAVE, { model }, cookie);
  const saved = async (model: object): Promise<AssessmentResult> => {
    const response = await save(model);
    expect(response.errors).toBeUndefined();
    return response.data!.saveAssessment;
  };
  const editBundle = async (id: string) => (await call<EditBundle>(EDIT_BUNDLE, { id })).data!;
  const main = { name: 'Rural roads', assessmentType: 'Assessment', feedbackStyle: 'SummaryFeedback' };

  /** A small assessment with one item pooling speeding and mirror, made through the bundle itself. */
  async function savedAssessmentWithOneItem() {
    const itemId = crypto.randomUUID();
    const assessment = await saved({
      assessment: main,
      feedbacks: { added: [{ minTotalScore: 0, maxTotalScore: 100, feedbackText: 'Done' }] },
      items: { added: [{ id: itemId, displayOrder: 1, numberOfQuestionsToPresent: 2 }] },
      itemQuestions: {
        added: [
          { assessmentItemId: itemId, questionId: world.questions.speeding },
          { assessmentItemId: itemId, questionId: world.questions.mirror },
        ],
      },
    });
    return { id: assessment.id, itemId, bundle: await editBundle(assessment.id) };
  }

  /** Saves `model`, expects it refused with these field messages, and proves the database did not change at all. */
  async function expectRefused(model: object, expected: Record<string, string>): Promise<GqlResponse> {
    const before = await contentSnapshot(ctx.db);
    const response = await save(model);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(fieldMessages(response)).toEqual(expected);
    expect(await contentSnapshot(ctx.db)).toEqual(before);
    return response;
  }

  it('creates an assessment with every collection, items added with client ids referenced by their pools and rules', async () => {
    const first = crypto.randomUUID();
    const second = crypto.randomUUID();
    const assessment = await saved({
      assessment: { ...main, tileText: '<p>Tile</p><script>x()</script>' },
      feedbacks: {
        added: [
          {
            minTotalScore: 50,
            maxTotalScore: 100,
            feedbackText: '<b>Well done</b>',
            videoBlobReferenceId: world.videoId,
          },
          { maxTotalScore: 49 },
        ],
      },
      tagLinks: { added: [{ questionTagId: world.tags.rural, targetId: crypto.randomUUID(), targetType: 'Question' }] },
      recommendations: { added: [{ driverMetricId: world.metrics.speed, maxScore: 40 }] },
      adjustments: { added: [{ driverMetricId: world.metrics.observation, minScore: 90, adjustmentValue: 5 }] },
      items: {
        added: [
          { id: first, displayOrder: 100, numberOfQuestionsToPresent: 1, counterbalanceGroup: 'A' },
          { id: second, displayOrder: 200 },
        ],
      },
      itemDriverMetricQuantities: {
        added: [
          { assessmentItemId: first, driverMetricId: world.metrics.speed, quantity: 1 },
          { assessmentItemId: first, driverMetricId: world.metrics.observation, quantity: 1 },
        ],
      },
      itemQuestions: {
        added: [
          { assessmentItemId: first, questionId: world.questions.speeding },
          { assessmentItemId: first, questionId: world.questions.mirror },
          { assessmentItemId: second, questionId: world.questions.noMetric },
        ],
      },
    });
    expect(assessment).toMatchObject({
      name: 'Rural roads',
      tileText: '<p>Tile</p>',
      questionTags: [{ id: world.tags.rural, name: 'Rural' }],
      affectedDriverMetrics: [
        { id: world.metrics.observation, name: 'Observation' },
        { id: world.metrics.speed, name: 'Speed' },
      ],
    });
    const bundle = await editBundle(assessment.id);
    expect(bundle.assessmentItems).toEqual([
      // With display rules the item presents the sum of their quantities.
      { id: first, displayOrder: 100, numberOfQuestionsToPresent: 2, counterbalanceGroup: 'A' },
      { id: second, displayOrder: 200, numberOfQuestionsToPresent: 1, counterbalanceGroup: '' },
    ]);
    expect(bundle.assessmentItemQuestions.map((e) => [e.assessmentItemId, e.questionId])).toEqual(
      expect.arrayContaining([
        [first, world.questions.speeding],
        [first, world.questions.mirror],
        [second, world.questions.noMetric],
      ]),
    );
    expect(bundle.assessmentItemDriverMetricQuantities).toHaveLength(2);
    expect(bundle.assessmentFeedbacks).toMatchObject([
      { minTotalScore: 0, maxTotalScore: 49, feedbackText: '' },
      { minTotalScore: 50, maxTotalScore: 100, feedbackText: '<b>Well done</b>' },
    ]);
    // The server sets the target of tag links and rules, whatever the client sent.
    for (const record of [
      ...bundle.questionTagLinks,
      ...bundle.driverMetricRecommendations,
      ...bundle.driverMetricAdjustments,
    ]) {
      expect(record).toMatchObject({ targetId: assessment.id, targetType: 'Assessment' });
    }
    expect(bundle.driverMetricRecommendations).toMatchObject([{ minScore: 0, maxScore: 40 }]);
    expect(bundle.driverMetricAdjustments).toMatchObject([{ adjustmentValue: 5 }]);
  });

  it('creates with an id the client chose, then updates the same assessment and its children', async () => {
    const id = crypto.randomUUID();
    const itemId = crypto.randomUUID();
    const created = await saved({
      assessment: { ...main, id },
      feedbacks: { added: [{ feedbackText: 'All' }] },
      tagLinks: { added: [{ questionTagId: world.tags.urban }] },
      items: { added: [{ id: itemId, displayOrder: 1 }] },
      itemQuestions: { added: [{ assessmentItemId: itemId, questionId: world.questions.speeding }] },
    });
    expect(created.id).toBe(id);
    const before = await editBundle(id);
    await new Promise((resolve) => setTimeout(resolve, 5));

    const newItem = crypto.randomUUID();
    const updated = await saved({
      assessment: { id, name: 'Rural roads, revised', highRiskBelow: 10 },
      feedbacks: {
        added: [{ minTotalScore: 60, maxTotalScore: 100, feedbackText: 'High' }],
        updated: [{ id: before.assessmentFeedbacks[0]!.id, maxTotalScore: 59 }],
      },
      tagLinks: { added: [{ questionTagId: world.tags.rural }], removed: [before.questionTagLinks[0]!.id] },
      items: {
        added: [{ id: newItem, displayOrder: 2 }],
        updated: [{ id: itemId, numberOfQuestionsToPresent: 2 }],
      },
      itemQuestions: {
        added: [
          { assessmentItemId: itemId, questionId: world.questions.mirror },
          { assessmentItemId: newItem, questionId: world.questions.noMetric },
        ],
      },
    });
    expect(updated).toMatchObject({
      id,
      name: 'Rural roads, revised',
      highRiskBelow: 10,
      feedbackStyle: 'SummaryFeedback',
    });
    expect(Date.parse(updated.creationDate)).toBeGreaterThan(Date.parse(before.assessment.creationDate));
    const after = await editBundle(id);
    expect(after.assessment.questionTags).toEqual([{ id: world.tags.rural, name: 'Rural' }]);
    expect(after.assessmentFeedbacks.map((f) => [f.minTotalScore, f.maxTotalScore])).toEqual([
      [0, 59],
      [60, 100],
    ]);
    expect(after.assessmentItems.map((item) => [item.id, item.numberOfQuestionsToPresent])).toEqual([
      [itemId, 2],
      [newItem, 1],
    ]);
    expect(after.assessmentItemQuestions).toHaveLength(3);
  });

  it('removes an item with its pool and display rules, also when the save removes its pool entries itself', async () => {
    const { id, itemId, bundle } = await savedAssessmentWithOneItem();
    const keptItem = crypto.randomUUID();
    await saved({
      assessment: { id },
      items: { added: [{ id: keptItem, displayOrder: 5 }] },
      itemDriverMetricQuantities: {
        added: [{ assessmentItemId: itemId, driverMetricId: world.metrics.speed, quantity: 1 }],
      },
      itemQuestions: { added: [{ assessmentItemId: keptItem, questionId: world.questions.noMetric }] },
    });
    const withRule = await editBundle(id);
    expect(withRule.assessmentItemDriverMetricQuantities).toHaveLength(1);
    expect(withRule.assessmentItems.find((item) => item.id === itemId)!.numberOfQuestionsToPresent).toBe(1);

    await saved({
      assessment: { id },
      items: { removed: [itemId] },
      itemQuestions: { removed: [bundle.assessmentItemQuestions[0]!.id] },
    });
    const after = await editBundle(id);
    expect(after.assessmentItems.map((item) => item.id)).toEqual([keptItem]);
    expect(after.assessmentItemQuestions.map((entry) => entry.assessmentItemId)).toEqual([keptItem]);
    expect(after.assessmentItemDriverMetricQuantities).toEqual([]);
    const stored = await ctx.db
      .select()
      .from(assessmentItemQuestions)
      .where(eq(assessmentItemQuestions.assessmentItemId, itemId));
    expect(stored.map((entry) => entry.archived)).toEqual([true, true]);
  });

  it('refuses a save with one invalid child and leaves the database exactly as it was', async () => {
    const { id, bundle } = await savedAssessmentWithOneItem();
    await expectRefused(
      {
        assessment: { id, name: 'Renamed' },
        feedbacks: {
          added: [
            { minTotalScore: 0, maxTotalScore: 10 },
            { minTotalScore: 60, maxTotalScore: 50 },
          ],
          updated: [{ id: bundle.assessmentFeedbacks[0]!.id, feedbackText: 'Changed' }],
        },
        tagLinks: { added: [{ questionTagId: world.tags.urban }] },
        recommendations: { added: [{ driverMetricId: world.metrics.speed }] },
        items: { added: [{ id: crypto.randomUUID(), displayOrder: 9 }] },
      },
      {
        'feedbacks.added.1.minTotalScore': 'Minimum score cannot be above the maximum score',
        feedbacks: 'One or more of the feedbacks are invalid',
      },
    );
    const unchanged = await editBundle(id);
    expect(unchanged.assessment.name).toBe('Rural roads');
    expect(unchanged).toEqual(bundle);
  });

  it('creates nothing when a new assessment fails, and names assessment field errors by their place', async () => {
    await expectRefused(
      { assessment: { ...main, name: ' ' }, feedbacks: { added: [{ feedbackText: 'x' }] } },
      { 'assessment.name': 'Name is required' },
    );
    await expectRefused(
      { assessment: { name: 'No type' } },
      { 'assessment.assessmentType': 'Type of assessment is required' },
    );
    await expectRefused(
      { assessment: main, items: { added: [{ id: crypto.randomUUID(), displayOrder: 1 }] } },
      {
        'items.added.0.questionIds': 'Choose at least one question for this item',
        items: 'One or more of the assessment items are invalid',
      },
    );
  });

  it('refuses a zero adjustment, a recommendation without a metric and a rule for a missing metric', async () => {
    const { id } = await savedAssessmentWithOneItem();
    await expectRefused(
      { assessment: { id }, adjustments: { added: [{ driverMetricId: world.metrics.speed, adjustmentValue: 0 }] } },
      {
        'adjustments.added.0.adjustmentValue': 'Adjustment cannot be zero',
        adjustments: 'One or more of the drive metric adjustment rules are invalid',
      },
    );
    await expectRefused(
      { assessment: { id }, recommendations: { added: [{ minScore: 0, maxScore: 50 }] } },
      {
        'recommendations.added.0.driverMetricId': 'Metric is required',
        recommendations: 'One or more of the drive metric recommendation rules are invalid',
      },
    );
    await expectRefused(
      { assessment: { id }, tagLinks: { added: [{ questionTagId: crypto.randomUUID() }] } },
      { 'tagLinks.added.0.questionTagId': 'Choose a tag that exists.' },
    );
  });

  it('checks items against their pools and display rules, naming the place of each problem', async () => {
    const { id, itemId } = await savedAssessmentWithOneItem();
    const newItem = crypto.randomUUID();
    await expectRefused(
      {
        assessment: { id },
        items: { added: [{ id: newItem, displayOrder: 3, numberOfQuestionsToPresent: 3 }] },
        itemQuestions: {
          added: [
            { assessmentItemId: newItem, questionId: world.questions.speeding },
            { assessmentItemId: newItem, questionId: world.questions.mirror },
          ],
        },
      },
      {
        'items.added.0.numberOfQuestionsToPresent':
          'Number of questions to present must be between 1 and the number of questions in the pool',
        items: 'One or more of the assessment items are invalid',
      },
    );
    await expectRefused(
      {
        assessment: { id },
        itemDriverMetricQuantities: {
          added: [
            { assessmentItemId: itemId, driverMetricId: world.metrics.speed, quantity: 1 },
            { assessmentItemId: itemId, driverMetricId: world.metrics.speed, quantity: 1 },
          ],
        },
      },
      {
        'itemDriverMetricQuantities.added.1.driverMetricId': 'Each metric can have only one display rule',
        items: 'One or more of the assessment items are invalid',
      },
    );
    await expectRefused(
      {
        assessment: { id },
        itemDriverMetricQuantities: {
          added: [{ assessmentItemId: itemId, driverMetricId: world.metrics.speed, quantity: 3 }],
        },
      },
      {
        'items.0.displayRules': 'The display rules ask for more questions than the pool holds',
        items: 'One or more of the assessment items are invalid',
      },
    );
    await expectRefused(
      {
        assessment: { id },
        itemDriverMetricQuantities: {
          added: [{ assessmentItemId: itemId, driverMetricId: world.metrics.speed, quantity: 0 }],
        },
      },
      {
        'itemDriverMetricQuantities.added.0.quantity': 'Quantity must be a whole number, 1 or more',
        items: 'One or more of the assessment items are invalid',
      },
    );
  });

  it('refuses a pool with a deleted question, whether added now or deleted since', async () => {
    const { id, itemId, bundle } = await savedAssessmentWithOneItem();
    await expectRefused(
      {
        assessment: { id },
        itemQuestions: { added: [{ assessmentItemId: itemId, questionId: world.questions.deleted }] },
      },
      {
        'itemQuestions.added.0.questionId': 'Choose a question that exists.',
        items: 'One or more of the assessment items are invalid',
      },
    );
    const questionId = crypto.randomUUID();
    await ctx.db
      .insert(questions)
      .values({ id: questionId, name: 'Deleted later', questionType: 'MultipleChoiceImage' });
    await saved({ assessment: { id }, itemQuestions: { added: [{ assessmentItemId: itemId, questionId }] } });
    await ctx.db.update(questions).set({ archived: true }).where(eq(questions.id, questionId));
    await expectRefused(
      { assessment: { id, name: 'Any change' } },
      {
        'items.0.questionIds': 'The pool holds a question that has been deleted or does not exist.',
        items: 'One or more of the assessment items are invalid',
      },
    );
    const deadEntry = (await editBundle(id)).assessmentItemQuestions.find((entry) => entry.questionId === questionId)!;
    await saved({ assessment: { id, name: 'Any change' }, itemQuestions: { removed: [deadEntry.id] } });
    expect((await editBundle(id)).assessmentItemQuestions).toEqual(bundle.assessmentItemQuestions);
  });

  it('refuses what the editor never offers: mixed pools, a questionnaire question alone, learning in an assessment', async () => {
    const ofType = async (questionType: string) => {
      const questionId = crypto.randomUUID();
      await ctx.db.insert(questions).values({
        id: questionId,
        name: `A ${questionType}`,
        questionType: questionType as typeof questions.$inferInsert.questionType,
      });
      return questionId;
    };
    const newItemWith = (assessmentType: string, questionIds: string[]) => {
      const itemId = crypto.randomUUID();
      return {
        assessment: { ...main, assessmentType },
        items: { added: [{ id: itemId, displayOrder: 1, numberOfQuestionsToPresent: 1 }] },
        itemQuestions: { added: questionIds.map((questionId) => ({ assessmentItemId: itemId, questionId })) },
      };
    };
    const itemProblem = (message: string) => ({
      'items.added.0.questionIds': message,
      items: 'One or more of the assessment items are invalid',
    });
    await expectRefused(
      newItemWith('Assessment', [world.questions.speeding, await ofType('Questionnaire')]),
      itemProblem(
        "An item's pool holds one kind only: questions, questionnaires, learning activities or information pages",
      ),
    );
    await expectRefused(
      newItemWith('Assessment', [await ofType('QuestionnaireScale')]),
      itemProblem("A questionnaire's own question cannot be used on its own: add its questionnaire instead"),
    );
    const learning = await ofType('LearningVideo');
    await expectRefused(
      newItemWith('Assessment', [learning]),
      itemProblem('Learning activities can only be used in training modules'),
    );
    // The same learning item is welcome in a training module, and so is a pool of information pages in either.
    await saved(newItemWith('TrainingModule', [learning]));
    await saved(newItemWith('Assessment', [await ofType('InformationText'), await ofType('InformationImage')]));
  });

  it('refuses records of another assessment, records that are gone and ids that are not ids', async () => {
    const mine = await savedAssessmentWithOneItem();
    const theirs = await savedAssessmentWithOneItem();
    const notHere = 'Something in this save no longer exists. Reload the page and try again.';
    const parentGone = 'This belongs to something that has been deleted or does not exist.';
    const cases: [object, Record<string, string>][] = [
      [
        { feedbacks: { removed: [theirs.bundle.assessmentFeedbacks[0]!.id] } },
        { 'feedbacks.removed.0': notHere, feedbacks: 'One or more of the feedbacks are invalid' },
      ],
      [
        { feedbacks: { updated: [{ id: crypto.randomUUID(), feedbackText: 'x' }] } },
        { 'feedbacks.updated.0': notHere, feedbacks: 'One or more of the feedbacks are invalid' },
      ],
      [
        { items: { updated: [{ id: theirs.itemId, displayOrder: 7 }] } },
        { 'items.updated.0': notHere, items: 'One or more of the assessment items are invalid' },
      ],
      [
        { itemQuestions: { added: [{ assessmentItemId: theirs.itemId, questionId: world.questions.noMetric }] } },
        {
          'itemQuestions.added.0.assessmentItemId': parentGone,
          items: 'One or more of the assessment items are invalid',
        },
      ],
      [
        {
          itemDriverMetricQuantities: {
            added: [{ assessmentItemId: theirs.itemId, driverMetricId: world.metrics.speed, quantity: 1 }],
          },
        },
        {
          'itemDriverMetricQuantities.added.0.assessmentItemId': parentGone,
          items: 'One or more of the assessment items are invalid',
        },
      ],
      [
        { itemDriverMetricQuantities: { removed: [crypto.randomUUID()] } },
        { 'itemDriverMetricQuantities.removed.0': notHere, items: 'One or more of the assessment items are invalid' },
      ],
      [{ tagLinks: { removed: ['not-an-id'] } }, { 'tagLinks.removed.0': 'The id must be a UUID.' }],
    ];
    for (const [changes, expected] of cases) {
      const response = await expectRefused({ assessment: { id: mine.id }, ...changes }, expected);
      expect(response.errors).toHaveLength(1);
    }
    expect(await editBundle(theirs.id)).toEqual(theirs.bundle);
  });

  it('treats a deleted assessment as not found', async () => {
    const { id } = await savedAssessmentWithOneItem();
    await ctx.db.update(assessments).set({ archived: true }).where(eq(assessments.id, id));
    const before = await contentSnapshot(ctx.db);
    expect(errorCode(await save({ assessment: { id, name: 'Revived' } }))).toBe('NOT_FOUND');
    expect(await contentSnapshot(ctx.db)).toEqual(before);
  });

  describe('permissions', () => {
    let id: string;
    beforeAll(async () => {
      id = (await savedAssessmentWithOneItem()).id;
    });

    it('lets only Roadmark staff save, and a refused save changes nothing', async () => {
      const before = await contentSnapshot(ctx.db);
      for (const model of [{ assessment: main }, { assessment: { id, name: 'Taken over' } }]) {
        expect(errorCode(await save(model, world.manager.cookie))).toBe('FORBIDDEN');
        expect(errorCode(await save(model, ''))).toBe('UNAUTHENTICATED');
      }
      expect(await contentSnapshot(ctx.db)).toEqual(before);
      const links = await ctx.db.select().from(questionTagLinks).where(eq(questionTagLinks.targetId, id));
      expect(links).toEqual([]);
      const [item] = await ctx.db.select().from(assessmentItems).where(eq(assessmentItems.assessmentId, id));
      expect(item!.archived).toBe(false);
    });
  });
});
