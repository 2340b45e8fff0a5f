import { createQuestionTagSchema } from '@roadmark/domain/reference-data';
import { insertOwned, PROVIDER_LISTS } from '../../platform/tenancy/tenant-records.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanManageTags } from './tag.policy.ts';
import { questionTags } from './tag.table.ts';

export async function createTag({ actor, input, db }: UseCaseCall<unknown>) {
  assertCanManageTags(actor);
  const model = parseInput(createQuestionTagSchema, input);
  return db.transaction((tx) => insertOwned(tx, questionTags, PROVIDER_LISTS, model));
}
