import { idSchema } from '@roadmark/domain/ids';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { findOwned, PROVIDER_LISTS } from '../../platform/tenancy/tenant-records.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanManageTags } from './tag.policy.ts';
import { questionTags } from './tag.table.ts';

export async function getTag({ actor, id, db }: { actor: Actor; id: string; db: Executor }) {
  assertCanManageTags(actor);
  return findOwned(db, questionTags, PROVIDER_LISTS, parseInput(idSchema, id));
}
