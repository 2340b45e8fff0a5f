import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/graphql-client.ts';
import { fieldMessages, useQuestionsApp } from '../../../test/questions-harness.ts';
import {
  driverMetricAdjustments,
  driverMetricRecommendations,
  questionTagLinks,
} from '../content-rules/content-rule.table.ts';
import { questionSequenceQuestions, questions } from './question.table.ts';
import { questionAnswers, questionFeedbacks } from './question-answer.table.ts';

const SAVE = `mutation ($model: QuestionBundleInput!) {
  saveQuestion(model: $model) { id name questionType numberOfSubQuestions maxScore questionTags { id name } }
}`;

type Saved = { saveQuestion: { id: string; name: string; numberOfSubQuestions: number; maxScore: number } };

describe('saveQuestion: the question editor bundle in one transaction', () => {
  const { ctx, world, addQuestion, call, snapshot } = useQuestionsApp();
  const save = (model: object, cookie?: string) => call<Saved>(SAVE, { model }, cookie);
  const liveAnswers = (questionId: string) =>
    ctx.db
      .select()
      .from(questionAnswers)
      .where(and(eq(questionAnswers.questionId, questionId), eq(questionAnswers.archived, false)))
      .orderBy(asc(questionAnswers.displayOrder));
  const liveFeedbacks = (questionId: string) =>
    ctx.db
      .select()
      .from(questionFeedbacks)
      .where(and(eq(questionFeedbacks.questionId, questionId), eq(questionFeedbacks.archived, false)))
      .orderBy(asc(questionFeedbacks.minScore));
  const liveLinksOf = (parentQuestionId: string) =>
    ctx.db
      .select()
      .from(questionSequenceQuestions)
      .where(
        and(
          eq(questionSequenceQuestions.parentQuestionId, parentQuestionId),
          eq(questionSequenceQuestions.archived, false),
        ),
      )
      .orderBy(asc(questionSequenceQuestions.displayOrder));

  let saved: string;
  beforeAll(async () => {
    const response = await save({
      question: {
        name: 'Cyclist at junction',
        questionType: 'MultipleChoiceVideo',
        videoBlobReferenceId: world.videoId,
      },
      answers: {
        added: [
          { answerText: '<p>Brake</p><script>alert(1)</script><p></p>', score: 100, isCorrect: true },
          { answerText: '<p onclick="x()">Carry on</p>' },
        ],
      },
      feedbacks: { added: [{ minScore: 0, maxScore: 49, feedbackText: 'Look again' }, { minScore: 50 }] },
      tagLinks: { added: [{ questionTagId: world.tagId }] },
      recommendations: { added: [{ driverMetricId: world.metricId, maxScore: 60 }] },
      adjustments: { added: [{ driverMetricId: world.metricId, adjustmentValue: -5 }] },
    });
    expect(response.errors).toBeUndefined();
    saved = response.data!.saveQuestion.id;
  });

  it('creates the question with every child collection, children pointing at it', async () => {
    const answers = await liveAnswers(saved);
    expect(answers.map((a) => [a.answerText, a.score, a.isCorrect])).toEqual([
      ['<p>Brake</p>', 100, true],
      ['<p>Carry on</p>', 0, false],
    ]);
    expect((await liveFeedbacks(saved)).map((f) => [f.minScore, f.maxScore])).toEqual([
      [0, 49],
      [50, 100],
    ]);
    const [tagLink] = await ctx.db.select().from(questionTagLinks).where(eq(questionTagLinks.targetId, saved));
    expect(tagLink).toMatchObject({ targetType: 'Question', questionTagId: world.tagId });
    const [rule] = await ctx.db
      .select()
      .from(driverMetricRecommendations)
      .where(eq(driverMetricRecommendations.targetId, saved));
    expect(rule).toMatchObject({ targetType: 'Question', minScore: 0, maxScore: 60 });
    const [adjustment] = await ctx.db
      .select()
      .from(driverMetricAdjustments)
      .where(eq(driverMetricAdjustments.targetId, saved));
    expect(adjustment).toMatchObject({ targetType: 'Question', adjustmentValue: -5 });
  });

  it('creates with a client id, updates a live question, and refuses an archived one', async () => {
    const id = crypto.randomUUID();
    const created = await save({ question: { id, name: 'Client id', questionType: 'LearningText' } });
    expect(created.data!.saveQuestion).toMatchObject({ id, name: 'Client id' });
    const updated = await save({ question: { id, name: 'Renamed' } });
    expect(updated.data!.saveQuestion).toMatchObject({ id, name: 'Renamed' });
    await ctx.db.update(questions).set({ archived: true }).where(eq(questions.id, id));
    expect(errorCode(await save({ question: { id, name: 'Back' } }))).toBe('NOT_FOUND');
  });

  it('applies additions, updates and removals to an existing question', async () => {
    const [brake, carryOn] = await liveAnswers(saved);
    const [feedback] = await liveFeedbacks(saved);
    const [tagLink] = await ctx.db.select().from(questionTagLinks).where(eq(questionTagLinks.targetId, saved));
    const other = await addQuestion('MultipleChoiceVideo');
    const response = await save({
      question: { id: saved, name: 'Cyclist at the junction' },
      answers: {
        // The server puts every child on the saved question, whatever parent the client sends.
        added: [{ answerText: 'Sound the horn', displayOrder: carryOn!.displayOrder + 1, questionId: other }],
        updated: [{ id: carryOn!.id, score: 20 }],
        removed: [brake!.id],
      },
      feedbacks: { removed: [feedback!.id] },
      tagLinks: {
        added: [{ questionTagId: world.tagId, targetId: other, targetType: 'Assessment' }],
        removed: [tagLink!.id],
      },
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.saveQuestion).toMatchObject({
      name: 'Cyclist at the junction',
      questionTags: [{ id: world.tagId, name: 'Urban' }],
    });
    expect(await liveAnswers(other)).toEqual([]);
    expect((await liveAnswers(saved)).map((a) => [a.answerText, a.score])).toEqual([
      ['<p>Carry on</p>', 20],
      ['Sound the horn', 0],
    ]);
    expect(await liveFeedbacks(saved)).toHaveLength(1);
  });

  it('changes nothing at all when one child is invalid, and names its place', async () => {
    const [answer] = await liveAnswers(saved);
    const before = await snapshot();
    const response = await save({
      question: { id: saved, name: 'Should not stick' },
      answers: {
        added: [{ answerText: 'Fine' }, { answerText: 'Too much', score: 150 }],
        updated: [{ id: answer!.id, score: 90 }],
      },
      feedbacks: { added: [{ minScore: 10, maxScore: 20 }] },
      tagLinks: { added: [{ questionTagId: world.tagId }] },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(fieldMessages(response)).toEqual({ 'answers.added.1.score': 'Score must be between 0 and 100' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a zero adjustment, and a child of another question, changing nothing', async () => {
    const other = await addQuestion('MultipleChoiceVideo');
    const [foreign] = await ctx.db
      .insert(questionAnswers)
      .values({ id: crypto.randomUUID(), questionId: other })
      .returning();
    const before = await snapshot();
    const zero = await save({
      question: { id: saved },
      feedbacks: { added: [{ minScore: 10, maxScore: 20 }] },
      adjustments: {
        added: [
          { driverMetricId: world.metricId, adjustmentValue: 5 },
          { driverMetricId: world.metricId, adjustmentValue: 0 },
        ],
      },
    });
    expect(fieldMessages(zero)).toEqual({ 'adjustments.added.1.adjustmentValue': 'Adjustment cannot be zero' });
    const stolen = await save({ question: { id: saved }, answers: { updated: [{ id: foreign!.id, score: 5 }] } });
    expect(fieldMessages(stolen)).toEqual({
      'answers.updated.0': 'Something in this save no longer exists. Reload the page and try again.',
    });
    const removeForeign = await save({ question: { id: saved }, answers: { removed: [foreign!.id] } });
    expect(Object.keys(fieldMessages(removeForeign))).toEqual(['answers.removed.0']);
    expect(await snapshot()).toEqual(before);
  });

  it('checks the stored whole: a sliding scale needs two positions, stored answers must fit the question', async () => {
    const before = await snapshot();
    const scale = await save({
      question: { name: 'Scale', questionType: 'SlidingScaleVideo' },
      answers: { added: [{ score: -100 }] },
    });
    expect(fieldMessages(scale)).toEqual({ answers: 'A sliding scale needs at least two positions' });
    expect(await snapshot()).toEqual(before);
    const twoPositions = await save({
      question: { name: 'Scale', questionType: 'SlidingScaleVideo' },
      answers: { added: [{ score: -100 }, { score: 100 }] },
    });
    expect(twoPositions.errors).toBeUndefined();

    const twoParts = await addQuestion('MultipleChoiceVideo', { numberOfSubQuestions: 2, maxScore: 200 });
    const secondPart = crypto.randomUUID();
    await ctx.db.insert(questionAnswers).values({ id: secondPart, questionId: twoParts, subQuestionNumber: 2 });
    const onePart = await save({ question: { id: twoParts, numberOfSubQuestions: 1 } });
    expect(fieldMessages(onePart)).toEqual({
      [`answers.${secondPart}.subQuestionNumber`]: 'Question part must be between 1 and the number of parts',
      answers: 'One or more of the answers are invalid',
    });
    const [unchanged] = await ctx.db.select().from(questions).where(eq(questions.id, twoParts));
    expect(unchanged!.numberOfSubQuestions).toBe(2);
  });

  it('refuses a sequence that contains itself, directly or through another sequence', async () => {
    const outer = await addQuestion('SequenceOfQuestions');
    const inner = await addQuestion('SequenceOfQuestions');
    const clip = await addQuestion('ResponseTimeVideo');
    const nested = await save({
      question: { id: outer },
      sequenceQuestions: { added: [{ childQuestionId: inner }, { childQuestionId: clip }] },
    });
    expect(nested.errors).toBeUndefined();
    expect((await liveLinksOf(outer)).map((link) => link.childQuestionId)).toEqual([inner, clip]);
    const before = await snapshot();
    const direct = await save({ question: { id: outer }, sequenceQuestions: { added: [{ childQuestionId: outer }] } });
    const message = 'A sequence cannot contain itself, directly or through another sequence';
    expect(fieldMessages(direct)).toEqual({ 'sequenceQuestions.added.0.childQuestionId': message });
    const through = await save({
      question: { id: inner, name: 'Inner' },
      sequenceQuestions: { added: [{ childQuestionId: clip }, { childQuestionId: outer }] },
    });
    expect(fieldMessages(through)).toEqual({ 'sequenceQuestions.added.1.childQuestionId': message });
    expect(await snapshot()).toEqual(before);
  });

  it('saves a questionnaire with its sub-questions and their answers, counting its parts', async () => {
    const created = await save({
      question: { name: 'Driving habits', questionType: 'Questionnaire' },
      questionnaireQuestions: {
        added: [
          {
            question: { questionText: '<p>How often do you drive at night?</p>', questionType: 'QuestionnaireScale' },
            answers: {
              added: [
                { answerText: 'Never', score: -50 },
                { answerText: 'Often', score: 50 },
              ],
            },
          },
          { question: { questionText: 'Anything else?', questionType: 'QuestionnaireInput' } },
        ],
      },
    });
    expect(created.errors).toBeUndefined();
    const questionnaire = created.data!.saveQuestion;
    expect(questionnaire).toMatchObject({ numberOfSubQuestions: 2, maxScore: 200 });
    const [scaleLink, inputLink] = await liveLinksOf(questionnaire.id);
    const [scale] = await ctx.db.select().from(questions).where(eq(questions.id, scaleLink!.childQuestionId));
    expect(scale).toMatchObject({ name: 'How often do you drive at night?', questionType: 'QuestionnaireScale' });
    expect((await liveAnswers(scale!.id)).map((a) => a.score)).toEqual([-50, 50]);

    const removed = await save({
      question: { id: questionnaire.id },
      questionnaireQuestions: {
        updated: [
          {
            question: { id: scale!.id, questionText: 'How often at night?' },
            answers: { added: [{ answerText: 'Sometimes' }] },
          },
        ],
        removed: [inputLink!.childQuestionId],
      },
    });
    expect(removed.data!.saveQuestion).toMatchObject({ numberOfSubQuestions: 1, maxScore: 100 });
    const [input] = await ctx.db.select().from(questions).where(eq(questions.id, inputLink!.childQuestionId));
    expect(input!.archived).toBe(true);
    const [archivedLink] = await ctx.db
      .select()
      .from(questionSequenceQuestions)
      .where(eq(questionSequenceQuestions.id, inputLink!.id));
    expect(archivedLink!.archived).toBe(true);
    expect((await liveAnswers(scale!.id)).map((a) => a.answerText)).toEqual(['Never', 'Often', 'Sometimes']);
  });

  it('names the place of a questionnaire question problem and refuses them on other questions', async () => {
    const before = await snapshot();
    const invalid = await save({
      question: { name: 'Habits', questionType: 'Questionnaire' },
      questionnaireQuestions: {
        added: [
          { question: { questionText: 'Fine', questionType: 'QuestionnaireInput' } },
          { question: { questionText: ' ', questionType: 'MultipleChoiceVideo' } },
        ],
      },
    });
    expect(fieldMessages(invalid)).toEqual({
      'questionnaireQuestions.added.1.question.questionType': 'Question type is required',
      'questionnaireQuestions.added.1.question.questionText': 'Question text is required',
    });
    const badAnswer = await save({
      question: { name: 'Habits', questionType: 'Questionnaire' },
      questionnaireQuestions: {
        added: [
          { question: { questionText: 'Q', questionType: 'QuestionnaireScale' }, answers: { added: [{ score: 101 }] } },
        ],
      },
    });
    expect(fieldMessages(badAnswer)).toEqual({
      'questionnaireQuestions.added.0.answers.added.0.score': 'Score must be between -100 and 100',
    });
    const notQuestionnaire = await save({
      question: { name: 'Clip', questionType: 'MultipleChoiceVideo' },
      questionnaireQuestions: { added: [{ question: { questionText: 'Q', questionType: 'QuestionnaireInput' } }] },
    });
    expect(fieldMessages(notQuestionnaire)).toEqual({
      questionnaireQuestions: 'Only a questionnaire can have questionnaire questions.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('lets only Roadmark staff save, and changes nothing otherwise', async () => {
    const before = await snapshot();
    const model = { question: { id: saved, name: 'Hacked' }, answers: { added: [{ answerText: 'Injected' }] } };
    expect(errorCode(await save(model, world.manager.cookie))).toBe('FORBIDDEN');
    expect(errorCode(await save(model, ''))).toBe('UNAUTHENTICATED');
    expect(await snapshot()).toEqual(before);
  });
});
