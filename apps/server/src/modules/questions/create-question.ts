import type { UseCaseCall } from '../../platform/use-case.ts';
import { assertCanAuthorContent } from '../content-records/content-record.policy.ts';
import { questionView } from './question-view.ts';
import { insertQuestion } from './store-question.ts';

/**
 * createQuestion(model): a question of any type, with the defaults for what is left out
 * (docs/product/content-editor.md#defaults).
 */
export async function createQuestion({ actor, input, db }: UseCaseCall<object>) {
  assertCanAuthorContent(actor);
  const id = await db.transaction((tx) => insertQuestion(tx, { ...input }));
  return questionView(db, id);
}
