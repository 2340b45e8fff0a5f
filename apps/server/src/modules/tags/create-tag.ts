import { createQuestionTagSchema } from '@roadmark/domain/reference-data';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { insertOwned, PROVIDER_LISTS } from '../../platform/tenancy/tenant-records.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanManageTags } from './tag.policy.ts';
import { questionTags } from './tag.table.ts';

export async function createTag({ actor, input, db }: { actor: Actor; input: unknown; db: Database }) {
  assertCanManageTags(actor);
  const model = parseInput(createQuestionTagSchema, input);
  return db.transaction((tx) => insertOwned(tx, questionTags, PROVIDER_LISTS, model));
}
