import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choiceResponse, playerAnswer, playerQuestion, renderQuestionPage } from './question-page-harness';
import { SlidingScalePage } from './sliding-scale-page';

const question = playerQuestion({
  questionType: 'SlidingScaleVideo',
  questionText: '<p>How risky was that overtake?</p>',
  videoUrl: '/api/blobs/overtake',
  answers: [
    playerAnswer('very-high', '<p>Very high</p>', 5),
    playerAnswer('very-low', '<p>Very low</p>', 1),
    playerAnswer('medium', '<p>Medium</p>', 3),
    playerAnswer('high', '<p>High</p>', 4),
    playerAnswer('low', '<p>Low</p>', 2),
  ],
});

const slider = () => screen.getByRole('slider', { name: 'Choose your answer on the scale' });

describe('SlidingScalePage', () => {
  it('shows the scale when the video ends, with the middle answer chosen and recorded at once', () => {
    const { onChange, onComplete } = renderQuestionPage(SlidingScalePage, question);
    expect(screen.queryByRole('slider')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(onComplete).not.toHaveBeenCalled();

    fireEvent.ended(screen.getByLabelText('Question video'));

    expect(screen.getByText('How risky was that overtake?')).toBeTruthy();
    expect(slider().getAttribute('aria-valuetext')).toBe('Medium');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toEqual({
      added: [
        expect.objectContaining({
          questionId: 'question-1',
          assessmentItemId: 'item-1',
          questionAnswerId: 'medium',
          subQuestionNumber: 1,
        }),
      ],
      removed: [],
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
    for (const text of ['Very low', 'Low', 'Medium', 'High', 'Very high']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
  });

  it('records a moved position and removes the previous one', () => {
    const { onChange, current } = renderQuestionPage(SlidingScalePage, question);
    fireEvent.ended(screen.getByLabelText('Question video'));
    const middle = onChange.mock.calls[0]?.[0].added[0]?.id;

    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(onChange.mock.calls[1]?.[0]).toEqual({
      added: [expect.objectContaining({ questionAnswerId: 'high' })],
      removed: [middle],
    });
    expect(slider().getAttribute('aria-valuetext')).toBe('High');

    fireEvent.keyDown(slider(), { key: 'Home' });
    expect(onChange.mock.calls[2]?.[0].removed).toEqual([onChange.mock.calls[1]?.[0].added[0]?.id]);
    expect(current().map((r) => r.questionAnswerId)).toEqual(['very-low']);
    expect(slider().getAttribute('aria-valuetext')).toBe('Very low');
  });

  it('shows a resumed position without recording the middle again', () => {
    const { onChange, onComplete } = renderQuestionPage(SlidingScalePage, question, {
      responses: [choiceResponse('saved-1', 'low')],
    });
    expect(screen.queryByLabelText('Question video')).toBeNull();
    expect(slider().getAttribute('aria-valuetext')).toBe('Low');
    expect(onChange).not.toHaveBeenCalled();
    expect(onComplete).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
    expect(onChange.mock.calls[0]?.[0]).toEqual({
      added: [expect.objectContaining({ questionAnswerId: 'very-low' })],
      removed: ['saved-1'],
    });
  });

  it('pre-selects the upper middle of an even scale on a page opened again without a response', () => {
    const even = playerQuestion({ ...question, answers: question.answers.filter((a) => a.id !== 'very-high') });
    const { onChange } = renderQuestionPage(SlidingScalePage, even, { revisited: true });
    expect(onChange.mock.calls[0]?.[0].added[0]?.questionAnswerId).toBe('medium');
  });
});
