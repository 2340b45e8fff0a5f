import type { UseCaseCall } from '../../platform/use-case.ts';
import { findManagedWebhook } from './webhook.policy.ts';

export function getSdkWebhook({ actor, input: { id }, db }: UseCaseCall<{ id: string }>) {
  return findManagedWebhook(db, actor, id);
}
