import { updateQuestionTagSchema } from '@roadmark/domain/reference-data';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { PROVIDER_LISTS, updateOwned } from '../../platform/tenancy/tenant-records.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanManageTags } from './tag.policy.ts';
import { questionTags } from './tag.table.ts';

export async function updateTag({ actor, input, db }: { actor: Actor; input: unknown; db: Database }) {
  assertCanManageTags(actor);
  const { id, ...changes } = parseInput(updateQuestionTagSchema, input);
  return db.transaction((tx) => updateOwned(tx, questionTags, PROVIDER_LISTS, id, changes));
}
