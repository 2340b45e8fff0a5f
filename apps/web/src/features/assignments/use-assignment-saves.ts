import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { defaultTargetDate, targetDay } from './due-date';
import {
  CreateAssignmentMutation,
  DeleteAssignmentMutation,
  UpdateAssignmentMutation,
} from './graphql/assignment-operations';
import { type Assignment, maxRestartsProblem, type RequiredItem } from './required-items';

/** Spec 3 §4.3: edits are saved once the person pauses, so quick on/off clicks send at most one call. */
export const ASSIGNMENT_SAVE_DELAY_MS = 500;

/** Whom new assignments are for: one person (userId) or a whole team (subscriptionTeamId, no userId). */
export interface AssignmentTarget {
  subscriptionId: string;
  userId: string | null;
  subscriptionTeamId: string | null;
}

export interface FailedSave {
  name: string;
  error: unknown;
}

export type SaveStatus = 'idle' | 'saving' | 'saved';

type MapSetter<T> = (update: (map: ReadonlyMap<string, T>) => ReadonlyMap<string, T>) => void;

const without = <T>(setter: MapSetter<T>, key: string) =>
  setter((map) => {
    const next = new Map(map);
    next.delete(key);
    return next;
  });

/**
 * The assignments of one person or team as the screen shows them: the stored ones with edits not yet saved on top.
 * Each edit waits ASSIGNMENT_SAVE_DELAY_MS, then creates, deletes or updates; a failed save drops the edit, so the
 * screen falls back to what is stored, and reports the failure with the server's message.
 */
export function useAssignmentSaves(target: AssignmentTarget, items: readonly RequiredItem[] | undefined) {
  const [stored, setStored] = useState<ReadonlyMap<string, Assignment>>(new Map());
  const storedRef = useRef(stored);
  const [wanted, setWanted] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [dateDrafts, setDateDrafts] = useState<ReadonlyMap<string, string>>(new Map());
  const [restartDrafts, setRestartDrafts] = useState<ReadonlyMap<string, number | string>>(new Map());
  const [busy, setBusy] = useState(0);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [failures, setFailures] = useState<FailedSave[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // One save at a time per item, so a quick second change sees the result of the first.
  const chains = useRef(new Map<string, Promise<void>>());
  const [create] = useMutation(CreateAssignmentMutation);
  const [remove] = useMutation(DeleteAssignmentMutation);
  const [update] = useMutation(UpdateAssignmentMutation);

  const replaceStored = useCallback((change: (next: Map<string, Assignment>) => void) => {
    const next = new Map(storedRef.current);
    change(next);
    storedRef.current = next;
    setStored(next);
  }, []);

  useEffect(() => {
    if (!items) return;
    replaceStored((next) => {
      next.clear();
      for (const item of items) if (item.assignment) next.set(item.assessmentId, item.assignment);
    });
  }, [items, replaceStored]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  /** Runs `save` after the pause, after any earlier save of the same item. */
  const schedule = useCallback((key: string, item: RequiredItem, save: () => Promise<void>, onFailure: () => void) => {
    // A change replaced by a newer one before its pause ended was counted as busy: release it.
    if (timers.current.has(key)) setBusy((count) => count - 1);
    clearTimeout(timers.current.get(key));
    setStatus('saving');
    setBusy((count) => count + 1);
    timers.current.set(
      key,
      setTimeout(() => {
        timers.current.delete(key);
        const chainKey = item.assessmentId;
        const next = (chains.current.get(chainKey) ?? Promise.resolve())
          .then(save)
          .then(() => setFailures((list) => list.filter((failure) => failure.name !== item.name)))
          .catch((error: unknown) => {
            onFailure();
            setFailures((list) => [
              ...list.filter((failure) => failure.name !== item.name),
              { name: item.name, error },
            ]);
          })
          .finally(() => {
            setBusy((count) => count - 1);
            setStatus((current) => (current === 'saving' ? 'saved' : current));
          });
        chains.current.set(chainKey, next);
      }, ASSIGNMENT_SAVE_DELAY_MS),
    );
  }, []);

  /** Drops a waiting save that is no longer wanted (the value on screen cannot be sent). */
  const unschedule = (key: string) => {
    if (!timers.current.has(key)) return;
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    setBusy((count) => count - 1);
  };

  const isSelected = (item: RequiredItem) => wanted.get(item.assessmentId) ?? stored.has(item.assessmentId);

  const toggle = (item: RequiredItem) => {
    const select = !isSelected(item);
    setWanted((map) => new Map(map).set(item.assessmentId, select));
    schedule(
      `select:${item.assessmentId}`,
      item,
      async () => {
        const held = storedRef.current.get(item.assessmentId);
        if (select && !held) {
          const result = await create({
            variables: {
              model: {
                subscriptionId: target.subscriptionId,
                ...(target.userId ? { userId: target.userId } : { subscriptionTeamId: target.subscriptionTeamId }),
                assessmentId: item.assessmentId,
                targetDate: defaultTargetDate(),
                maxRestarts: item.licenceMaxRestarts,
              },
            },
          });
          const assignment = result.data?.createUserAssessmentAssignment;
          if (assignment) replaceStored((next) => next.set(item.assessmentId, assignment));
        } else if (!select && held) {
          await remove({ variables: { id: held.id } });
          replaceStored((next) => next.delete(item.assessmentId));
          without(setDateDrafts, item.assessmentId);
          without(setRestartDrafts, item.assessmentId);
        }
        without(setWanted, item.assessmentId);
      },
      () => without(setWanted, item.assessmentId),
    );
  };

  const dueDayOf = (item: RequiredItem): string => {
    const draft = dateDrafts.get(item.assessmentId);
    if (draft !== undefined) return draft;
    const assignment = stored.get(item.assessmentId);
    return assignment ? targetDay(assignment.targetDate) : '';
  };

  const changeDueDay = (item: RequiredItem, day: string) => {
    setDateDrafts((map) => new Map(map).set(item.assessmentId, day));
    const key = `date:${item.assessmentId}`;
    // A cleared or half-typed date stays on screen but is not sent.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return unschedule(key);
    schedule(
      key,
      item,
      async () => {
        const held = storedRef.current.get(item.assessmentId);
        if (!held || targetDay(held.targetDate) === day) return without(setDateDrafts, item.assessmentId);
        const result = await update({ variables: { model: { id: held.id, targetDate: day } } });
        const assignment = result.data?.updateUserAssessmentAssignment;
        if (assignment) replaceStored((next) => next.set(item.assessmentId, assignment));
        without(setDateDrafts, item.assessmentId);
      },
      () => without(setDateDrafts, item.assessmentId),
    );
  };

  const restartsOf = (item: RequiredItem): number | string =>
    restartDrafts.get(item.assessmentId) ?? stored.get(item.assessmentId)?.maxRestarts ?? item.licenceMaxRestarts;

  const changeMaxRestarts = (item: RequiredItem, value: number | string) => {
    setRestartDrafts((map) => new Map(map).set(item.assessmentId, value));
    const key = `restarts:${item.assessmentId}`;
    // A value the server would refuse stays on screen with its message but is not sent.
    if (maxRestartsProblem(value, item.licenceMaxRestarts) || typeof value !== 'number') return unschedule(key);
    schedule(
      key,
      item,
      async () => {
        const held = storedRef.current.get(item.assessmentId);
        if (!held || held.maxRestarts === value) return without(setRestartDrafts, item.assessmentId);
        const result = await update({ variables: { model: { id: held.id, maxRestarts: value } } });
        const assignment = result.data?.updateUserAssessmentAssignment;
        if (assignment) replaceStored((next) => next.set(item.assessmentId, assignment));
        without(setRestartDrafts, item.assessmentId);
      },
      () => without(setRestartDrafts, item.assessmentId),
    );
  };

  return {
    stored,
    isSelected,
    toggle,
    dueDayOf,
    changeDueDay,
    restartsOf,
    changeMaxRestarts,
    status: busy > 0 ? ('saving' as const) : status,
    failures,
  };
}
