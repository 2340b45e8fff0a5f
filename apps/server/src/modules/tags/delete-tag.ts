import { idSchema } from '@roadmark/domain/ids';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { archiveOwned, PROVIDER_LISTS } from '../../platform/tenancy/tenant-records.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanManageTags } from './tag.policy.ts';
import { questionTags } from './tag.table.ts';

export async function deleteTag({ actor, id, db }: { actor: Actor; id: string; db: Database }) {
  assertCanManageTags(actor);
  const tagId = parseInput(idSchema, id);
  return db.transaction((tx) => archiveOwned(tx, questionTags, PROVIDER_LISTS, tagId));
}
