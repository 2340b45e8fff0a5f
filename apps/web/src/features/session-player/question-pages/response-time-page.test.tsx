import type { PlayerResponseEvent } from '@roadmark/domain/delivery/player-model';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerQuestion, renderQuestionPage, seekTo, videoAt } from './question-page-harness';
import { RESPONSE_FLASH_MS, ResponseTimePage } from './response-time-page';

const question = playerQuestion({
  questionType: 'ResponseTimeVideo',
  questionText: '<p>Click whenever you see a hazard.</p>',
  videoUrl: '/api/blobs/hazards',
  numberOfSubQuestions: 2,
});

const video = () => screen.getByLabelText('Question video') as HTMLVideoElement;
const area = () => screen.getByRole('button', { name: 'Video: click or press Space or Enter when you see a hazard' });
const times = (calls: { added: PlayerResponseEvent[] }[]) =>
  calls.flatMap((c) => c.added.map((e) => e.responseTimeSeconds));

function start() {
  const page = renderQuestionPage(ResponseTimePage, question);
  fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
  return page;
}

afterEach(() => vi.useRealTimers());

describe('ResponseTimePage', () => {
  it('records nothing before the video is played', () => {
    const { onChange } = renderQuestionPage(ResponseTimePage, question);
    expect(screen.getByText('Click whenever you see a hazard.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /when you see a hazard/ })).toBeNull();
    fireEvent.pointerDown(video());
    fireEvent.keyDown(video(), { key: ' ' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('records each press with the video time, flashes for 200 ms and announces it', () => {
    vi.useFakeTimers();
    const { onChange } = start();
    expect(document.activeElement).toBe(area());

    videoAt(video(), 3.2);
    fireEvent.pointerDown(area(), { button: 0 });
    expect(onChange.mock.calls[0]?.[0]).toEqual({
      added: [
        expect.objectContaining({
          questionId: 'question-1',
          assessmentItemId: 'item-1',
          responseTimeSeconds: 3.2,
          questionAnswerId: null,
          subQuestionNumber: 1,
        }),
      ],
      removed: [],
    });
    expect(screen.getByTestId('response-flash')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Response 1 recorded');
    act(() => vi.advanceTimersByTime(RESPONSE_FLASH_MS - 1));
    expect(screen.getByTestId('response-flash')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('response-flash')).toBeNull();

    videoAt(video(), 9.75);
    fireEvent.keyDown(area(), { key: ' ' });
    fireEvent.keyDown(area(), { key: ' ', repeat: true });
    videoAt(video(), 12.5);
    fireEvent.keyDown(area(), { key: 'Enter' });
    fireEvent.pointerDown(area(), { button: 2 });
    expect(times(onChange.mock.calls.map((c) => c[0]))).toEqual([3.2, 9.75, 12.5]);
    expect(screen.getByRole('status').textContent).toBe('Response 3 recorded');
  });

  it('records nothing while the browser has paused the video, and offers only Resume', () => {
    const { onChange } = start();
    expect(screen.queryByRole('button', { name: 'Pause video' })).toBeNull();
    act(() => video().pause());
    fireEvent.pointerDown(area(), { button: 0 });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Resume video' }));
    fireEvent.pointerDown(area(), { button: 0 });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does not let the video be moved forward or back while the question runs', () => {
    start();
    expect(video().controls).toBe(false);
    videoAt(video(), 7);
    seekTo(video(), 15);
    expect(video().currentTime).toBe(7);
    seekTo(video(), 1);
    expect(video().currentTime).toBe(7);
    act(() => {
      video().playbackRate = 4;
      fireEvent(video(), new Event('ratechange'));
    });
    expect(video().playbackRate).toBe(1);
  });

  it('is complete when the video ends, and records nothing after', () => {
    const { onChange, onComplete } = start();
    videoAt(video(), 4);
    fireEvent.pointerDown(area(), { button: 0 });
    expect(onComplete).not.toHaveBeenCalled();

    videoAt(video(), 20);
    fireEvent.ended(video());
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.getByText('1 response recorded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /when you see a hazard/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Play video|Resume video/ })).toBeNull();
    fireEvent.pointerDown(video());
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows a page opened again read-only with its responses and is complete at once', () => {
    const earlier = (id: string, seconds: number): PlayerResponseEvent => ({
      id,
      questionId: 'question-1',
      assessmentItemId: 'item-1',
      questionAnswerId: null,
      responseTimeSeconds: seconds,
      clickPositionX: null,
      clickPositionY: null,
      textInput: null,
      subQuestionNumber: 1,
      eventDate: '2026-01-01T10:00:00.000Z',
    });
    const { onComplete } = renderQuestionPage(ResponseTimePage, question, {
      revisited: true,
      responses: [earlier('r1', 2), earlier('r2', 5)],
    });
    expect(screen.queryByLabelText('Question video')).toBeNull();
    expect(screen.getByText(/2 responses recorded\./)).toBeTruthy();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('folds the instructions under the question; opened, they stay open while the video plays and after', () => {
    renderQuestionPage(ResponseTimePage, {
      ...question,
      preQuestionText: '<p>The sooner you respond, the more you score.</p>',
    });
    const toggle = screen.getByRole('button', { name: 'Show instructions' });
    const instructions = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(instructions.hidden).toBe(true);
    expect(instructions.textContent).toContain('The sooner you respond, the more you score.');
    expect(instructions.textContent).toContain('Press Play video, then click on the video');
    // The question itself is not folded, and comes first.
    const questionText = screen.getByText('Click whenever you see a hazard.');
    expect(questionText.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide instructions');
    expect(instructions.hidden).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    expect(instructions.hidden).toBe(false);
    act(() => {
      fireEvent.ended(video());
    });
    expect(instructions.hidden).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Hide instructions' }));
    expect(instructions.hidden).toBe(true);
  });

  it('folds only the pre-question text on a page opened again, and has no instructions without one', () => {
    const { unmount } = renderQuestionPage(
      ResponseTimePage,
      { ...question, preQuestionText: '<p>Before the clip.</p>' },
      { revisited: true },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show instructions' }));
    expect(screen.getByText('Before the clip.')).toBeTruthy();
    expect(screen.queryByText(/Press Play video/)).toBeNull();
    unmount();
    renderQuestionPage(ResponseTimePage, question, { revisited: true });
    expect(screen.queryByRole('button', { name: 'Show instructions' })).toBeNull();
  });
});
