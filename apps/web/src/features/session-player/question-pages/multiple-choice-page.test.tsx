import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MultipleChoicePage } from './multiple-choice-page';
import {
  choiceResponse,
  playerAnswer,
  playerQuestion,
  renderQuestionPage,
  seekTo,
  videoAt,
} from './question-page-harness';

const videoQuestion = playerQuestion({
  questionType: 'MultipleChoiceVideo',
  preQuestionText: '<p>Watch the clip.</p>',
  questionText: '<p>What should you do next?</p>',
  videoUrl: '/api/blobs/clip',
  answers: [
    playerAnswer('brake', '<p>Brake</p>', 2),
    playerAnswer('accelerate', '<p>Accelerate</p>', 1),
    playerAnswer('signal', '<p>Signal</p>', 3),
  ],
});

const radio = (name: string) => screen.getByRole('radio', { name });

describe('MultipleChoicePage', () => {
  it('shows the question and its answers only when the video has ended', async () => {
    const { onComplete } = renderQuestionPage(MultipleChoicePage, videoQuestion);
    expect(screen.getByText('Watch the clip.')).toBeTruthy();
    expect(screen.queryByText('What should you do next?')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('The question and its answers appear when the video has finished.')).toBeTruthy();

    const video = screen.getByLabelText('Question video') as HTMLVideoElement;
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeTruthy();
    videoAt(video, 20);
    fireEvent.ended(video);

    expect(screen.getByText('What should you do next?')).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['Accelerate', 'Brake', 'Signal']);
    expect(screen.queryByRole('button', { name: /Play video|Resume video/ })).toBeNull();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('does not let the video skip ahead of the furthest time played, but allows going back', () => {
    renderQuestionPage(MultipleChoicePage, videoQuestion);
    const video = screen.getByLabelText('Question video') as HTMLVideoElement;
    expect(video.controls).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    videoAt(video, 4);
    videoAt(video, 6);
    seekTo(video, 18);
    expect(video.currentTime).toBe(6);
    seekTo(video, 2);
    expect(video.currentTime).toBe(2);
    videoAt(video, 2.25);
    seekTo(video, 5.5);
    expect(video.currentTime).toBe(5.5);
  });

  it('records the chosen answer and replaces the part’s previous answer', () => {
    const { onChange, onComplete, current } = renderQuestionPage(MultipleChoicePage, videoQuestion);
    fireEvent.ended(screen.getByLabelText('Question video'));

    fireEvent.click(radio('Brake'));
    const first = onChange.mock.calls[0]?.[0];
    expect(first?.removed).toEqual([]);
    expect(first?.added).toEqual([
      expect.objectContaining({
        questionId: 'question-1',
        assessmentItemId: 'item-1',
        questionAnswerId: 'brake',
        subQuestionNumber: 1,
        responseTimeSeconds: null,
        textInput: null,
      }),
    ]);
    expect(radio('Brake').getAttribute('aria-checked')).toBe('true');
    expect(onComplete).toHaveBeenCalledTimes(1);

    fireEvent.click(radio('Signal'));
    const second = onChange.mock.calls[1]?.[0];
    expect(second?.removed).toEqual([first?.added[0]?.id]);
    expect(second?.added[0]?.questionAnswerId).toBe('signal');
    expect(current().map((r) => r.questionAnswerId)).toEqual(['signal']);
    expect(radio('Signal').getAttribute('aria-checked')).toBe('true');
    expect(radio('Brake').getAttribute('aria-checked')).toBe('false');

    fireEvent.click(radio('Signal'));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('asks every part and is complete only when each has an answer', () => {
    const question = playerQuestion({
      questionType: 'MultipleChoiceImage',
      imageUrl: '/api/blobs/junction',
      numberOfSubQuestions: 2,
      answers: [
        playerAnswer('a1', '<p>Yes</p>', 1, 1),
        playerAnswer('a2', '<p>No</p>', 2, 1),
        playerAnswer('b1', '<p>Left</p>', 1, 2),
        playerAnswer('b2', '<p>Right</p>', 2, 2),
      ],
    });
    const { onChange, onComplete, current } = renderQuestionPage(MultipleChoicePage, question);
    expect(screen.getByRole('img', { name: 'Picture for this question' }).getAttribute('src')).toBe(
      '/api/blobs/junction',
    );
    const part1 = screen.getByRole('radiogroup', { name: 'Part 1 of 2: choose your answer' });
    const part2 = screen.getByRole('radiogroup', { name: 'Part 2 of 2: choose your answer' });
    expect(part1.textContent).toContain('Yes');
    expect(part2.textContent).toContain('Right');

    fireEvent.click(radio('No'));
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.click(radio('Left'));
    expect(onChange.mock.calls[1]?.[0]).toEqual({
      added: [expect.objectContaining({ questionAnswerId: 'b1', subQuestionNumber: 2 })],
      removed: [],
    });
    expect(onComplete).toHaveBeenCalledTimes(1);

    fireEvent.click(radio('Right'));
    const part2First = onChange.mock.calls[1]?.[0].added[0]?.id;
    expect(onChange.mock.calls[2]?.[0].removed).toEqual([part2First]);
    expect(
      current()
        .map((r) => `${r.subQuestionNumber}:${r.questionAnswerId}`)
        .sort(),
    ).toEqual(['1:a2', '2:b2']);
  });

  it('shows a resumed answer at once without the video and replaces the saved response', () => {
    const saved = choiceResponse('saved-1', 'accelerate');
    const { onChange, onComplete } = renderQuestionPage(MultipleChoicePage, videoQuestion, { responses: [saved] });
    expect(screen.queryByLabelText('Question video')).toBeNull();
    expect(radio('Accelerate').getAttribute('aria-checked')).toBe('true');
    expect(onComplete).toHaveBeenCalledTimes(1);

    fireEvent.click(radio('Brake'));
    expect(onChange.mock.calls[0]?.[0].removed).toEqual(['saved-1']);
  });

  it('shows the answers of a page opened again at once', () => {
    renderQuestionPage(MultipleChoicePage, videoQuestion, { revisited: true });
    expect(screen.queryByLabelText('Question video')).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });
});
