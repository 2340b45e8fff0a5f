import { useCallback, useEffect, useRef, useState } from 'react';

/** Edits are saved once the person pauses, so quick on/off clicks send at most one call. */
export const ROW_SAVE_DELAY_MS = 500;

export type SaveStatus = 'idle' | 'saving' | 'saved';

/** A save that failed, under the name of the row it was for, with the server's error. */
export interface FailedSave {
  name: string;
  error: unknown;
}

/** A row of the list: its key in the stored map, and the name a failure is reported under. */
export interface AutosaveRow {
  key: string;
  name: string;
}

/** How a row's selection is stored: create the record when selected, remove it when not. */
export interface SelectionSave<T> {
  create: () => Promise<T | null | undefined>;
  remove: (held: T) => Promise<void>;
}

/** How one field of a stored row is saved. */
export interface FieldSave<T> {
  /** Whether the value on screen may be sent: one that may not stays on screen as a draft, unsent. */
  sendable: boolean;
  /** Whether the stored record already holds the value, so there is nothing to send. */
  holds: (held: T) => boolean;
  update: (held: T) => Promise<T | null | undefined>;
}

type Drafts<D> = ReadonlyMap<string, D[keyof D]>;

const draftKey = (field: PropertyKey, rowKey: string) => `${String(field)}:${rowKey}`;

const without = <V>(map: ReadonlyMap<string, V>, ...keys: string[]) => {
  const next = new Map(map);
  for (const key of keys) next.delete(key);
  return next;
};

/**
 * The rows of a list that saves itself as the person works: the stored records (`storedRows`, keyed by row) with the
 * selections and field edits not yet saved on top (`D` names the edited fields and their on-screen values). Each
 * edit waits ROW_SAVE_DELAY_MS, then saves, one save at a time per row so a quick second change sees the result of
 * the first; a failed save drops the edit, so the screen falls back to what is stored, and is reported under the
 * row's name until that row saves again.
 */
export function useRowAutosave<T, D extends Record<string, unknown>>(storedRows: ReadonlyMap<string, T> | undefined) {
  const [stored, setStored] = useState<ReadonlyMap<string, T>>(new Map());
  const storedRef = useRef(stored);
  const [wanted, setWanted] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [drafts, setDrafts] = useState<Drafts<D>>(new Map());
  const [busy, setBusy] = useState(0);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [failures, setFailures] = useState<FailedSave[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const chains = useRef(new Map<string, Promise<void>>());

  const replaceStored = useCallback((change: (next: Map<string, T>) => void) => {
    const next = new Map(storedRef.current);
    change(next);
    storedRef.current = next;
    setStored(next);
  }, []);

  useEffect(() => {
    if (!storedRows) return;
    replaceStored((next) => {
      next.clear();
      for (const [key, row] of storedRows) next.set(key, row);
    });
  }, [storedRows, replaceStored]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  /** Runs `save` after the pause, after any earlier save of the same row. */
  const schedule = (timerKey: string, row: AutosaveRow, save: () => Promise<void>, onFailure: () => void) => {
    // A change replaced by a newer one before its pause ended was counted as busy: release it.
    if (timers.current.has(timerKey)) setBusy((count) => count - 1);
    clearTimeout(timers.current.get(timerKey));
    setStatus('saving');
    setBusy((count) => count + 1);
    timers.current.set(
      timerKey,
      setTimeout(() => {
        timers.current.delete(timerKey);
        const next = (chains.current.get(row.key) ?? Promise.resolve())
          .then(save)
          .then(() => setFailures((list) => list.filter((failure) => failure.name !== row.name)))
          .catch((error: unknown) => {
            onFailure();
            setFailures((list) => [...list.filter((failure) => failure.name !== row.name), { name: row.name, error }]);
          })
          .finally(() => {
            setBusy((count) => count - 1);
            setStatus((current) => (current === 'saving' ? 'saved' : current));
          });
        chains.current.set(row.key, next);
      }, ROW_SAVE_DELAY_MS),
    );
  };

  /** Drops a waiting save that is no longer wanted (the value on screen cannot be sent). */
  const unschedule = (timerKey: string) => {
    if (!timers.current.has(timerKey)) return;
    clearTimeout(timers.current.get(timerKey));
    timers.current.delete(timerKey);
    setBusy((count) => count - 1);
  };

  const forgetDraft = (field: keyof D, rowKey: string) => setDrafts((map) => without(map, draftKey(field, rowKey)));

  const isSelected = (rowKey: string) => wanted.get(rowKey) ?? stored.has(rowKey);

  const toggle = (row: AutosaveRow, { create, remove }: SelectionSave<T>) => {
    const select = !isSelected(row.key);
    setWanted((map) => new Map(map).set(row.key, select));
    schedule(
      `select:${row.key}`,
      row,
      async () => {
        const held = storedRef.current.get(row.key);
        if (select && !held) {
          const created = await create();
          if (created) replaceStored((next) => next.set(row.key, created));
        } else if (!select && held) {
          await remove(held);
          replaceStored((next) => next.delete(row.key));
          // A removed row starts afresh when selected again.
          setDrafts((map) => without(map, ...[...map.keys()].filter((key) => key.endsWith(`:${row.key}`))));
        }
        setWanted((map) => without(map, row.key));
      },
      () => setWanted((map) => without(map, row.key)),
    );
  };

  const draftOf = <F extends keyof D>(field: F, rowKey: string) =>
    drafts.get(draftKey(field, rowKey)) as D[F] | undefined;

  const changeField = <F extends keyof D>(field: F, row: AutosaveRow, value: D[F], save: FieldSave<T>) => {
    setDrafts((map) => new Map(map).set(draftKey(field, row.key), value));
    const timerKey = draftKey(field, row.key);
    if (!save.sendable) return unschedule(timerKey);
    schedule(
      timerKey,
      row,
      async () => {
        const held = storedRef.current.get(row.key);
        if (!held || save.holds(held)) return forgetDraft(field, row.key);
        const updated = await save.update(held);
        if (updated) replaceStored((next) => next.set(row.key, updated));
        forgetDraft(field, row.key);
      },
      () => forgetDraft(field, row.key),
    );
  };

  return {
    stored,
    isSelected,
    toggle,
    draftOf,
    changeField,
    status: busy > 0 ? ('saving' as const) : status,
    failures,
    selectedKeys: [...new Set([...stored.keys(), ...wanted.keys()])].filter(isSelected),
  };
}
