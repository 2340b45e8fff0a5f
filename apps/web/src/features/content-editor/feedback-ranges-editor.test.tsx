import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { FeedbackRange, FeedbackRangeFields } from './feedback-range';
import { FeedbackRangesEditor } from './feedback-ranges-editor';
import type { RowErrors } from './row-errors';

const TOTAL = { min: 'minTotalScore', max: 'maxTotalScore' } as const;
const QUESTION = { min: 'minScore', max: 'maxScore' } as const;
type AssessmentRange = FeedbackRange<typeof TOTAL>;

function range(id: string, min: number | null, max: number | null, feedbackText = ''): AssessmentRange {
  return {
    id,
    minTotalScore: min,
    maxTotalScore: max,
    feedbackText,
    imageBlobReference: null,
    videoBlobReference: null,
  };
}

/** The editor with its value held like a page holds it; `sent` records every onChange. */
function renderEditor<F extends FeedbackRangeFields>(
  fields: F,
  initial: FeedbackRange<F>[],
  errors?: RowErrors,
): { sent: FeedbackRange<F>[][] } {
  const sent: FeedbackRange<F>[][] = [];
  function Page() {
    const [value, setValue] = useState(initial);
    return (
      <FeedbackRangesEditor
        value={value}
        onChange={(next) => {
          sent.push(next);
          setValue(next);
        }}
        rangeFields={fields}
        errors={errors}
      />
    );
  }
  renderWithProviders(<Page />);
  return { sent };
}

const summaries = () =>
  screen.getAllByRole('button', { name: /^Range \d+:/ }).map((button) => button.textContent?.trim());

describe('FeedbackRangesEditor', () => {
  it('adds a range from 0 to 100 with no text, open and focused', () => {
    const { sent } = renderEditor(TOTAL, []);
    expect(screen.getByText('There are no feedback ranges yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add feedback range' }));
    const added = sent.at(-1)!;
    expect(added).toHaveLength(1);
    expect(added[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      minTotalScore: 0,
      maxTotalScore: 100,
      feedbackText: '',
      imageBlobReference: null,
      videoBlobReference: null,
    });
    const min = screen.getByLabelText('Minimum score for range 1') as HTMLInputElement;
    expect(min.value).toBe('0');
    expect((screen.getByLabelText('Maximum score for range 1') as HTMLInputElement).value).toBe('100');
    expect(document.activeElement).toBe(min);
    expect(screen.getByRole('button', { name: 'Range 1: 0 to 100' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/Write \{score\} where the driver's score should appear/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Image for range 1' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Video for range 1' })).toBeTruthy();
  });

  it('uses the question score fields when told to', () => {
    const { sent } = renderEditor(QUESTION, []);
    fireEvent.click(screen.getByRole('button', { name: 'Add feedback range' }));
    expect(sent.at(-1)![0]).toMatchObject({ minScore: 0, maxScore: 100 });
    expect(sent.at(-1)![0]).not.toHaveProperty('minTotalScore');
  });

  it('shows ranges sorted by min then max, keeps the held order, and re-sorts when focus leaves an edited range', () => {
    const { sent } = renderEditor(TOTAL, [range('a', 50, 100, 'Well done'), range('b', 0, 40), range('c', 0, 20)]);
    expect(summaries()).toEqual(['Range 1: 0 to 20', 'Range 2: 0 to 40', 'Range 3: 50 to 100']);
    expect(screen.getByText('Well done')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Range 1: 0 to 20' }));
    const min = screen.getByLabelText('Minimum score for range 1');
    fireEvent.change(min, { target: { value: '60' } });
    expect(sent.at(-1)!.map((r) => [r.id, r.minTotalScore])).toEqual([
      ['a', 50],
      ['b', 0],
      ['c', 60],
    ]);
    expect(summaries()).toEqual(['Range 1: 60 to 20', 'Range 2: 0 to 40', 'Range 3: 50 to 100']);
    fireEvent.change(screen.getByLabelText('Maximum score for range 1'), { target: { value: '70' } });
    fireEvent.blur(screen.getByLabelText('Maximum score for range 1'));
    expect(summaries()).toEqual(['Range 1: 0 to 40', 'Range 2: 50 to 100', 'Range 3: 60 to 70']);
    expect(sent.at(-1)!.map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('checks the scores on blur with the domain messages', () => {
    renderEditor(TOTAL, [range('a', 0, 100)]);
    fireEvent.click(screen.getByRole('button', { name: 'Range 1: 0 to 100' }));
    const min = screen.getByLabelText('Minimum score for range 1');
    const max = screen.getByLabelText('Maximum score for range 1');

    fireEvent.change(max, { target: { value: '20' } });
    fireEvent.change(min, { target: { value: '80' } });
    expect(screen.queryByText('Minimum score cannot be above the maximum score')).toBeNull();
    expect(screen.queryByText('One or more of the feedbacks are invalid')).toBeNull();
    fireEvent.blur(min);
    expect(screen.getByText('Minimum score cannot be above the maximum score')).toBeTruthy();
    expect(min.getAttribute('aria-invalid')).toBe('true');
    // The list says so too, as the server would on a save.
    expect(screen.getByRole('alert').textContent).toBe('One or more of the feedbacks are invalid');

    fireEvent.change(max, { target: { value: '150' } });
    fireEvent.blur(max);
    expect(screen.getByText('Maximum score must be between 0 and 100')).toBeTruthy();
    expect(screen.queryByText('Minimum score cannot be above the maximum score')).toBeNull();

    fireEvent.change(min, { target: { value: '' } });
    fireEvent.blur(min);
    expect(screen.getByText('Minimum score must be between 0 and 100')).toBeTruthy();
    expect(screen.getByText('Has problems')).toBeTruthy();

    fireEvent.change(min, { target: { value: '10' } });
    fireEvent.change(max, { target: { value: '90' } });
    fireEvent.blur(max);
    expect(screen.queryByText(/must be between/)).toBeNull();
    expect(screen.queryByText('Has problems')).toBeNull();
  });

  it('shows the page’s messages by range id, opening the ranges they are on', () => {
    renderEditor(TOTAL, [range('a', 0, 40), range('b', 50, 100)], {
      'b.maxTotalScore': 'Maximum score must be between 0 and 100',
      b: 'Something in this save no longer exists. Reload the page and try again.',
    });
    expect(screen.getByRole('button', { name: 'Range 1: 0 to 40' }).getAttribute('aria-expanded')).toBe('false');
    const second = screen.getByRole('group', { name: 'Range 2' });
    expect(within(second).getByRole('button', { name: 'Range 2: 50 to 100' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(within(second).getByText('Maximum score must be between 0 and 100')).toBeTruthy();
    expect(within(second).getByRole('alert').textContent).toMatch(/no longer exists/);
    expect(within(second).getByText('Has problems')).toBeTruthy();

    const max = within(second).getByLabelText('Maximum score for range 2');
    fireEvent.change(max, { target: { value: '90' } });
    fireEvent.blur(max);
    expect(within(second).queryByText('Maximum score must be between 0 and 100')).toBeNull();
    expect(within(second).getByRole('button', { name: 'Range 2: 50 to 90' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('previews the rich text of a closed range, shows it in a labelled editor when open, and removes a range', () => {
    const { sent } = renderEditor(TOTAL, [
      range('a', 50, 100, '<p>You scored <strong>{score}</strong></p>'),
      range('b', 0, 40),
    ]);
    expect(screen.getByText('You scored {score}')).toBeTruthy();
    expect(screen.getByText('No feedback text yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Range 2: 50 to 100' }));
    const editor = screen.getByRole('textbox', { name: 'Feedback text for range 2' });
    expect(editor.textContent).toBe('You scored {score}');

    fireEvent.click(screen.getByRole('button', { name: 'Remove range 1' }));
    expect(sent.at(-1)!.map((r) => r.id)).toEqual(['a']);
    expect(summaries()).toEqual(['Range 1: 50 to 100']);
  });
});
