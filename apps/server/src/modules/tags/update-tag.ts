import { updateQuestionTagSchema } from '@roadmark/domain/reference-data';
import { PROVIDER_LISTS, updateOwned } from '../../platform/tenancy/tenant-records.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanManageTags } from './tag.policy.ts';
import { questionTags } from './tag.table.ts';

export async function updateTag({ actor, input, db }: UseCaseCall<unknown>) {
  assertCanManageTags(actor);
  const { id, ...changes } = parseInput(updateQuestionTagSchema, input);
  return db.transaction((tx) => updateOwned(tx, questionTags, PROVIDER_LISTS, id, changes));
}
