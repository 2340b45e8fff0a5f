import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, type RenderOptions, renderWithProviders } from '../../../test/render';
import { SaveQuestionMutation } from '../graphql/question-editor-operations';
import { QUESTION_BANKS, type QuestionBank } from '../question-banks';
import { QIDS, safetyMetricsAnswer } from '../question-test-data';
import { QuestionEditorPage } from './question-editor-page';

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

describe('QuestionEditorPage', () => {
  it('shows the tabs of a scored question, named after its type', async () => {
    renderAdd(QUESTION_BANKS.questions);
    expect(screen.getByRole('heading', { level: 1, name: 'Add question' })).toBeTruthy();
    expect(tabNames()).toEqual(['Video', 'Question prompt', 'Feedback', 'Recommend', 'Tags']);
    expect(document.title).toBe('Add question - Roadmark');

    fireEvent.click(screen.getByRole('combobox', { name: /^Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Location response' }));
    expect(tabNames()).toEqual(['Scene', 'Response windows', 'Feedback', 'Recommend', 'Tags']);
    expect(screen.getByLabelText(/^Time limit \(seconds\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: /^Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sequence of questions' }));
    expect(tabNames()).toEqual(['Questions', 'Question prompt', 'Feedback', 'Recommend', 'Tags']);
    expect(screen.getByRole('heading', { name: 'Questions and questionnaires in this sequence' })).toBeTruthy();
  });

  it('gives a learning activity only its Learning and Tags tabs', () => {
    renderAdd(QUESTION_BANKS.learningActivities);
    expect(screen.getByRole('heading', { level: 1, name: 'Add learning activity' })).toBeTruthy();
    expect(tabNames()).toEqual(['Learning', 'Tags']);
  });

  it('gives a questionnaire its Questionnaire, Question prompt and Tags tabs', () => {
    renderAdd(QUESTION_BANKS.questionnaires);
    expect(tabNames()).toEqual(['Questionnaire', 'Question prompt', 'Tags']);
    expect(screen.getByRole('heading', { name: 'Questions in this questionnaire' })).toBeTruthy();
  });

  it('refuses to save without a name: the message, a warning on its tab, and nothing sent', async () => {
    const sent: SaveVariables[] = [];
    const { router } = renderAdd(QUESTION_BANKS.questions, [saveAnswer(sent)]);
    expect(within(tab('Video')).queryByLabelText('This tab has problems to correct')).toBeNull();
    fireEvent.click(tab('Question prompt'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(tab('Video').getAttribute('aria-selected')).toBe('true');
    expect(within(tab('Video')).getByLabelText('This tab has problems to correct')).toBeTruthy();
    expect(within(tab('Question prompt')).queryByLabelText('This tab has problems to correct')).toBeNull();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    expect(currentUrl(router)).toBe('/administration/questions/add');

    fireEvent.change(nameInput(), { target: { value: 'Junction video' } });
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(within(tab('Video')).queryByLabelText('This tab has problems to correct')).toBeNull();
  });

  it('keeps the screen open and shows the error when the save fails', async () => {
    const sent: SaveVariables[] = [];
    const { router } = renderAdd(QUESTION_BANKS.questions, [
      saveAnswer(sent, {
        errors: [
          {
            message: 'Name must be at most 200 characters long',
            extensions: { code: 'BAD_USER_INPUT', messageKey: 'validation.nameTooLong' },
          },
        ],
      }),
    ]);
    fireEvent.change(nameInput(), { target: { value: 'Junction video' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name must be at most 200 characters long')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(currentUrl(router)).toBe('/administration/questions/add');
    expect(nameInput().value).toBe('Junction video');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
