import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { QUESTION_BANKS } from '../question-banks';
import { safetyMetricsAnswer } from '../question-test-data';
import { QuestionEditorPage } from './question-editor-page';

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

describe('QuestionEditor row messages after a refused Save', () => {
  it('opens the Feedback tab with the range at fault open and its message shown', () => {
    renderWithProviders(<QuestionEditorPage bank={QUESTION_BANKS.questions} />, {
      path: '/administration/questions/add',
      mocks: [safetyMetricsAnswer()],
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Junction video' } });
    fireEvent.click(tab('Feedback'));
    fireEvent.click(screen.getByRole('button', { name: 'Add feedback range' }));
    fireEvent.change(screen.getByLabelText('Minimum score for range 1'), { target: { value: '80' } });
    fireEvent.change(screen.getByLabelText('Maximum score for range 1'), { target: { value: '20' } });
    fireEvent.click(tab('Video'));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(tab('Feedback').getAttribute('aria-selected')).toBe('true');
    const range = screen.getByRole('group', { name: 'Range 1' });
    expect(within(range).getByRole('button', { name: 'Range 1: 80 to 20' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(range).getByText('Minimum score cannot be above the maximum score')).toBeTruthy();
  });
});
