import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/graphql-client.ts';
import { useQuestionsApp } from '../../../test/questions-harness.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { assessmentItemQuestions, assessmentItems } from '../assessments/assessment-item.table.ts';
import {
  driverMetricAdjustments,
  driverMetricRecommendations,
  questionTagLinks,
} from '../content-rules/content-rule.table.ts';
import { assessmentSessions } from '../sessions/assessment-session.table.ts';
import { questionResponseEvents } from '../sessions/question-response-event.table.ts';
import { questionSequenceQuestions, questions } from './question.table.ts';
import { questionAnswers, questionFeedbacks } from './question-answer.table.ts';

const COUNTS = `query ($id: ID!) { questionRelatedCounts(id: $id) {
  answers questionnaireAnswers feedbacks tagLinks recommendations adjustments assessmentLinks responseEvents sequenceQuestions
} }`;

describe('questionRelatedCounts for the delete screen', () => {
  const { ctx, world, addQuestion, call } = useQuestionsApp();
  const id = () => crypto.randomUUID();

  it('counts the live records of each kind that hang on a question', async () => {
    const db = ctx.db;
    const question = await addQuestion('MultipleChoiceVideo');
    await db.insert(questionAnswers).values([
      { id: id(), questionId: question },
      { id: id(), questionId: question },
      { id: id(), questionId: question, archived: true },
    ]);
    await db.insert(questionFeedbacks).values({ id: id(), questionId: question });
    const target = { targetId: question, targetType: 'Question' as const };
    await db.insert(questionTagLinks).values([
      { id: id(), ...target, questionTagId: world.tagId },
      { id: id(), ...target, questionTagId: world.tagId, archived: true },
    ]);
    await db.insert(driverMetricRecommendations).values({ id: id(), ...target, driverMetricId: world.metricId });
    await db.insert(driverMetricAdjustments).values([
      { id: id(), ...target, driverMetricId: world.metricId, adjustmentValue: 5 },
      { id: id(), ...target, driverMetricId: world.metricId, adjustmentValue: -5 },
    ]);
    const [assessment] = await db
      .insert(assessments)
      .values({ id: id(), name: 'Hazards', assessmentType: 'Assessment' })
      .returning();
    const [item] = await db
      .insert(assessmentItems)
      .values({ id: id(), assessmentId: assessment!.id, displayOrder: 1 })
      .returning();
    await db.insert(assessmentItemQuestions).values([
      { id: id(), assessmentId: assessment!.id, assessmentItemId: item!.id, questionId: question },
      { id: id(), assessmentId: assessment!.id, assessmentItemId: item!.id, questionId: question, archived: true },
    ]);
    const sequence = await addQuestion('SequenceOfQuestions');
    const child = await addQuestion('ResponseTimeVideo');
    await db.insert(questionSequenceQuestions).values([
      { id: id(), parentQuestionId: sequence, childQuestionId: question, displayOrder: 1 },
      { id: id(), parentQuestionId: question, childQuestionId: child, displayOrder: 1 },
      { id: id(), parentQuestionId: sequence, childQuestionId: question, displayOrder: 2, archived: true },
    ]);
    // Two responses recorded and one replaced (archived): the replaced one is not counted.
    const sessionId = id();
    await db.insert(assessmentSessions).values({
      id: sessionId,
      subscriptionId: world.staff.subscriptionId,
      assessmentId: assessment!.id,
      userId: world.staff.id,
      startedByUserId: world.staff.id,
      sessionIndex: 1,
      sessionInitializationJson: {},
    });
    const response = (archived = false) => ({
      id: id(),
      subscriptionId: world.staff.subscriptionId,
      eventDate: new Date(),
      questionId: question,
      userId: world.staff.id,
      assessmentId: assessment!.id,
      assessmentItemId: item!.id,
      assessmentSessionId: sessionId,
      archived,
    });
    await db.insert(questionResponseEvents).values([response(), response(), response(true)]);

    const counted = await call(COUNTS, { id: question });
    expect(counted.data).toEqual({
      questionRelatedCounts: {
        answers: 2,
        questionnaireAnswers: 0,
        feedbacks: 1,
        tagLinks: 1,
        recommendations: 1,
        adjustments: 2,
        assessmentLinks: 1,
        responseEvents: 2,
        sequenceQuestions: 2,
      },
    });
  });

  it("counts a questionnaire's sub-question answers as questionnaire answers", async () => {
    const questionnaire = await addQuestion('Questionnaire');
    const subQuestion = await addQuestion('QuestionnaireMultipleChoice');
    await ctx.db
      .insert(questionSequenceQuestions)
      .values({ id: id(), parentQuestionId: questionnaire, childQuestionId: subQuestion, displayOrder: 1 });
    await ctx.db.insert(questionAnswers).values([
      { id: id(), questionId: subQuestion },
      { id: id(), questionId: subQuestion },
      { id: id(), questionId: subQuestion, archived: true },
    ]);
    const response = await call<{ questionRelatedCounts: Record<string, number> }>(COUNTS, { id: questionnaire });
    expect(response.data!.questionRelatedCounts).toMatchObject({
      answers: 0,
      questionnaireAnswers: 2,
      sequenceQuestions: 1,
    });
  });

  it('is not found for a deleted question, and only for Roadmark staff', async () => {
    const question = await addQuestion('LearningText');
    await ctx.db.update(questions).set({ archived: true }).where(eq(questions.id, question));
    expect(errorCode(await call(COUNTS, { id: question }))).toBe('NOT_FOUND');
    const live = await addQuestion('LearningText');
    expect(errorCode(await call(COUNTS, { id: live }, world.manager.cookie))).toBe('FORBIDDEN');
    expect(errorCode(await call(COUNTS, { id: live }, ''))).toBe('UNAUTHENTICATED');
  });
});
