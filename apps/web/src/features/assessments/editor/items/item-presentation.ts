import { ITEM_SUBHEADING_MAX_NAMES } from '@roadmark/domain/content/assessment-form';
import { itemCategory, type QuestionType } from '@roadmark/domain/content/question-types';
import { presentedCount } from '../assessment-bundle';
import type { ItemValue } from '../assessment-editor-values';

/** A text of the assessments namespace with its values, resolved by the card. */
export interface ItemText {
  key: string;
  values?: Record<string, string | number>;
}

export interface ItemPresentation {
  category: ReturnType<typeof itemCategory>;
  heading: ItemText;
  subheading: ItemText | null;
}

/**
 * An item's heading and subheading (docs/product/content-editor.md#items): a pool of one shows the question's name and
 * type; a pool of several shows 'Ask {count} questions out of a pool of {poolCount} questions' (worded for the item's
 * category, taken from the first question), and a subheading of at most three names, then '..., and {count} more ...'.
 */
export function itemPresentation(item: ItemValue): ItemPresentation {
  const category = itemCategory(item.pool.map((entry) => entry.question.questionType as QuestionType));
  const [first] = item.pool;
  if (!first) return { category, heading: { key: 'items.emptyPool' }, subheading: null };
  if (item.pool.length === 1) {
    return {
      category,
      heading: { key: 'items.single', values: { name: first.question.name } },
      subheading: { key: `questionBank:types.${first.question.questionType}` },
    };
  }
  const names = item.pool.slice(0, ITEM_SUBHEADING_MAX_NAMES).map((entry) => entry.question.name);
  const more = item.pool.length - names.length;
  return {
    category,
    heading: { key: `items.pool.${category}`, values: { count: presentedCount(item), poolCount: item.pool.length } },
    subheading:
      more > 0
        ? { key: 'items.namesAndMore', values: { names: names.join(', '), count: more } }
        : { key: 'items.names', values: { names: names.join(', ') } },
  };
}
