import type { UseCaseCall } from '../../platform/use-case.ts';
import { findManagedSdkClient } from './sdk-client.policy.ts';

export function getSdkClient({ actor, input: { id }, db }: UseCaseCall<{ id: string }>) {
  return findManagedSdkClient(db, actor, id);
}
