import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROW_SAVE_DELAY_MS, useRowAutosave } from './use-row-autosave';

interface StoredRow {
  id: string;
  note: string;
}

const row = { key: 'a1', name: 'Hazard perception' };
const stored = new Map([['a1', { id: 'r1', note: 'stored' }]]);

function renderRows(initial: ReadonlyMap<string, StoredRow> = new Map()) {
  return renderHook(() => useRowAutosave<StoredRow, { note: string }>(initial));
}

async function pause() {
  await act(() => vi.advanceTimersByTimeAsync(ROW_SAVE_DELAY_MS));
}

describe('useRowAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('creates a selected row once the person pauses, and says saving then saved', async () => {
    const { result } = renderRows();
    const create = vi.fn(async () => ({ id: 'r1', note: '' }));
    act(() => result.current.toggle(row, { create, remove: vi.fn() }));
    expect(result.current.isSelected('a1')).toBe(true);
    expect(result.current.status).toBe('saving');
    expect(create).not.toHaveBeenCalled();
    await pause();
    expect(create).toHaveBeenCalledTimes(1);
    expect(result.current.stored.get('a1')).toEqual({ id: 'r1', note: '' });
    expect(result.current.status).toBe('saved');
  });

  it('sends nothing when a row is switched on and off again within the pause', async () => {
    const { result } = renderRows();
    const create = vi.fn(async () => ({ id: 'r1', note: '' }));
    act(() => result.current.toggle(row, { create, remove: vi.fn() }));
    act(() => result.current.toggle(row, { create, remove: vi.fn() }));
    await pause();
    expect(create).not.toHaveBeenCalled();
    expect(result.current.isSelected('a1')).toBe(false);
    expect(result.current.status).toBe('saved');
  });

  it('drops a failed edit, falling back to what is stored, and reports it under the row name', async () => {
    const { result } = renderRows(stored);
    const error = new Error('refused');
    act(() =>
      result.current.changeField('note', row, 'new', {
        sendable: true,
        holds: (held) => held.note === 'new',
        update: () => Promise.reject(error),
      }),
    );
    expect(result.current.draftOf('note', 'a1')).toBe('new');
    await pause();
    expect(result.current.draftOf('note', 'a1')).toBeUndefined();
    expect(result.current.failures).toEqual([{ name: 'Hazard perception', error }]);
  });

  it('keeps a value that may not be sent on screen without sending it', async () => {
    const { result } = renderRows(stored);
    const update = vi.fn(async () => ({ id: 'r1', note: 'x' }));
    act(() => result.current.changeField('note', row, 'half', { sendable: false, holds: () => false, update }));
    await pause();
    expect(update).not.toHaveBeenCalled();
    expect(result.current.draftOf('note', 'a1')).toBe('half');
    expect(result.current.status).not.toBe('saving');
  });

  it('forgets the drafts of a row that is removed', async () => {
    const { result } = renderRows(stored);
    act(() =>
      result.current.changeField('note', row, 'half', { sendable: false, holds: () => false, update: vi.fn() }),
    );
    const remove = vi.fn(async () => {});
    act(() => result.current.toggle(row, { create: vi.fn(), remove }));
    await pause();
    expect(remove).toHaveBeenCalledWith({ id: 'r1', note: 'stored' });
    expect(result.current.stored.has('a1')).toBe(false);
    expect(result.current.draftOf('note', 'a1')).toBeUndefined();
  });
});
