import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/graphql-client.ts';
import { fieldMessages, useQuestionsApp } from '../../../test/questions-harness.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { assessmentItemQuestions, assessmentItems } from '../assessments/assessment-item.table.ts';
import { assessmentSessions } from '../sessions/assessment-session.table.ts';
import { questionResponseEvents } from '../sessions/question-response-event.table.ts';
import { questions } from './question.table.ts';

const SAVE = 'mutation ($model: QuestionBundleInput!) { saveQuestion(model: $model) { id questionType } }';
const LOCK = 'query ($id: ID!) { question(id: $id) { typeLockedBecause } }';

describe("a question's type stays once an assessment uses it or people have answered it", () => {
  const { ctx, world, addQuestion, call, snapshot } = useQuestionsApp();
  const id = () => crypto.randomUUID();
  const lockOf = async (questionId: string) =>
    (await call<{ question: { typeLockedBecause: string | null } }>(LOCK, { id: questionId })).data!.question
      .typeLockedBecause;
  const changeType = (questionId: string, questionType: string) =>
    call<{ saveQuestion: { questionType: string } }>(SAVE, { model: { question: { id: questionId, questionType } } });

  it('refuses a new type while an assessment pools it, says why, and allows it once it is taken out', async () => {
    const question = await addQuestion('MultipleChoiceImage');
    expect(await lockOf(question)).toBeNull();
    const assessmentId = id();
    const itemId = id();
    const linkId = id();
    await ctx.db.insert(assessments).values({ id: assessmentId, name: 'Uses it', assessmentType: 'Assessment' });
    await ctx.db.insert(assessmentItems).values({ id: itemId, assessmentId, displayOrder: 1 });
    await ctx.db
      .insert(assessmentItemQuestions)
      .values({ id: linkId, assessmentId, assessmentItemId: itemId, questionId: question });
    expect(await lockOf(question)).toBe('UsedInAssessment');

    const before = await snapshot();
    const refused = await changeType(question, 'MultipleChoiceVideo');
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(fieldMessages(refused)).toEqual({
      'question.questionType': 'The type cannot change while an assessment or training module uses this question',
    });
    expect(await snapshot()).toEqual(before);
    // Saving it with the same type is no change of type.
    expect(errorCode(await changeType(question, 'MultipleChoiceImage'))).toBeUndefined();

    await ctx.db.update(assessmentItemQuestions).set({ archived: true }).where(eq(assessmentItemQuestions.id, linkId));
    expect(await lockOf(question)).toBeNull();
    expect((await changeType(question, 'MultipleChoiceVideo')).data!.saveQuestion.questionType).toBe(
      'MultipleChoiceVideo',
    );
  });

  it('refuses a new type once people have answered it, even after the assessment no longer uses it', async () => {
    const question = await addQuestion('MultipleChoiceImage');
    const assessmentId = id();
    const itemId = id();
    const sessionId = id();
    await ctx.db
      .insert(assessments)
      .values({ id: assessmentId, name: 'Was answered', assessmentType: 'Assessment', archived: true });
    await ctx.db.insert(assessmentItems).values({ id: itemId, assessmentId, displayOrder: 1 });
    await ctx.db.insert(assessmentSessions).values({
      id: sessionId,
      subscriptionId: world.staff.subscriptionId,
      assessmentId,
      userId: world.staff.id,
      startedByUserId: world.staff.id,
      sessionIndex: 1,
      sessionInitializationJson: {},
    });
    await ctx.db.insert(questionResponseEvents).values({
      id: id(),
      subscriptionId: world.staff.subscriptionId,
      eventDate: new Date(),
      questionId: question,
      userId: world.staff.id,
      assessmentId,
      assessmentItemId: itemId,
      assessmentSessionId: sessionId,
      archived: true,
    });
    expect(await lockOf(question)).toBe('HasResponses');
    expect(fieldMessages(await changeType(question, 'LocationResponseImage'))).toEqual({
      'question.questionType': 'The type cannot change: people have already answered this question',
    });
    const [stored] = await ctx.db.select().from(questions).where(eq(questions.id, question));
    expect(stored!.questionType).toBe('MultipleChoiceImage');
  });
});
