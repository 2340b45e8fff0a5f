import { idSchema } from '@roadmark/domain/ids';
import { findOwned, PROVIDER_LISTS } from '../../platform/tenancy/tenant-records.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanManageTags } from './tag.policy.ts';
import { questionTags } from './tag.table.ts';

export async function getTag({ actor, input: { id }, db }: UseCaseCall<{ id: string }>) {
  assertCanManageTags(actor);
  return findOwned(db, questionTags, PROVIDER_LISTS, parseInput(idSchema, id));
}
