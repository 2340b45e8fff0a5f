import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { safetyMetricsAnswer } from '../../questions/question-test-data';
import { ASSESSMENT_KINDS } from '../assessment-kinds';
import { SaveAssessmentMutation } from '../graphql/assessment-editor-operations';
import { AssessmentEditorPage } from './assessment-editor-page';

function renderAdd(sent: unknown[]) {
  const list = '/administration/assessments';
  return renderWithProviders(<AssessmentEditorPage kind={ASSESSMENT_KINDS.assessment} />, {
    path: `${list}/add`,
    history: [list],
    routes: [{ path: list, element: <p>assessment list</p> }],
    mocks: [
      safetyMetricsAnswer(),
      {
        request: {
          query: SaveAssessmentMutation,
          variables: (variables: unknown) => {
            sent.push(variables);
            return true;
          },
        },
        result: { data: null },
      },
    ],
  });
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

describe('AssessmentEditor row messages after a refused Save', () => {
  it('opens the tab at fault with its range open and the message on it, then the rule missing its metric', () => {
    const sent: unknown[] = [];
    renderAdd(sent);
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Hazard perception' } });
    fireEvent.click(tab('Feedback'));
    fireEvent.click(screen.getByRole('button', { name: 'Add feedback range' }));
    fireEvent.change(screen.getByLabelText('Minimum score for range 1'), { target: { value: '80' } });
    fireEvent.change(screen.getByLabelText('Maximum score for range 1'), { target: { value: '20' } });
    fireEvent.click(tab('Recommend'));
    fireEvent.click(screen.getByRole('button', { name: 'Add recommendation' }));
    // Leaving the Recommend tab unmounts it: its rows' own checks never ran.
    fireEvent.click(tab('Introduction'));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(tab('Feedback').getAttribute('aria-selected')).toBe('true');
    const range = screen.getByRole('group', { name: 'Range 1' });
    expect(within(range).getByRole('button', { name: 'Range 1: 80 to 20' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(range).getByText('Minimum score cannot be above the maximum score')).toBeTruthy();
    expect(within(range).getByText('Has problems')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Minimum score for range 1'), { target: { value: '10' } });
    expect(within(range).queryByText('Minimum score cannot be above the maximum score')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(tab('Recommend').getAttribute('aria-selected')).toBe('true');
    expect(
      within(screen.getByRole('group', { name: 'Recommendation rule 1' })).getByText('Metric is required'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
