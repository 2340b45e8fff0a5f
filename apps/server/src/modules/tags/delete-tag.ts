import { idSchema } from '@roadmark/domain/ids';
import { archiveOwned, PROVIDER_LISTS } from '../../platform/tenancy/tenant-records.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanManageTags } from './tag.policy.ts';
import { questionTags } from './tag.table.ts';

export async function deleteTag({ actor, input: { id }, db }: UseCaseCall<{ id: string }>) {
  assertCanManageTags(actor);
  const tagId = parseInput(idSchema, id);
  return db.transaction((tx) => archiveOwned(tx, questionTags, PROVIDER_LISTS, tagId));
}
