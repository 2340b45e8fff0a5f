import { idSchema } from '@roadmark/domain/ids';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { parseInput } from '../../platform/validation.ts';
import { findVisibleSubscription } from './find-subscription.ts';

export function getSubscription({ actor, id, db }: { actor: Actor; id: string; db: Executor }) {
  return findVisibleSubscription(db, actor, parseInput(idSchema, id));
}
