import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CreateSubscriptionAssessmentMutation,
  DeleteSubscriptionAssessmentMutation,
  UpdateSubscriptionAssessmentMutation,
} from '../graphql/licensing-operations';
import type { Licence, LicenceItem } from './licence-items';

/** Spec 3 §4.3: a selection is saved once the person pauses, so quick on/off clicks send at most one call. */
export const LICENCE_SAVE_DELAY_MS = 500;

export interface FailedSave {
  name: string;
  error: unknown;
}

export type SaveStatus = 'idle' | 'saving' | 'saved';

/**
 * The licences of one subscription as the screen shows them: the stored ones, with choices not yet saved on top.
 * Each change waits LICENCE_SAVE_DELAY_MS, then creates, deletes or updates; a failed save drops the choice, so the
 * screen falls back to what is stored, and reports the failure.
 */
export function useLicenceSaves(subscriptionId: string, storedLicences: readonly Licence[] | undefined) {
  const [stored, setStored] = useState<ReadonlyMap<string, Licence>>(new Map());
  const storedRef = useRef(stored);
  const [wanted, setWanted] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [restartDrafts, setRestartDrafts] = useState<ReadonlyMap<string, number | string>>(new Map());
  const [busy, setBusy] = useState(0);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [failures, setFailures] = useState<FailedSave[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // One save at a time per item, so a quick second change sees the result of the first.
  const chains = useRef(new Map<string, Promise<void>>());
  const [create] = useMutation(CreateSubscriptionAssessmentMutation);
  const [remove] = useMutation(DeleteSubscriptionAssessmentMutation);
  const [update] = useMutation(UpdateSubscriptionAssessmentMutation);

  const replaceStored = useCallback((change: (next: Map<string, Licence>) => void) => {
    const next = new Map(storedRef.current);
    change(next);
    storedRef.current = next;
    setStored(next);
  }, []);

  useEffect(() => {
    if (!storedLicences) return;
    replaceStored((next) => {
      next.clear();
      for (const licence of storedLicences) next.set(licence.assessmentId, licence);
    });
  }, [storedLicences, replaceStored]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const forget = <T>(setter: (update: (map: ReadonlyMap<string, T>) => ReadonlyMap<string, T>) => void, key: string) =>
    setter((map) => {
      const next = new Map(map);
      next.delete(key);
      return next;
    });

  /** Runs `save` after the pause, after any earlier save of the same item. */
  const schedule = useCallback((key: string, name: string, save: () => Promise<void>, onFailure: () => void) => {
    clearTimeout(timers.current.get(key));
    setStatus('saving');
    setBusy((count) => count + 1);
    timers.current.set(
      key,
      setTimeout(() => {
        timers.current.delete(key);
        const previous = chains.current.get(key) ?? Promise.resolve();
        const next = previous
          .then(save)
          .then(() => setFailures((list) => list.filter((failure) => failure.name !== name)))
          .catch((error: unknown) => {
            onFailure();
            setFailures((list) => [...list.filter((failure) => failure.name !== name), { name, error }]);
          })
          .finally(() => {
            setBusy((count) => count - 1);
            setStatus((current) => (current === 'saving' ? 'saved' : current));
          });
        chains.current.set(key, next);
      }, LICENCE_SAVE_DELAY_MS),
    );
  }, []);

  // A change replaced by a newer one before its pause ended still counted as busy: release it.
  const cancelPending = (key: string) => {
    if (timers.current.has(key)) setBusy((count) => count - 1);
  };

  const isSelected = (assessmentId: string) => wanted.get(assessmentId) ?? stored.has(assessmentId);

  const toggle = (item: LicenceItem) => {
    const select = !isSelected(item.id);
    setWanted((map) => new Map(map).set(item.id, select));
    cancelPending(`select:${item.id}`);
    schedule(
      `select:${item.id}`,
      item.name,
      async () => {
        const held = storedRef.current.get(item.id);
        if (select && !held) {
          const result = await create({ variables: { model: { subscriptionId, assessmentId: item.id } } });
          const licence = result.data?.createSubscriptionAssessment;
          if (licence) replaceStored((next) => next.set(item.id, licence));
        } else if (!select && held) {
          await remove({ variables: { id: held.id } });
          replaceStored((next) => next.delete(item.id));
        }
        forget(setWanted, item.id);
      },
      () => forget(setWanted, item.id),
    );
  };

  const restartsOf = (assessmentId: string): number | string =>
    restartDrafts.get(assessmentId) ?? stored.get(assessmentId)?.maxRestarts ?? 0;

  const changeMaxRestarts = (item: LicenceItem, value: number | string) => {
    setRestartDrafts((map) => new Map(map).set(item.id, value));
    cancelPending(`restarts:${item.id}`);
    // Half-typed text is kept on screen but not sent; the server would refuse it anyway.
    if (typeof value !== 'number') {
      clearTimeout(timers.current.get(`restarts:${item.id}`));
      timers.current.delete(`restarts:${item.id}`);
      return;
    }
    schedule(
      `restarts:${item.id}`,
      item.name,
      async () => {
        const held = storedRef.current.get(item.id);
        if (!held || held.maxRestarts === value) return forget(setRestartDrafts, item.id);
        const result = await update({ variables: { model: { id: held.id, maxRestarts: value } } });
        const licence = result.data?.updateSubscriptionAssessment;
        if (licence) replaceStored((next) => next.set(item.id, licence));
        forget(setRestartDrafts, item.id);
      },
      () => forget(setRestartDrafts, item.id),
    );
  };

  return {
    stored,
    isSelected,
    toggle,
    restartsOf,
    changeMaxRestarts,
    status: busy > 0 ? ('saving' as const) : status,
    failures,
    selectedIds: [...new Set([...stored.keys(), ...wanted.keys()])].filter(isSelected),
  };
}
