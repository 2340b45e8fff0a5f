import { describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/graphql-client.ts';
import { useQuestionsApp } from '../../../test/questions-harness.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { assessmentItemQuestions, assessmentItems } from '../assessments/assessment-item.table.ts';
import { questionSequenceQuestions } from './question.table.ts';
import { USAGES_SHOWN } from './question-usages.ts';

const USAGES = `query ($id: ID!) { questionUsages(id: $id) {
  assessments { id name type } assessmentCount parentQuestions { id name type } parentQuestionCount
} }`;

type Usages = {
  questionUsages: {
    assessments: { id: string; name: string; type: string }[];
    assessmentCount: number;
    parentQuestions: { id: string; name: string; type: string }[];
    parentQuestionCount: number;
  };
};

describe('questionUsages: where a question is used, for its delete screen', () => {
  const { ctx, world, addQuestion, call } = useQuestionsApp();
  const id = () => crypto.randomUUID();

  /** An assessment whose one item pools the question; the pool link, item or assessment may be archived. */
  const pooledIn = async (
    name: string,
    questionId: string,
    options: { type?: 'Assessment' | 'TrainingModule'; archived?: 'assessment' | 'item' | 'link' } = {},
  ) => {
    const assessmentId = id();
    const itemId = id();
    await ctx.db.insert(assessments).values({
      id: assessmentId,
      name,
      assessmentType: options.type ?? 'Assessment',
      archived: options.archived === 'assessment',
    });
    await ctx.db
      .insert(assessmentItems)
      .values({ id: itemId, assessmentId, displayOrder: 1, archived: options.archived === 'item' });
    await ctx.db.insert(assessmentItemQuestions).values({
      id: id(),
      assessmentId,
      assessmentItemId: itemId,
      questionId,
      archived: options.archived === 'link',
    });
    return assessmentId;
  };

  it('names the live assessments, training modules, sequences and questionnaires that hold it, by name', async () => {
    const question = await addQuestion('QuestionnaireMultipleChoice');
    const training = await pooledIn('a training & "night" <module>', question, { type: 'TrainingModule' });
    const assessment = await pooledIn('Hazards – 慢慢开', question);
    await pooledIn('Deleted assessment', question, { archived: 'assessment' });
    await pooledIn('Removed item', question, { archived: 'item' });
    await pooledIn('Taken out of the pool', question, { archived: 'link' });
    const sequence = await addQuestion('SequenceOfQuestions', { name: 'Street sequence' });
    const questionnaire = await addQuestion('Questionnaire', { name: 'About you' });
    const deletedSequence = await addQuestion('SequenceOfQuestions', { name: 'Gone', archived: true });
    const unlinked = await addQuestion('SequenceOfQuestions', { name: 'Unlinked' });
    await ctx.db.insert(questionSequenceQuestions).values([
      { id: id(), parentQuestionId: sequence, childQuestionId: question, displayOrder: 1 },
      { id: id(), parentQuestionId: questionnaire, childQuestionId: question, displayOrder: 1 },
      { id: id(), parentQuestionId: deletedSequence, childQuestionId: question, displayOrder: 1 },
      { id: id(), parentQuestionId: unlinked, childQuestionId: question, displayOrder: 1, archived: true },
    ]);

    const response = await call<Usages>(USAGES, { id: question });
    expect(response.data!.questionUsages).toEqual({
      assessments: [
        { id: training, name: 'a training & "night" <module>', type: 'TrainingModule' },
        { id: assessment, name: 'Hazards – 慢慢开', type: 'Assessment' },
      ],
      assessmentCount: 2,
      parentQuestions: [
        { id: questionnaire, name: 'About you', type: 'Questionnaire' },
        { id: sequence, name: 'Street sequence', type: 'SequenceOfQuestions' },
      ],
      parentQuestionCount: 2,
    });
  });

  it(`shows the first ${USAGES_SHOWN} by name and counts them all`, async () => {
    const question = await addQuestion('MultipleChoiceImage');
    const total = USAGES_SHOWN + 2;
    for (let index = 0; index < total; index += 1) {
      await pooledIn(`Pool ${String(index).padStart(3, '0')}`, question);
    }
    const usages = (await call<Usages>(USAGES, { id: question })).data!.questionUsages;
    expect(usages.assessmentCount).toBe(total);
    expect(usages.assessments).toHaveLength(USAGES_SHOWN);
    expect(usages.assessments[0]!.name).toBe('Pool 000');
  });

  it('answers not found for a deleted or unknown question, refuses a malformed id, and is for authors only', async () => {
    const deleted = await addQuestion('MultipleChoiceImage', { archived: true });
    expect(errorCode(await call(USAGES, { id: deleted }))).toBe('NOT_FOUND');
    expect(errorCode(await call(USAGES, { id: id() }))).toBe('NOT_FOUND');
    expect(errorCode(await call(USAGES, { id: 'nope\u0000' }))).toBe('BAD_USER_INPUT');
    const question = await addQuestion('MultipleChoiceImage');
    expect(errorCode(await call(USAGES, { id: question }, world.manager.cookie))).toBe('FORBIDDEN');
    expect(errorCode(await call(USAGES, { id: question }, ''))).toBe('UNAUTHENTICATED');
  });
});
