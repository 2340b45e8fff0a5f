import type { PlayerQuestion, PlayerResponseEvent, QuestionPageProps } from '@roadmark/domain/delivery/player-model';
import { act, fireEvent, screen, within } from '@testing-library/react';
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

const marks = () => screen.queryAllByTestId('location-click');
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
    // A mark centred on the point (its size is fixed on screen), numbered in the order of the clicks.
    const [mark] = marks();
    expect(mark?.style.left).toBe('25%');
    expect(mark?.style.top).toBe('25%');
    expect(mark?.textContent).toBe('1');
  });

  it('numbers the marks in the order of the clicks, again after one is taken back', () => {
    renderPage({}, [click('a', 200, 200), click('b', 600, 600), click('c', 1000, 1000)]);
    const surface = start();
    expect(marks().map((mark) => mark.textContent)).toEqual(['1', '2', '3']);
    fireEvent.click(surface, { clientX: 10 + 300, clientY: 20 + 300 });
    expect(marks().map((mark) => mark.textContent)).toEqual(['1', '2']);
    expect(marks()[1]?.style.left).toBe(`${(1000 / 1920) * 100}%`);
  });

  it('removes a click when its mark is clicked again, and adds one just outside it', () => {
    const { onChange } = renderPage({}, [click('old', 960, 540)]);
    const surface = start();
    expect(marks()).toHaveLength(1);
    // The picture is drawn at half size: 10 px right of the mark, within its 12 px.
    fireEvent.click(surface, { clientX: 10 + 490, clientY: 20 + 270 });
    expect(onChange).toHaveBeenLastCalledWith({ added: [], removed: ['old'] });
    expect(marks()).toHaveLength(0);
    fireEvent.click(surface, { clientX: 10 + 480, clientY: 20 + 270 });
    // 15 px right of that new click: off its mark, so a second click.
    fireEvent.click(surface, { clientX: 10 + 495, clientY: 20 + 270 });
    expect(marks()).toHaveLength(2);
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
    expect(marks()).toHaveLength(3);
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
    expect(marks()).toHaveLength(1);
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

describe('LocationPage zoomed in', () => {
  const zoomIn = () => fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
  const zoomedView = () => screen.queryByRole('dialog', { name: 'Picture, zoomed in' });

  it('zooms in before Start: Start shows in the zoomed view, then the picture, focused to take keys', () => {
    renderPage();
    fireEvent.load(document.querySelector('img') as HTMLImageElement);
    zoomIn();
    const view = zoomedView() as HTMLElement;
    expect(view).toBeTruthy();
    expect(view.getAttribute('aria-modal')).toBe('true');
    fireEvent.click(within(view).getByRole('button', { name: 'Start' }));
    expect(within(view).getByRole('application', { name: 'Picture to click on' })).toBe(document.activeElement);
  });

  it('records a click on the zoomed, scrolled picture at the same picture point as unzoomed', () => {
    const { onChange } = renderPage();
    const surface = start();
    zoomIn();
    // Drawn at 1920x1080 and scrolled so that its middle is at (160, 140) on the screen.
    vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue(new DOMRect(160 - 960, 140 - 540, 1920, 1080));
    fireEvent.click(surface, { clientX: 160, clientY: 140 });
    fireEvent.click(surface, { clientX: 160 + 301, clientY: 140 - 120.4 });
    const added = onChange.mock.calls.flatMap(([change]) => change.added);
    expect(added.map((event) => [event.clickPositionX, event.clickPositionY])).toEqual([
      [960, 540],
      [1261, 420],
    ]);
    expect(marks().map((mark) => mark.style.left)).toEqual(['50%', `${(1261 / 1920) * 100}%`]);
  });

  it('takes a click back within 12 px of its mark at any zoom: further apart in picture units when zoomed out', () => {
    const { onChange } = renderPage({}, [click('a', 960, 540)]);
    const surface = start();
    // Unzoomed at 960x540, 20 units is 10 px: on the mark.
    fireEvent.click(surface, { clientX: 10 + 490, clientY: 20 + 270 });
    expect(onChange).toHaveBeenLastCalledWith({ added: [], removed: ['a'] });
    fireEvent.click(surface, { clientX: 10 + 480, clientY: 20 + 270 });
    const id = onChange.mock.calls.at(-1)?.[0].added[0]?.id;
    zoomIn();
    vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1920, 1080));
    // Zoomed at 1920x1080, 20 units is 20 px: off the mark, a new click.
    fireEvent.click(surface, { clientX: 980, clientY: 540 });
    expect(onChange.mock.calls.at(-1)?.[0].removed).toEqual([]);
    expect(marks()).toHaveLength(2);
    // 5 px from the first: on its mark.
    fireEvent.click(surface, { clientX: 955, clientY: 540 });
    expect(onChange).toHaveBeenLastCalledWith({ added: [], removed: [id] });
  });

  it('keeps the countdown, the clicks and I have finished in the zoomed view; Escape zooms out', () => {
    vi.useFakeTimers();
    const { onComplete } = renderPage({ timeLimitSeconds: 12 });
    start();
    zoomIn();
    const view = zoomedView() as HTMLElement;
    advance(2000);
    expect(within(view).getByRole('timer').textContent).toBe('Time left: 0:10');
    expect(within(view).getByText('0 of 3 clicks')).toBeTruthy();
    expect(within(view).getByRole('button', { name: 'I have finished' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(zoomedView()).toBeNull();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Time left: 0:10');
    zoomIn();
    fireEvent.click(within(zoomedView() as HTMLElement).getByRole('button', { name: 'I have finished' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(zoomedView()).toBeNull();
    expect(screen.getByText('You have finished this question. Your clicks have been recorded.')).toBeTruthy();
  });

  it('zooms out when the time is up', () => {
    vi.useFakeTimers();
    renderPage({ timeLimitSeconds: 5 });
    start();
    zoomIn();
    expect(zoomedView()).toBeTruthy();
    advance(5000);
    expect(zoomedView()).toBeNull();
    expect(screen.getByText('Time is up. Your clicks have been recorded.')).toBeTruthy();
  });

  it('offers no zoom when the picture could not be loaded', () => {
    renderPage();
    fireEvent.error(document.querySelector('img') as HTMLImageElement);
    expect(screen.getByText('The picture could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull();
  });
});
