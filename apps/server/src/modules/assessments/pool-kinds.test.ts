import { describe, expect, it } from 'vitest';
import { contentSnapshot, fieldMessages, useAssessmentsApp } from '../../../test/assessments-harness.ts';
import { errorCode } from '../../../test/graphql-client.ts';
import { questions } from '../questions/question.table.ts';
import { assessments } from './assessment.table.ts';
import { assessmentItemQuestions, assessmentItems } from './assessment-item.table.ts';

const CREATE_ENTRY = `mutation ($model: AssessmentItemQuestionInput!) { createAssessmentItemQuestion(model: $model) { id } }`;
const UPDATE_ASSESSMENT = `mutation ($model: AssessmentInput!) { updateAssessment(model: $model) { id editVersion } }`;

describe('the per-record mutations keep to what may share a pool, as the bundle save does', () => {
  const { ctx, world, call } = useAssessmentsApp();
  const ofType = async (questionType: string) => {
    const id = crypto.randomUUID();
    await ctx.db.insert(questions).values({
      id,
      name: `A ${questionType}`,
      questionType: questionType as typeof questions.$inferInsert.questionType,
    });
    return id;
  };
  const assessmentWithItem = async (assessmentType: 'Assessment' | 'TrainingModule', questionIds: string[]) => {
    const assessmentId = crypto.randomUUID();
    const itemId = crypto.randomUUID();
    await ctx.db.insert(assessments).values({ id: assessmentId, name: 'Per record', assessmentType });
    await ctx.db.insert(assessmentItems).values({ id: itemId, assessmentId, displayOrder: 1 });
    for (const questionId of questionIds) {
      await ctx.db
        .insert(assessmentItemQuestions)
        .values({ id: crypto.randomUUID(), assessmentId, assessmentItemId: itemId, questionId });
    }
    return { assessmentId, itemId };
  };

  it('refuses a pool entry of another kind, a questionnaire question alone and learning in an assessment', async () => {
    const { assessmentId, itemId } = await assessmentWithItem('Assessment', [world.questions.speeding]);
    const entry = async (questionId: string) =>
      call(CREATE_ENTRY, { model: { assessmentId, assessmentItemId: itemId, questionId } });
    const before = await contentSnapshot(ctx.db);
    expect(fieldMessages(await entry(await ofType('Questionnaire')))).toEqual({
      questionId:
        "An item's pool holds one kind only: questions, questionnaires, learning activities or information pages",
    });
    expect(await contentSnapshot(ctx.db)).toEqual(before);
    const empty = await assessmentWithItem('Assessment', []);
    const alone = await call(CREATE_ENTRY, {
      model: {
        assessmentId: empty.assessmentId,
        assessmentItemId: empty.itemId,
        questionId: await ofType('QuestionnaireInput'),
      },
    });
    expect(fieldMessages(alone).questionId).toBe(
      "A questionnaire's own question cannot be used on its own: add its questionnaire instead",
    );
    const learning = await call(CREATE_ENTRY, {
      model: {
        assessmentId: empty.assessmentId,
        assessmentItemId: empty.itemId,
        questionId: await ofType('LearningText'),
      },
    });
    expect(fieldMessages(learning).questionId).toBe('Learning activities can only be used in training modules');
    expect(errorCode(await entry(world.questions.mirror))).toBeUndefined();
  });

  it('refuses turning a training module with learning into an assessment, and versions the change it allows', async () => {
    const { assessmentId } = await assessmentWithItem('TrainingModule', [await ofType('LearningVideo')]);
    const refused = await call(UPDATE_ASSESSMENT, { model: { id: assessmentId, assessmentType: 'Assessment' } });
    expect(fieldMessages(refused)).toEqual({
      assessmentType: 'Learning activities can only be used in training modules',
    });
    const renamed = await call<{ updateAssessment: { editVersion: number } }>(UPDATE_ASSESSMENT, {
      model: { id: assessmentId, name: 'Renamed & "kept" <training>' },
    });
    // A change made outside the editor raises the version too, so an editor open meanwhile cannot save over it.
    expect(renamed.data!.updateAssessment.editVersion).toBe(2);
  });
});
