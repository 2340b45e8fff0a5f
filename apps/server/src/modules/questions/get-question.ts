import { idSchema } from '@roadmark/domain/ids';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanAuthorContent } from '../content-records/content-record.policy.ts';
import { questionView } from './question-view.ts';

/** question(id): a live question of the bank. */
export function getQuestion({ actor, input: { id }, db }: UseCaseCall<{ id: string }>) {
  assertCanAuthorContent(actor);
  return questionView(db, parseInput(idSchema, id));
}
