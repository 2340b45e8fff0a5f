import { idSchema } from '@roadmark/domain/ids';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { findVisibleSubscription } from './find-subscription.ts';

export function getSubscription({ actor, input: { id }, db }: UseCaseCall<{ id: string }>) {
  return findVisibleSubscription(db, actor, parseInput(idSchema, id));
}
