import type { ListRequest } from '../../platform/list-request.ts';
import { listOwnedByName } from '../../platform/tenancy/list-by-name.ts';
import { PROVIDER_LISTS } from '../../platform/tenancy/tenant-records.ts';
import { assertCanManageTags } from './tag.policy.ts';
import { questionTags } from './tag.table.ts';

export function listTags({ actor, window, db }: ListRequest) {
  assertCanManageTags(actor);
  return listOwnedByName(db, questionTags, PROVIDER_LISTS, window);
}
