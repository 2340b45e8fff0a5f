import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useRowAutosave } from '../../lib/use-row-autosave';
import { defaultTargetDate, targetDay } from './due-date';
import {
  CreateAssignmentMutation,
  DeleteAssignmentMutation,
  UpdateAssignmentMutation,
} from './graphql/assignment-operations';
import { type Assignment, maxRestartsProblem, type RequiredItem } from './required-items';

/** Whom new assignments are for: one person (userId) or a whole team (subscriptionTeamId, no userId). */
export interface AssignmentTarget {
  subscriptionId: string;
  userId: string | null;
  subscriptionTeamId: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The assignments of one person or team as the screen shows them: the stored ones with edits not yet saved on top,
 * each saved once the person pauses (useRowAutosave) by creating, deleting or updating the assignment.
 */
export function useAssignmentSaves(target: AssignmentTarget, items: readonly RequiredItem[] | undefined) {
  const storedRows = useMemo(
    () =>
      items &&
      new Map(items.flatMap((item) => (item.assignment ? [[item.assessmentId, item.assignment] as const] : []))),
    [items],
  );
  const rows = useRowAutosave<Assignment, { dueDay: string; restarts: number | string }>(storedRows);
  const [create] = useMutation(CreateAssignmentMutation);
  const [remove] = useMutation(DeleteAssignmentMutation);
  const [update] = useMutation(UpdateAssignmentMutation);
  const rowOf = (item: RequiredItem) => ({ key: item.assessmentId, name: item.name });
  const updated = async (model: { id: string; targetDate?: string; maxRestarts?: number }) =>
    (await update({ variables: { model } })).data?.updateUserAssessmentAssignment;

  const toggle = (item: RequiredItem) =>
    rows.toggle(rowOf(item), {
      create: async () =>
        (
          await create({
            variables: {
              model: {
                subscriptionId: target.subscriptionId,
                ...(target.userId ? { userId: target.userId } : { subscriptionTeamId: target.subscriptionTeamId }),
                assessmentId: item.assessmentId,
                targetDate: defaultTargetDate(),
                maxRestarts: item.licenceMaxRestarts,
              },
            },
          })
        ).data?.createUserAssessmentAssignment,
      remove: async (held) => {
        await remove({ variables: { id: held.id } });
      },
    });

  const dueDayOf = (item: RequiredItem): string => {
    const assignment = rows.stored.get(item.assessmentId);
    return rows.draftOf('dueDay', item.assessmentId) ?? (assignment ? targetDay(assignment.targetDate) : '');
  };

  // A cleared or half-typed date stays on screen but is not sent.
  const changeDueDay = (item: RequiredItem, day: string) =>
    rows.changeField('dueDay', rowOf(item), day, {
      sendable: DAY.test(day),
      holds: (held) => targetDay(held.targetDate) === day,
      update: (held) => updated({ id: held.id, targetDate: day }),
    });

  const restartsOf = (item: RequiredItem): number | string =>
    rows.draftOf('restarts', item.assessmentId) ??
    rows.stored.get(item.assessmentId)?.maxRestarts ??
    item.licenceMaxRestarts;

  // A value the server would refuse stays on screen with its message but is not sent.
  const changeMaxRestarts = (item: RequiredItem, value: number | string) =>
    rows.changeField('restarts', rowOf(item), value, {
      sendable: typeof value === 'number' && !maxRestartsProblem(value, item.licenceMaxRestarts),
      holds: (held) => held.maxRestarts === value,
      update: (held) => updated({ id: held.id, maxRestarts: value as number }),
    });

  return {
    stored: rows.stored,
    isSelected: (item: RequiredItem) => rows.isSelected(item.assessmentId),
    toggle,
    dueDayOf,
    changeDueDay,
    restartsOf,
    changeMaxRestarts,
    status: rows.status,
    failures: rows.failures,
  };
}
