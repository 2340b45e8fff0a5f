import type { MockLink } from '@apollo/client/testing';
import type { PlayerResponseEvent } from '@roadmark/domain/delivery/player-model';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveAssessmentSessionResponsesInput } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { SaveSessionResponsesMutation } from '../graphql/session-operations';
import { queueStorageKey } from './response-queue';
import { SaveStatus } from './save-status';
import { type SessionSaver, useSessionSaver } from './use-session-saver';

const SESSION_ID = 'session-1';
const STORAGE_KEY = queueStorageKey(SESSION_ID);
const DELAY = 10;

const event = (id: string): PlayerResponseEvent => ({
  id,
  questionId: 'q-1',
  assessmentItemId: 'item-1',
  questionAnswerId: 'a-1',
  responseTimeSeconds: null,
  clickPositionX: null,
  clickPositionY: null,
  textInput: null,
  subQuestionNumber: 1,
  eventDate: '2025-01-01T10:00:00.000Z',
});

type Reply = 'ok' | 'network' | 'hang' | { code: string; message: string; messageKey?: string };

/** Save mocks answering in turn; every request the server would receive is recorded in `sent`. */
function saveMocks(sent: SaveAssessmentSessionResponsesInput[], replies: Reply[]): MockLink.MockedResponse[] {
  return replies.map((reply) => {
    const request = {
      query: SaveSessionResponsesMutation,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables.model as SaveAssessmentSessionResponsesInput);
        return true;
      },
    };
    if (reply === 'network') return { request, delay: DELAY, error: new TypeError('Failed to fetch') };
    if (reply === 'hang') return { request, delay: Number.POSITIVE_INFINITY };
    if (reply === 'ok') {
      return {
        request,
        delay: DELAY,
        result: (variables: Record<string, unknown>) => ({
          data: {
            saveAssessmentSessionResponses: {
              __typename: 'AssessmentSession',
              id: SESSION_ID,
              assessmentId: 'assessment-1',
              userId: 'user-1',
              startDate: '2025-01-01T09:00:00.000Z',
              endDate: null,
              totalScore: 0,
              currentPosition: (variables.model as SaveAssessmentSessionResponsesInput).currentPosition ?? 0,
              isFinished: false,
              markedSuspicious: false,
              isPreview: false,
            },
          },
        }),
      };
    }
    return {
      request,
      delay: DELAY,
      result: { errors: [{ message: reply.message, extensions: { code: reply.code, messageKey: reply.messageKey } }] },
    };
  });
}

let saver: SessionSaver;
function Harness() {
  saver = useSessionSaver(SESSION_ID);
  return <SaveStatus saver={saver} />;
}

function renderSaver(sent: SaveAssessmentSessionResponsesInput[], replies: Reply[]) {
  return renderWithProviders(<Harness />, { mocks: saveMocks(sent, replies) });
}

let online = true;
function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const status = () => screen.getByRole('status');
const storedIds = () => {
  const stored = localStorage.getItem(STORAGE_KEY);
  return stored
    ? (JSON.parse(stored) as { added: PlayerResponseEvent[] }[]).flatMap((step) => step.added.map((e) => e.id))
    : null;
};
const addedIds = (model: SaveAssessmentSessionResponsesInput | undefined) => model?.added?.map((e) => e.id);

beforeEach(() => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('useSessionSaver', () => {
  it('keeps a change at once, sends the changes of a moment together and shows the state', async () => {
    const sent: SaveAssessmentSessionResponsesInput[] = [];
    renderSaver(sent, ['ok']);
    act(() => saver.record({ added: [event('a')], removed: [] }));
    expect(storedIds()).toEqual(['a']);
    expect(status()).toHaveProperty('textContent', 'Saving...');
    await advance(300);
    act(() => saver.record({ added: [event('b')], removed: ['earlier'] }));
    await advance(399);
    expect(sent).toHaveLength(0);
    await advance(1 + DELAY);
    expect(sent).toEqual([
      {
        assessmentSessionId: SESSION_ID,
        added: [event('a'), event('b')],
        removed: ['earlier'],
        currentPosition: null,
      },
    ]);
    expect(status().textContent).toBe('All answers saved');
    expect(saver.pending).toBe(0);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('sends what an earlier visit left (a reload) as soon as it mounts', async () => {
    online = false;
    const first = renderSaver([], []);
    act(() => saver.record({ added: [event('a'), event('b')], removed: [] }));
    act(() => saver.reachPosition(2));
    expect(status().textContent).toContain('2 answers waiting to be sent.');
    first.unmount();

    online = true;
    const sent: SaveAssessmentSessionResponsesInput[] = [];
    renderSaver(sent, ['ok']);
    await advance(DELAY);
    expect(sent).toHaveLength(1);
    expect(addedIds(sent[0])).toEqual(['a', 'b']);
    expect(sent[0]?.currentPosition).toBe(2);
    expect(status().textContent).toBe('All answers saved');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('queues answers while offline and sends them when the browser is back online', async () => {
    const sent: SaveAssessmentSessionResponsesInput[] = [];
    renderSaver(sent, ['ok']);
    act(() => setOnline(false));
    act(() => saver.record({ added: [event('a')], removed: [] }));
    expect(status().textContent).toBe(
      'Offline: your answers are kept on this device and will be sent when you are back online1 answer waiting to be sent.',
    );
    let outcome: string | undefined;
    await act(async () => {
      outcome = await saver.flush();
    });
    expect(outcome).toBe('queued');
    act(() => saver.record({ added: [event('b')], removed: [] }));
    await advance(120_000);
    expect(sent).toHaveLength(0);
    expect(storedIds()).toEqual(['a', 'b']);

    act(() => setOnline(true));
    await advance(DELAY);
    expect(sent).toHaveLength(1);
    expect(addedIds(sent[0])).toEqual(['a', 'b']);
    expect(status().textContent).toBe('All answers saved');
  });

  it('retries a failed request with backoff (1 s doubling to 30 s), resending the same ids, once saved no more', async () => {
    const sent: SaveAssessmentSessionResponsesInput[] = [];
    renderSaver(sent, ['network', 'network', 'network', 'network', 'network', 'network', 'network', 'ok']);
    act(() => saver.record({ added: [event('a')], removed: [] }));
    await advance(400 + DELAY);
    expect(sent).toHaveLength(1);
    expect(status().textContent).toContain('Offline');

    for (const [attempt, wait] of [1000, 2000, 4000, 8000, 16000, 30000, 30000].entries()) {
      await advance(wait - 1);
      expect(sent).toHaveLength(attempt + 1);
      await advance(1 + DELAY);
      expect(sent).toHaveLength(attempt + 2);
    }
    expect(status().textContent).toBe('All answers saved');
    expect(sent.map(addedIds)).toEqual(Array(8).fill(['a']));
    await advance(120_000);
    expect(sent).toHaveLength(8);
  });

  it('retries at once when the browser reports it is back online, without waiting for the backoff', async () => {
    const sent: SaveAssessmentSessionResponsesInput[] = [];
    renderSaver(sent, ['network', 'network', 'ok']);
    act(() => saver.record({ added: [event('a')], removed: [] }));
    await advance(400 + DELAY + 1000 + DELAY);
    expect(sent).toHaveLength(2);
    act(() => setOnline(true));
    await advance(DELAY);
    expect(sent).toHaveLength(3);
    expect(status().textContent).toBe('All answers saved');
  });

  it("shows the server's error, keeps the changes without retrying in a loop, and Try again resends them", async () => {
    const sent: SaveAssessmentSessionResponsesInput[] = [];
    renderSaver(sent, [{ code: 'BAD_USER_INPUT', message: 'This session is already finished.' }, 'ok']);
    act(() => saver.record({ added: [event('a')], removed: [] }));
    await advance(400 + DELAY);
    expect(status().textContent).toContain('Your answers could not be saved. This session is already finished.');
    expect(saver.status).toBe('error');
    expect(saver.error).toBe('This session is already finished.');

    act(() => saver.record({ added: [event('b')], removed: [] }));
    await advance(120_000);
    act(() => setOnline(true));
    await advance(1_000);
    expect(sent).toHaveLength(1);
    expect(storedIds()).toEqual(['a', 'b']);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await advance(DELAY);
    expect(sent).toHaveLength(2);
    expect(addedIds(sent[1])).toEqual(['a', 'b']);
    expect(status().textContent).toBe('All answers saved');
    expect(saver.error).toBeNull();
  });

  it('sends next what was recorded while a save was under way, including the removal of a response in it', async () => {
    const sent: SaveAssessmentSessionResponsesInput[] = [];
    const mocks = saveMocks(sent, ['ok', 'ok']);
    mocks[0] = { ...mocks[0]!, delay: 1000 };
    renderWithProviders(<Harness />, { mocks });
    act(() => saver.record({ added: [event('a'), event('b')], removed: [] }));
    await advance(400);
    expect(sent).toHaveLength(1);
    act(() => saver.record({ added: [event('c')], removed: ['a'] }));
    expect(storedIds()).toEqual(['b', 'c']);
    await advance(1000);
    // The first save is acknowledged: 'b' leaves the queue, 'c' and the removal of 'a' go at once.
    expect(sent).toHaveLength(2);
    expect(addedIds(sent[1])).toEqual(['c']);
    expect(sent[1]?.removed).toEqual(['a']);
    await advance(DELAY);
    expect(status().textContent).toBe('All answers saved');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    await advance(5_000);
    expect(sent).toHaveLength(2);
  });

  it('sends the position reached at once with anything waiting; flush answers saved once acknowledged', async () => {
    const sent: SaveAssessmentSessionResponsesInput[] = [];
    renderSaver(sent, ['ok', 'ok']);
    act(() => saver.record({ added: [event('a')], removed: [] }));
    act(() => saver.reachPosition(3));
    await advance(DELAY);
    expect(sent).toEqual([{ assessmentSessionId: SESSION_ID, added: [event('a')], removed: [], currentPosition: 3 }]);
    act(() => saver.record({ added: [event('b')], removed: [] }));
    let outcome: string | undefined;
    await act(async () => {
      const flushed = saver.flush();
      await vi.advanceTimersByTimeAsync(DELAY);
      outcome = await flushed;
    });
    expect(outcome).toBe('saved');
    expect(addedIds(sent[1])).toEqual(['b']);
    expect(sent[1]?.currentPosition).toBeNull();
  });

  it('sends the pages passed offline one save per page, each with the answers given on it', async () => {
    const sent: SaveAssessmentSessionResponsesInput[] = [];
    renderSaver(sent, ['ok', 'ok', 'ok']);
    act(() => setOnline(false));
    act(() => saver.record({ added: [event('a')], removed: [] }));
    act(() => saver.reachPosition(2));
    act(() => saver.reachPosition(3));
    act(() => saver.record({ added: [event('b')], removed: [] }));
    act(() => saver.reachPosition(4));
    await advance(60_000);
    expect(sent).toHaveLength(0);

    act(() => setOnline(true));
    await advance(3 * DELAY);
    expect(sent.map((model) => [addedIds(model), model.currentPosition])).toEqual([
      [['a'], 2],
      [[], 3],
      [['b'], 4],
    ]);
    expect(status().textContent).toBe('All answers saved');
  });

  it('drops a save the server refuses for good, shows why and asks for a reload instead of trying again', async () => {
    const sent: SaveAssessmentSessionResponsesInput[] = [];
    // The message comes from the locale files by its key.
    const message =
      'The answers to this question are final once its page has been passed or its feedback shown, so this save was refused and nothing in it was saved.';
    renderSaver(sent, [{ code: 'CONFLICT', message: 'Final.', messageKey: 'errors.sessionAnswersFinal' }, 'ok']);
    act(() => saver.record({ added: [event('a')], removed: [] }));
    await advance(400 + DELAY);
    expect(status().textContent).toContain(`This change was not saved. ${message}`);
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(saver.refused).toBe(true);
    // Never sent again, not even after a reload: the queue no longer holds it.
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();

    // Nothing more is sent from this page, whose answers may differ from the server's until it is reloaded.
    act(() => saver.record({ added: [event('b')], removed: [] }));
    act(() => saver.reachPosition(2));
    await advance(60_000);
    expect(sent).toHaveLength(1);
    expect(storedIds()).toEqual(['b']);
  });

  it('lets the person carry on when the server does not answer: flush answers queued in time', async () => {
    const sent: SaveAssessmentSessionResponsesInput[] = [];
    renderSaver(sent, ['hang']);
    act(() => saver.record({ added: [event('a')], removed: [] }));
    let outcome: string | undefined;
    await act(async () => {
      const flushed = saver.flush();
      await vi.advanceTimersByTimeAsync(8_000);
      outcome = await flushed;
    });
    expect(outcome).toBe('queued');
    expect(sent).toHaveLength(1);
    expect(storedIds()).toEqual(['a']);
    expect(status().textContent).toBe('Saving...');
  });
});
