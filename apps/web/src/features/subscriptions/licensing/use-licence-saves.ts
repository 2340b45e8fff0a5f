import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useRowAutosave } from '../../../lib/use-row-autosave';
import {
  CreateSubscriptionAssessmentMutation,
  DeleteSubscriptionAssessmentMutation,
  UpdateSubscriptionAssessmentMutation,
} from '../graphql/licensing-operations';
import type { Licence, LicenceItem } from './licence-items';

/**
 * The licences of one subscription as the screen shows them: the stored ones, with choices not yet saved on top,
 * each saved once the person pauses (useRowAutosave) by creating, deleting or updating the licence.
 */
export function useLicenceSaves(subscriptionId: string, storedLicences: readonly Licence[] | undefined) {
  const storedRows = useMemo(
    () => storedLicences && new Map(storedLicences.map((licence) => [licence.assessmentId, licence])),
    [storedLicences],
  );
  const rows = useRowAutosave<Licence, { restarts: number | string }>(storedRows);
  const [create] = useMutation(CreateSubscriptionAssessmentMutation);
  const [remove] = useMutation(DeleteSubscriptionAssessmentMutation);
  const [update] = useMutation(UpdateSubscriptionAssessmentMutation);
  const rowOf = (item: LicenceItem) => ({ key: item.id, name: item.name });

  const toggle = (item: LicenceItem) =>
    rows.toggle(rowOf(item), {
      create: async () =>
        (await create({ variables: { model: { subscriptionId, assessmentId: item.id } } })).data
          ?.createSubscriptionAssessment,
      remove: async (held) => {
        await remove({ variables: { id: held.id } });
      },
    });

  const restartsOf = (assessmentId: string): number | string =>
    rows.draftOf('restarts', assessmentId) ?? rows.stored.get(assessmentId)?.maxRestarts ?? 0;

  // Half-typed text is kept on screen but not sent; the server would refuse it anyway.
  const changeMaxRestarts = (item: LicenceItem, value: number | string) =>
    rows.changeField('restarts', rowOf(item), value, {
      sendable: typeof value === 'number',
      holds: (held) => held.maxRestarts === value,
      update: async (held) =>
        (await update({ variables: { model: { id: held.id, maxRestarts: value as number } } })).data
          ?.updateSubscriptionAssessment,
    });

  return {
    stored: rows.stored,
    isSelected: rows.isSelected,
    toggle,
    restartsOf,
    changeMaxRestarts,
    status: rows.status,
    failures: rows.failures,
    selectedIds: rows.selectedKeys,
  };
}
