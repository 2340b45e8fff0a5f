import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  createAssessment,
  createMetric,
  createQuestion,
  createTag,
  graphql,
  graphqlBody,
  heading,
  LISTS,
  textbox,
} from './support/content-authoring.ts';
import { uniqueName } from './support/unique-name.ts';

test.describe('content authoring: deleting a question', () => {
  test('the delete page counts the related records, and Delete archives the question', async ({ page }) => {
    const family = uniqueName('Deleted question');
    const metricId = await createMetric(page, `${family} metric`);
    const tagId = await createTag(page, `${family} tag`);
    const name = `${family} itself`;
    const questionId = await createQuestion(page, {
      name,
      questionType: 'MultipleChoiceVideo',
      driverMetricId: metricId,
      answers: [
        { answerText: 'Brake', score: 100, isCorrect: true },
        { answerText: 'Accelerate', score: 0 },
      ],
      feedbacks: [{ minScore: 0, maxScore: 100, feedbackText: 'You scored {score}.' }],
      recommendations: [{ driverMetricId: metricId, minScore: 0, maxScore: 40 }],
      adjustments: [{ driverMetricId: metricId, minScore: 0, maxScore: 20, adjustmentValue: -5 }],
      tagIds: [tagId],
    });
    await createQuestion(page, {
      name: `${family} sequence`,
      questionType: 'SequenceOfQuestions',
      sequenceChildIds: [questionId],
    });
    const assessmentId = await createAssessment(page, { name: `${family} assessment`, poolQuestionIds: [questionId] });

    const list = LISTS.questions(page);
    await list.open(name);
    await list.startDelete(name);
    await expect(page).toHaveURL(new RegExp(`/administration/questions/delete/${questionId}$`));
    await expect(heading(page, 'Are you sure you want to delete this question?')).toBeVisible();
    await expect(page).toHaveTitle('Delete question - Roadmark');
    await expect(textbox(page, 'Name')).toHaveValue(name);
    await expect(textbox(page, 'Name')).not.toBeEditable();
    const related = page.getByRole('main').getByRole('list', { name: 'Records related to it:' });
    await expect(related.getByRole('listitem')).toHaveText([
      '2 answers',
      '0 questionnaire answers',
      '1 feedback range',
      '1 tag link',
      '1 recommendation rule',
      '1 adjustment rule',
      'In 1 assessment or training module',
      '0 recorded responses',
      '1 sequence link',
    ]);
    // Where it is used, named and linked to each editor.
    const inAssessments = page.getByRole('list', { name: 'It is in these assessments and training modules:' });
    await expect(inAssessments.getByRole('link', { name: `${family} assessment` })).toHaveAttribute(
      'href',
      `/administration/assessments/edit/${assessmentId}`,
    );
    const inSequences = page.getByRole('list', { name: 'It is in these sequences and questionnaires:' });
    await expect(inSequences.getByRole('link', { name: `${family} sequence` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Cancel keeps it.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await list.expectShown();
    await expect(list.item(name)).toBeVisible();

    await list.startDelete(name);
    await expect(heading(page, 'Are you sure you want to delete this question?')).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await list.expectShown();
    await expect(page.getByText('The question has been deleted.')).toBeVisible();
    await expect(list.item(name)).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(`Sorry there were no matches for "${name}."`)).toBeVisible();

    // Deleted means archived: gone for the API, and out of the assessment's pool.
    const gone = await graphqlBody(page, 'query ($id: ID!) { question(id: $id) { id } }', { id: questionId });
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const pool = await graphql<{ assessmentItemQuestions: unknown[] }>(
      page,
      'query ($id: ID!) { assessmentItemQuestions(assessmentId: $id) { id } }',
      { id: assessmentId },
    );
    expect(pool.assessmentItemQuestions).toEqual([]);

    // The assessment's only item is now empty: its list row says so before anyone tries to save it.
    const assessmentsList = LISTS.assessments(page);
    await assessmentsList.open(`${family} assessment`);
    // (searched by its unique name, so the one row shown is this assessment's)
    await expect(page.getByRole('main').getByText(`${family} assessment`)).toBeVisible();
    await expect(page.getByRole('main').getByText('1 item needs questions')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
