import type { PlayerQuestion, PlayerResponseEvent, QuestionPageProps } from '@roadmark/domain/delivery/player-model';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { LocationPage } from './location-page';

const question: PlayerQuestion = {
  id: 'q-location',
  name: 'Hazards at the junction',
  questionType: 'LocationResponseImage',
  questionText: '<p>Click every hazard.</p>',
  preQuestionText: '',
  numberOfSubQuestions: 1,
  timeLimitSeconds: 30,
  maximumClicks: 3,
  imageUrl: '/api/blobs/junction',
  videoUrl: null,
  questionTextImageUrl: null,
  answers: [],
  children: [],
};

const click = (id: string, x: number, y: number): PlayerResponseEvent => ({
  id,
  questionId: question.id,
  assessmentItemId: 'item-1',
  questionAnswerId: null,
  responseTimeSeconds: null,
  clickPositionX: x,
  clickPositionY: y,
  textInput: null,
  subQuestionNumber: 1,
  eventDate: '2026-01-01T10:00:00.000Z',
});

type Change = Parameters<QuestionPageProps['onChange']>[0];

/** The page inside a player that keeps its responses, as the real player does. */
function Harness(props: { question: PlayerQuestion; initial: PlayerResponseEvent[]; revisited: boolean } & Spies) {
  const [responses, setResponses] = useState(props.initial);
  return (
    <LocationPage
      presented={{ assessmentItemId: 'item-1', question: props.question }}
      responses={responses}
      revisited={props.revisited}
      onComplete={props.onComplete}
      onChange={(change: Change) => {
        props.onChange(change);
        setResponses((current) => [...current.filter((r) => !change.removed.includes(r.id)), ...change.added]);
      }}
    />
  );
}
interface Spies {
  onChange: (change: Change) => void;
  onComplete: () => void;
}

function renderPage(overrides: Partial<PlayerQuestion> = {}, initial: PlayerResponseEvent[] = [], revisited = false) {
  const spies = { onChange: vi.fn<(change: Change) => void>(), onComplete: vi.fn() };
  renderWithProviders(
    <Harness question={{ ...question, ...overrides }} initial={initial} revisited={revisited} {...spies} />,
  );
  return spies;
}

/** Loads the picture, presses Start and gives the picture a 960x540 box at (10, 20) on screen. */
function start() {
  fireEvent.load(document.querySelector('img') as HTMLImageElement);
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  const surface = screen.getByRole('application', { name: 'Picture to click on' });
  vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue(new DOMRect(10, 20, 960, 540));
  return surface;
}

const circles = () => screen.queryAllByTestId('location-click');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => vi.useRealTimers());

describe('LocationPage', () => {
  it('hides the picture behind Start, which waits for the picture to load', () => {
    renderPage();
    expect(screen.getByText('Click every hazard.')).toBeTruthy();
    expect(screen.getByText(/You will have 30 seconds/)).toBeTruthy();
    expect(screen.queryByRole('application')).toBeNull();
    const startButton = screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement;
    expect(startButton.disabled).toBe(true);
    expect(screen.getByText('Loading the picture...')).toBeTruthy();
    fireEvent.load(document.querySelector('img') as HTMLImageElement);
    expect(startButton.disabled).toBe(false);
    fireEvent.click(startButton);
    const surface = screen.getByRole('application', { name: 'Picture to click on' });
    expect(document.activeElement).toBe(surface);
    expect(screen.getByRole('img', { name: 'Picture for this question' })).toBeTruthy();
  });

  it('records a click at its position in the 1920x1080 virtual space', () => {
    const { onChange } = renderPage();
    const surface = start();
    fireEvent.click(surface, { clientX: 10 + 240, clientY: 20 + 135 });
    expect(onChange).toHaveBeenCalledTimes(1);
    const change = onChange.mock.calls[0]?.[0] as Change;
    expect(change.removed).toEqual([]);
    expect(change.added).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        questionId: 'q-location',
        assessmentItemId: 'item-1',
        questionAnswerId: null,
        responseTimeSeconds: null,
        clickPositionX: 480,
        clickPositionY: 270,
        textInput: null,
        subQuestionNumber: 1,
        eventDate: expect.any(String),
      },
    ]);
    const [circle] = circles();
    expect(circle?.style.left).toBe(`${((480 - 25) / 1920) * 100}%`);
    expect(circle?.style.top).toBe(`${((270 - 25) / 1080) * 100}%`);
    expect(circle?.style.width).toBe(`${(50 / 1920) * 100}%`);
    expect(circle?.style.height).toBe(`${(50 / 1080) * 100}%`);
    expect(circle?.style.opacity).toBe('0.5');
  });

  it('removes a click when its circle is clicked again, and adds one just outside it', () => {
    const { onChange } = renderPage({}, [click('old', 960, 540)]);
    const surface = start();
    expect(circles()).toHaveLength(1);
    // 20 virtual units right of the centre of the circle (radius 25): on the circle.
    fireEvent.click(surface, { clientX: 10 + 490, clientY: 20 + 270 });
    expect(onChange).toHaveBeenLastCalledWith({ added: [], removed: ['old'] });
    expect(circles()).toHaveLength(0);
    fireEvent.click(surface, { clientX: 10 + 480, clientY: 20 + 270 });
    // 30 units right of that new click: outside its circle, so a second click.
    fireEvent.click(surface, { clientX: 10 + 495, clientY: 20 + 270 });
    expect(circles()).toHaveLength(2);
    expect(onChange.mock.calls.at(-1)?.[0].removed).toEqual([]);
  });

  it('counts down per second, turns to the danger colour below 10 s and ends the page at zero', () => {
    vi.useFakeTimers();
    const { onChange, onComplete } = renderPage({ timeLimitSeconds: 12 });
    const timer = () => screen.getByRole('timer');
    expect(timer().textContent).toBe('Time left: 0:12');
    advance(5000);
    expect(timer().textContent).toBe('Time left: 0:12');
    const surface = start();
    advance(999);
    expect(timer().textContent).toBe('Time left: 0:12');
    advance(1);
    expect(timer().textContent).toBe('Time left: 0:11');
    expect(timer().style.color).not.toContain('red');
    advance(1000);
    expect(timer().textContent).toBe('Time left: 0:10');
    expect(timer().dataset.danger).toBeUndefined();
    advance(1000);
    expect(timer().textContent).toBe('Time left: 0:09');
    expect(timer().dataset.danger).toBe('true');
    expect(timer().style.color).toBe('var(--mantine-color-red-7)');
    expect(onComplete).not.toHaveBeenCalled();
    advance(8999);
    expect(onComplete).not.toHaveBeenCalled();
    advance(1);
    expect(timer().textContent).toBe('Time left: 0:00');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Time is up. Your clicks have been recorded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I have finished' })).toBeNull();
    fireEvent.click(surface, { clientX: 100, clientY: 100 });
    fireEvent.keyDown(surface, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    advance(5000);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('reads the time out at intervals, not every second', () => {
    vi.useFakeTimers();
    renderPage({ timeLimitSeconds: 35 });
    start();
    const announced = () => screen.getByTestId('location-announcement').textContent;
    expect(announced()).toBe('');
    advance(4000);
    expect(announced()).toBe('');
    advance(1000);
    expect(announced()).toBe('30 seconds left');
    advance(1000);
    expect(announced()).toBe('30 seconds left');
    advance(19000);
    expect(announced()).toBe('10 seconds left');
    advance(5000);
    expect(announced()).toBe('5 seconds left');
    advance(5000);
    expect(announced()).toBe('Time is up.');
  });

  it('warns when the clicks exceed the maximum and stops warning when they are back within it', () => {
    const warning = 'You exceeded the maximum number of clicks for this question and will score 0% for this question.';
    const { onChange } = renderPage({ maximumClicks: 2 }, [click('a', 200, 200), click('b', 600, 600)]);
    const surface = start();
    expect(screen.getByText('2 of 2 clicks')).toBeTruthy();
    expect(screen.queryByText(warning)).toBeNull();
    fireEvent.click(surface, { clientX: 10 + 600, clientY: 20 + 100 });
    expect(screen.getByRole('alert').textContent).toBe(warning);
    expect(screen.getByText('3 of 2 clicks')).toBeTruthy();
    // The page only warns: the failure record is the server's to add.
    expect(onChange.mock.calls.flatMap(([change]) => change.added).every((e) => e.textInput === null)).toBe(true);
    fireEvent.click(surface, { clientX: 10 + 100, clientY: 20 + 100 });
    expect(onChange).toHaveBeenLastCalledWith({ added: [], removed: ['a'] });
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('does not count the server failure record as a click, and has no limit at maximumClicks 0', () => {
    // Recognised by its text alone, even were it to carry a position.
    const failure = { ...click('fail', 700, 700), textInput: 'FailedMaximumClicks' };
    renderPage({ maximumClicks: 0 }, [click('a', 100, 100), click('b', 300, 300), click('c', 500, 500), failure]);
    start();
    expect(circles()).toHaveLength(3);
    expect(screen.getByText('3 clicks')).toBeTruthy();
    expect(screen.queryByText(/You exceeded the maximum number of clicks/)).toBeNull();
  });

  it('clicks with the keyboard where the crosshair is', () => {
    const { onChange } = renderPage();
    const surface = start();
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    fireEvent.keyDown(surface, { key: 'ArrowRight' });
    fireEvent.keyDown(surface, { key: 'ArrowUp', shiftKey: true });
    fireEvent.keyDown(surface, { key: 'Enter' });
    expect(onChange.mock.calls[0]?.[0].added[0]).toMatchObject({ clickPositionX: 1000, clickPositionY: 440 });
    fireEvent.keyDown(surface, { key: ' ' });
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange.mock.calls[1]?.[0].removed).toEqual([onChange.mock.calls[0]?.[0].added[0]?.id]);
    expect(screen.getByTestId('location-crosshair').style.left).toBe(`${(1000 / 1920) * 100}%`);
  });

  it('ends early with I have finished', () => {
    vi.useFakeTimers();
    const { onChange, onComplete } = renderPage();
    const surface = start();
    advance(3000);
    fireEvent.click(screen.getByRole('button', { name: 'I have finished' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.getByText('You have finished this question. Your clicks have been recorded.')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Time left: 0:27');
    fireEvent.click(surface, { clientX: 100, clientY: 100 });
    advance(30000);
    expect(onChange).not.toHaveBeenCalled();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('shows a revisited page read-only with its clicks, already complete', () => {
    const { onChange, onComplete } = renderPage({}, [click('a', 960, 540)], true);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(circles()).toHaveLength(1);
    const surface = screen.getByRole('application', { name: 'Picture to click on' });
    expect(surface.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(surface, { clientX: 100, clientY: 100 });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('has no countdown and waits for I have finished when the time limit is 0', () => {
    vi.useFakeTimers();
    const { onComplete } = renderPage({ timeLimitSeconds: 0 });
    expect(screen.getByText('Press Start when you are ready, then click on the picture.')).toBeTruthy();
    start();
    expect(screen.queryByRole('timer')).toBeNull();
    advance(120000);
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'I have finished' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
