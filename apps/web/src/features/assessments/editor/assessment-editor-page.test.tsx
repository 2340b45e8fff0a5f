import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, type RenderOptions, renderWithProviders } from '../../../test/render';
import { safetyMetricsAnswer } from '../../questions/question-test-data';
import { ASSESSMENT_KINDS, type AssessmentKind } from '../assessment-kinds';
import { listedAssessment } from '../assessment-test-data';
import { SaveAssessmentMutation } from '../graphql/assessment-editor-operations';
import { AssessmentEditorPage } from './assessment-editor-page';

const PROBLEMS = 'This tab has problems to correct';

type SaveVariables = { model: Record<string, unknown> };

function saveAnswer(sent: SaveVariables[], result: object = { data: { saveAssessment: listedAssessment() } }) {
  return {
    request: {
      query: SaveAssessmentMutation,
      variables: (variables: SaveVariables) => {
        sent.push(variables);
        return true;
      },
    },
    result,
  };
}

function renderAdd(kind: AssessmentKind, mocks: RenderOptions['mocks'] = []) {
  const list = `/administration/${kind.path}`;
  return renderWithProviders(<AssessmentEditorPage kind={kind} />, {
    path: `${list}/add`,
    history: [list],
    routes: [{ path: list, element: <p>assessment list</p> }],
    mocks: [safetyMetricsAnswer(), ...mocks],
  });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const nameInput = () => screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('AssessmentEditorPage', () => {
  it('shows the six tabs, the risk rule, and the suspicious-answer text only above a limit of 0', () => {
    renderAdd(ASSESSMENT_KINDS.assessment);
    expect(screen.getByRole('heading', { level: 1, name: 'Add assessment' })).toBeTruthy();
    expect(tabNames()).toEqual([
      'Assessment',
      'Introduction',
      'Questions and activities',
      'Feedback',
      'Recommend',
      'Tags',
    ]);
    expect(screen.getByText('High risk < 30 <= Medium risk < 70 <= Low risk')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('High risk below'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Medium risk below'), { target: { value: '60' } });
    expect(screen.getByText('High risk < 25 <= Medium risk < 60 <= Low risk')).toBeTruthy();

    expect(screen.queryByLabelText(/^Suspicious-answer text/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Suspicious-answer limit/), { target: { value: '2' } });
    expect(screen.getByLabelText(/^Suspicious-answer text/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Suspicious-answer limit/), { target: { value: '0' } });
    expect(screen.queryByLabelText(/^Suspicious-answer text/)).toBeNull();
    expect(screen.getByText(/^This assessment will not affect the overall risk score/)).toBeTruthy();

    fireEvent.click(tab('Questions and activities'));
    expect(screen.getByRole('button', { name: 'Add questions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add information page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add questionnaires' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add learning' })).toBeNull();
  });

  it('refuses to save without a name: the message, a warning on the main tab, and nothing sent', async () => {
    const sent: SaveVariables[] = [];
    const { router } = renderAdd(ASSESSMENT_KINDS.assessment, [saveAnswer(sent)]);
    fireEvent.click(tab('Tags'));
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(tab('Assessment').getAttribute('aria-selected')).toBe('true');
    expect(within(tab('Assessment')).getByLabelText(PROBLEMS)).toBeTruthy();
    expect(within(tab('Tags')).queryByLabelText(PROBLEMS)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    expect(currentUrl(router)).toBe('/administration/assessments/add');
  });

  it('keeps the screen open and shows the error when the save fails', async () => {
    const sent: SaveVariables[] = [];
    const { router } = renderAdd(ASSESSMENT_KINDS.assessment, [
      saveAnswer(sent, {
        errors: [
          {
            message: 'One or more of the assessment items are invalid',
            extensions: { code: 'BAD_USER_INPUT', messageKey: 'validation.content.itemsInvalid' },
          },
        ],
      }),
    ]);
    fireEvent.change(nameInput(), { target: { value: 'Hazard perception' } });
    fireEvent.click(button('Save'));
    expect(await screen.findByText('One or more of the assessment items are invalid')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(currentUrl(router)).toBe('/administration/assessments/add');
    expect(nameInput().value).toBe('Hazard perception');
  });
});

describe('AssessmentEditorPage leaving with unsaved changes', () => {
  it('asks before Cancel leaves changes behind, and leaves when told to', async () => {
    const { router } = renderAdd(ASSESSMENT_KINDS.training);
    fireEvent.change(nameInput(), { target: { value: 'Night & rain <module>' } });
    fireEvent.click(button('Cancel'));
    const prompt = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(currentUrl(router)).toBe('/administration/training/add');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/administration/training'));
  });
});
