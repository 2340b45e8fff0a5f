import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { ListWindow } from '../../platform/graphql/pagination.ts';
import { listOwnedByName } from '../../platform/tenancy/list-by-name.ts';
import { PROVIDER_LISTS } from '../../platform/tenancy/tenant-records.ts';
import { assertCanManageTags } from './tag.policy.ts';
import { questionTags } from './tag.table.ts';

export function listTags({ actor, window, db }: { actor: Actor; window: ListWindow; db: Executor }) {
  assertCanManageTags(actor);
  return listOwnedByName(db, questionTags, PROVIDER_LISTS, window);
}
