import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderWithProviders } from '../../../test/render';
import { DeleteQuestionMutation, QuestionRelatedCountsQuery } from '../graphql/question-bank-operations';
import { QUESTION_BANKS } from '../question-banks';
import { QIDS } from '../question-test-data';
import { QuestionDeletePage } from './question-delete-page';

const counts = {
  __typename: 'QuestionRelatedCounts',
  answers: 4,
  questionnaireAnswers: 0,
  feedbacks: 1,
  tagLinks: 2,
  recommendations: 1,
  adjustments: 3,
  assessmentLinks: 2,
  responseEvents: 120,
  sequenceQuestions: 1,
};

const user = (id: string, name: string, type: string) => ({ __typename: 'QuestionUser', id, name, type });

const usages = {
  __typename: 'QuestionUsages',
  assessments: [
    user(QIDS.q2, 'Hazards & "night" <drive>', 'Assessment'),
    user(QIDS.q3, 'Winter module', 'TrainingModule'),
  ],
  assessmentCount: 53,
  parentQuestions: [user(QIDS.q4, 'Street sequence', 'SequenceOfQuestions')],
  parentQuestionCount: 1,
};

function renderDelete(deleteAnswer: object) {
  return renderWithProviders(<QuestionDeletePage bank={QUESTION_BANKS.questions} />, {
    path: '/administration/questions/delete/:id',
    route: `/administration/questions/delete/${QIDS.q1}`,
    history: ['/administration/questions'],
    routes: [{ path: '/administration/questions', element: <p>question list</p> }],
    mocks: [
      {
        request: { query: QuestionRelatedCountsQuery, variables: { id: QIDS.q1 } },
        result: {
          data: {
            question: {
              __typename: 'Question',
              id: QIDS.q1,
              name: 'Junction video',
              questionType: 'MultipleChoiceVideo',
            },
            questionRelatedCounts: counts,
            questionUsages: usages,
          },
        },
      },
      { request: { query: DeleteQuestionMutation, variables: { id: QIDS.q1 } }, ...deleteAnswer },
    ],
  });
}

describe('QuestionDeletePage', () => {
  it('names the question, counts every kind of related record, deletes and goes back with a notice', async () => {
    const { router } = renderDelete({
      result: { data: { deleteQuestion: { __typename: 'Question', id: QIDS.q1 } } },
      delay: 20,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Are you sure you want to delete this question?' }),
    ).toBeTruthy();
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Junction video');
    expect(name.readOnly).toBe(true);
    const related = screen.getByRole('list', { name: 'Records related to it:' });
    expect(
      within(related)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '4 answers',
      '0 questionnaire answers',
      '1 feedback range',
      '2 tag links',
      '1 recommendation rule',
      '3 adjustment rules',
      'In 2 assessments or training modules',
      '120 recorded responses',
      '1 sequence link',
    ]);
    expect(screen.getByText(/^Deleting takes it out of every assessment, training module and sequence\./)).toBeTruthy();

    const inAssessments = screen.getByRole('list', { name: 'It is in these assessments and training modules:' });
    const links = within(inAssessments).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['Hazards & "night" <drive>', `/administration/assessments/edit/${QIDS.q2}`, '_blank'],
      ['Winter module', `/administration/training/edit/${QIDS.q3}`, '_blank'],
    ]);
    expect(within(inAssessments).getByText('and 51 more')).toBeTruthy();
    const inSequences = screen.getByRole('list', { name: 'It is in these sequences and questionnaires:' });
    expect(within(inSequences).getByRole('link', { name: 'Street sequence' }).getAttribute('href')).toBe(
      `/administration/questions/edit/${QIDS.q4}`,
    );
    expect(screen.getByText(/^An item left with too few questions is marked/)).toBeTruthy();
    expect(document.title).toBe('Delete question - Roadmark');

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Deleting...' })).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/administration/questions'));
    expect(await screen.findByText('The question has been deleted.')).toBeTruthy();
  });

  it("shows the server's reason when the delete fails, and stays", async () => {
    const { router } = renderDelete({
      result: {
        errors: [
          {
            message: 'Sorry, that record could not be found. It may have been deleted.',
            extensions: { code: 'NOT_FOUND', messageKey: 'errors.notFound' },
          },
        ],
      },
    });
    await screen.findByLabelText('Name');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sorry, that record could not be found. It may have been deleted.')).toBeTruthy();
    expect(currentUrl(router)).toBe(`/administration/questions/delete/${QIDS.q1}`);
  });
});
