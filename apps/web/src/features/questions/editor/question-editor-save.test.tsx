import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date-time';
import { currentUrl, type RenderOptions, renderWithProviders } from '../../../test/render';
import { typeRichText } from '../../../test/type-rich-text';
import {
  imageAnalysis,
  questionAnalysisAnswer,
  subscriptionOptionsAnswer,
} from '../../item-analysis/item-analysis-test-data';
import { QuestionEditorQuery, SaveQuestionMutation } from '../graphql/question-editor-operations';
import { QUESTION_BANKS, type QuestionBank } from '../question-banks';
import { QIDS, safetyMetricsAnswer } from '../question-test-data';
import { QuestionEditorPage } from './question-editor-page';

const UUID = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
const NO_CHANGES = { added: [], updated: [], removed: [] };

type SaveVariables = { model: Record<string, unknown> & { question: Record<string, unknown> } };

/** The saveQuestion answer, recording what each request sent. */
function saveAnswer(sent: SaveVariables[], result: object = savedResult('Junction video')) {
  return {
    request: {
      query: SaveQuestionMutation,
      variables: (variables: SaveVariables) => {
        sent.push(variables);
        return true;
      },
    },
    result,
  };
}

function savedResult(name: string) {
  return {
    data: {
      saveQuestion: {
        __typename: 'Question',
        id: QIDS.q1,
        name,
        questionType: 'MultipleChoiceVideo',
        driverMetricName: null,
        questionTags: [],
        viewerCanUpdate: true,
      },
    },
  };
}

function renderAdd(bank: QuestionBank, mocks: RenderOptions['mocks'] = []) {
  const list = `/administration/${bank.path}`;
  return renderWithProviders(<QuestionEditorPage bank={bank} />, {
    path: `${list}/add`,
    history: [list],
    routes: [{ path: list, element: <p>question list</p> }],
    mocks: [safetyMetricsAnswer(), ...mocks],
  });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const nameInput = () => screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;

describe('QuestionEditorPage Save', () => {
  it('marks an answer correct (score 100) and suspicious (suspicion score 1), saves the bundle and goes back', async () => {
    const sent: SaveVariables[] = [];
    const { router } = renderAdd(QUESTION_BANKS.questions, [saveAnswer(sent)]);
    fireEvent.change(nameInput(), { target: { value: 'Junction video' } });
    fireEvent.click(tab('Question prompt'));
    fireEvent.click(screen.getByRole('button', { name: 'Add answer' }));
    await typeRichText(screen.getByRole('textbox', { name: 'Text of Answer 1' }), 'Brake & "look" <now>');
    const score = screen.getByLabelText(/^Score of Answer 1/) as HTMLInputElement;
    expect(score.value).toBe('0');
    fireEvent.click(screen.getByLabelText('Answer 1 is correct'));
    expect(score.value).toBe('100');
    fireEvent.click(screen.getByLabelText('Answer 1 is correct'));
    expect(score.value).toBe('0');
    fireEvent.click(screen.getByLabelText('Answer 1 is correct'));
    expect(score.value).toBe('100');
    expect(screen.queryByLabelText('Suspicion score of Answer 1')).toBeNull();
    fireEvent.click(screen.getByLabelText('Answer 1 is suspicious'));
    expect((screen.getByLabelText('Suspicion score of Answer 1') as HTMLInputElement).value).toBe('1');
    fireEvent.click(screen.getByLabelText('Answer 1 is suspicious'));
    expect(screen.queryByLabelText('Suspicion score of Answer 1')).toBeNull();
    fireEvent.click(screen.getByLabelText('Answer 1 is suspicious'));
    expect((screen.getByLabelText('Suspicion score of Answer 1') as HTMLInputElement).value).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/administration/questions'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.model).toEqual({
      question: {
        id: UUID,
        name: 'Junction video',
        questionType: 'MultipleChoiceVideo',
        questionText: expect.any(String),
        preQuestionText: expect.any(String),
        imageBlobReferenceId: null,
        videoBlobReferenceId: null,
        questionTextImageBlobReferenceId: null,
        driverMetricId: null,
        maximumClicks: 10,
        timeLimitSeconds: 30,
        numberOfSubQuestions: 1,
      },
      answers: {
        added: [
          expect.objectContaining({
            id: UUID,
            answerText: '<p>Brake &amp; "look" &lt;now&gt;</p>',
            score: 100,
            isCorrect: true,
            isSuspicious: true,
            suspicionScore: 1,
            subQuestionNumber: 1,
          }),
        ],
        updated: [],
        removed: [],
      },
      feedbacks: NO_CHANGES,
      recommendations: NO_CHANGES,
      adjustments: NO_CHANGES,
      sequenceQuestions: NO_CHANGES,
      questionnaireQuestions: NO_CHANGES,
      tagLinks: NO_CHANGES,
    });
  });

  it('loads a location question for edit, names its tabs Scene and Response windows, and sends only what changed', async () => {
    const sent: SaveVariables[] = [];
    const { router } = renderWithProviders(<QuestionEditorPage bank={QUESTION_BANKS.questions} />, {
      path: '/administration/questions/edit/:id',
      route: `/administration/questions/edit/${QIDS.q2}`,
      history: ['/administration/questions'],
      routes: [{ path: '/administration/questions', element: <p>question list</p> }],
      mocks: [
        safetyMetricsAnswer(),
        { request: { query: QuestionEditorQuery, variables: { id: QIDS.q2 } }, result: { data: locationQuestion } },
        saveAnswer(sent, savedResult('Hazard at the junction')),
        subscriptionOptionsAnswer(),
        questionAnalysisAnswer(QIDS.q2, imageAnalysis(), null),
      ],
    });
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit question' })).toBeTruthy();
    expect(tabNames()).toEqual(['Scene', 'Response windows', 'Feedback', 'Recommend', 'Tags']);
    // Below the editor, the question's analysis: here the heat map of its clicks.
    expect(screen.getByRole('heading', { level: 2, name: 'Analysis' })).toBeTruthy();
    expect(await screen.findByRole('figure', { name: 'Clicks on the image' })).toBeTruthy();
    expect(nameInput().value).toBe('Where is the hazard');
    expect((screen.getByLabelText(/^Time limit \(seconds\)/) as HTMLInputElement).value).toBe('12');

    fireEvent.change(nameInput(), { target: { value: 'Hazard at the junction' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/administration/questions'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.model).toMatchObject({
      question: {
        id: QIDS.q2,
        name: 'Hazard at the junction',
        questionType: 'LocationResponseImage',
        timeLimitSeconds: 12,
      },
      answers: NO_CHANGES,
      feedbacks: NO_CHANGES,
      tagLinks: NO_CHANGES,
    });
  });

  it("loads a questionnaire's questions with their answers and sends an edited one as updated", async () => {
    const sent: SaveVariables[] = [];
    const { router } = renderWithProviders(<QuestionEditorPage bank={QUESTION_BANKS.questionnaires} />, {
      path: '/administration/questionnaires/edit/:id',
      route: `/administration/questionnaires/edit/${QIDS.q1}`,
      history: ['/administration/questionnaires'],
      routes: [{ path: '/administration/questionnaires', element: <p>questionnaire list</p> }],
      mocks: [
        { request: { query: QuestionEditorQuery, variables: { id: QIDS.q1 } }, result: { data: questionnaire } },
        saveAnswer(sent, savedResult('Sleep habits')),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit questionnaire' })).toBeTruthy();
    expect(tabNames()).toEqual(['Questionnaire', 'Question prompt', 'Tags']);
    // A questionnaire is not scored: it has no analysis.
    expect(screen.queryByRole('heading', { name: 'Analysis' })).toBeNull();
    expect(screen.getByText('How well do you sleep?')).toBeTruthy();
    expect(screen.getByText('Scale')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit How well do you sleep?' }));
    const modal = screen.getByRole('dialog', { name: 'Edit questionnaire question' });
    expect(within(modal).getByRole('textbox', { name: 'Text of Answer 1' }).textContent).toBe('Badly');
    await typeRichText(
      within(modal).getByRole('textbox', { name: /^Question text/ }),
      'How rested & "calm" <are> you?',
    );
    fireEvent.click(within(modal).getByRole('button', { name: 'Save question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/administration/questionnaires'));
    expect(sent[0]?.model).toMatchObject({
      question: { id: QIDS.q1, name: 'Sleep habits', questionType: 'Questionnaire' },
      expectedEditVersion: 3,
      questionnaireQuestions: {
        added: [],
        updated: [
          {
            question: {
              id: QIDS.q3,
              name: 'How rested & "calm" <are> you?',
              questionType: 'QuestionnaireScale',
              questionText: '<p>How rested &amp; "calm" &lt;are&gt; you?</p>',
            },
            displayOrder: 5,
            answers: NO_CHANGES,
          },
        ],
        removed: [],
      },
      sequenceQuestions: NO_CHANGES,
    });
  });
});

const locationQuestion = {
  question: {
    __typename: 'Question',
    id: QIDS.q2,
    editVersion: 3,
    typeLockedBecause: null as string | null,
    name: 'Where is the hazard',
    questionType: 'LocationResponseImage',
    questionText: '',
    preQuestionText: '',
    imageBlobReferenceId: null,
    videoBlobReferenceId: null,
    questionTextImageBlobReferenceId: null,
    driverMetricId: null,
    maximumClicks: 3,
    timeLimitSeconds: 12,
    numberOfSubQuestions: 1,
  },
  questionAnswers: [],
  questionFeedbacks: [],
  questionSequenceQuestions: [],
  questionTagLinks: [{ __typename: 'QuestionTagLink', id: QIDS.q3, questionTagId: QIDS.hazards }],
  driverMetricRecommendations: [],
  driverMetricAdjustments: [],
};

const questionnaire = {
  ...locationQuestion,
  question: { ...locationQuestion.question, id: QIDS.q1, name: 'Sleep habits', questionType: 'Questionnaire' },
  questionTagLinks: [],
  questionSequenceQuestions: [
    {
      __typename: 'QuestionSequenceQuestion',
      id: QIDS.q4,
      displayOrder: 5,
      childQuestion: {
        __typename: 'Question',
        id: QIDS.q3,
        name: 'How well do you sleep?',
        questionType: 'QuestionnaireScale',
        questionText: 'How well do you sleep?',
        answers: [
          {
            __typename: 'QuestionAnswer',
            id: '00000000-0000-4000-8000-00000000c001',
            displayOrder: 1,
            answerText: 'Badly',
            answerTextImageBlobReferenceId: null,
            scaleImageBlobReferenceId: null,
            score: -50,
            isCorrect: false,
            startResponseTimeSeconds: 0,
            endResponseTimeSeconds: 0,
            windowLeft: 0,
            windowTop: 0,
            windowRight: 0,
            windowBottom: 0,
            discriminationGroup: 0,
            subQuestionNumber: 1,
            isSuspicious: false,
            suspicionScore: null,
          },
        ],
      },
    },
  ],
};

describe('QuestionEditorPage leaving with unsaved changes', () => {
  it('goes back at once when nothing was changed', async () => {
    const { router } = renderAdd(QUESTION_BANKS.questions);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/administration/questions'));
  });

  it('asks before Cancel or Back leave changes behind: Stay keeps them, Leave without saving goes', async () => {
    const { router } = renderAdd(QUESTION_BANKS.questions);
    fireEvent.change(nameInput(), { target: { value: 'Junction & "lights" <night>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const prompt = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(
      within(prompt).getByText('You have changes that are not saved yet. If you leave this page now, they are lost.'),
    ).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull());
    expect(currentUrl(router)).toBe('/administration/questions/add');
    expect(nameInput().value).toBe('Junction & "lights" <night>');

    // The browser's Back button (a history pop) is held the same way.
    await act(() => router.navigate(-1));
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/administration/questions'));
  });

  it('asks the browser to confirm closing the tab while there are changes, and not once they are undone', () => {
    renderAdd(QUESTION_BANKS.questions);
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    fireEvent.change(nameInput(), { target: { value: 'Changed' } });
    expect(closing()).toBe(true);
    fireEvent.change(nameInput(), { target: { value: '' } });
    expect(closing()).toBe(false);
  });
});

describe('QuestionEditorPage when someone else saved meanwhile', () => {
  it('names who saved and when, keeps the edit on screen, and reloads their version on request', async () => {
    const savedAt = '2026-11-27T10:05:00.000Z';
    const theirs = {
      ...questionnaire,
      question: { ...questionnaire.question, editVersion: 4, name: 'Theirs & "newer"' },
    };
    const sent: SaveVariables[] = [];
    const editorQuery = { query: QuestionEditorQuery, variables: { id: QIDS.q1 } };
    const { router } = renderWithProviders(<QuestionEditorPage bank={QUESTION_BANKS.questionnaires} />, {
      path: '/administration/questionnaires/edit/:id',
      route: `/administration/questionnaires/edit/${QIDS.q1}`,
      history: ['/administration/questionnaires'],
      routes: [{ path: '/administration/questionnaires', element: <p>questionnaire list</p> }],
      mocks: [
        { request: editorQuery, result: { data: questionnaire } },
        saveAnswer(sent, {
          errors: [
            {
              message: 'Refused',
              extensions: {
                code: 'CONFLICT',
                messageKey: 'errors.contentSavedMeanwhile',
                params: { name: "Siân O'Brien & <Co>", savedAt },
              },
            },
          ],
        }),
        { request: editorQuery, result: { data: theirs } },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit questionnaire' })).toBeTruthy();
    fireEvent.change(nameInput(), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      `Siân O'Brien & <Co> saved this at ${formatDateTime(savedAt, 'en-GB')}, after you opened it. Nothing you changed here was saved`,
    );
    expect(sent[0]?.model).toMatchObject({ expectedEditVersion: 3 });
    expect(currentUrl(router)).toBe(`/administration/questionnaires/edit/${QIDS.q1}`);
    expect(nameInput().value).toBe('Mine');

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload the latest version' }));
    await waitFor(() => expect(nameInput().value).toBe('Theirs & "newer"'));
    expect(screen.queryByRole('alert')).toBeNull();
    // The reloaded editor holds no changes of this person's: Cancel leaves without asking.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/administration/questionnaires'));
  });
});

describe('QuestionEditorPage type of a question in use', () => {
  it.each([
    ['HasResponses', 'The type cannot change: people have already answered this question'],
    ['UsedInAssessment', 'The type cannot change while an assessment or training module uses this question'],
  ])('keeps the type fixed and says why when %s', async (lock, reason) => {
    const locked = { ...locationQuestion, question: { ...locationQuestion.question, typeLockedBecause: lock } };
    renderWithProviders(<QuestionEditorPage bank={QUESTION_BANKS.questions} />, {
      path: '/administration/questions/edit/:id',
      route: `/administration/questions/edit/${QIDS.q2}`,
      mocks: [
        safetyMetricsAnswer(),
        { request: { query: QuestionEditorQuery, variables: { id: QIDS.q2 } }, result: { data: locked } },
      ],
    });
    const type = (await screen.findByRole('combobox', { name: /^Type/ })) as HTMLInputElement;
    expect(type.disabled).toBe(true);
    expect(screen.getByText(reason)).toBeTruthy();
  });
});
