import { describe, expect, it } from 'vitest';
import type { ItemValue } from '../assessment-editor-values';
import { itemPresentation } from './item-presentation';

function item(types: string[], overrides: Partial<ItemValue> = {}): ItemValue {
  return {
    id: 'i',
    displayOrder: 1,
    numberOfQuestionsToPresent: 2,
    counterbalanceGroup: '',
    pool: types.map((questionType, index) => ({
      id: `l${index}`,
      question: { id: `q${index}`, name: `Clip ${index + 1}`, questionType, scoredDriverMetricNames: [] },
    })),
    displayRules: [],
    ...overrides,
  };
}

describe('itemPresentation', () => {
  it('shows the name and type of a pool of one', () => {
    expect(itemPresentation(item(['ResponseTimeVideo']))).toEqual({
      category: 'Question',
      heading: { key: 'items.single', values: { name: 'Clip 1' } },
      subheading: { key: 'questionBank:types.ResponseTimeVideo' },
    });
  });

  it('asks {count} out of a pool, worded by the first entry, listing at most three names', () => {
    const presented = itemPresentation(
      item(['LearningVideo', 'LearningText', 'LearningImage', 'LearningText', 'LearningText']),
    );
    expect(presented.heading).toEqual({ key: 'items.pool.Learning', values: { count: 2, poolCount: 5 } });
    expect(presented.subheading).toEqual({
      key: 'items.namesAndMore',
      values: { names: 'Clip 1, Clip 2, Clip 3', count: 2 },
    });
  });

  it('counts the display rules when there are some, and an empty pool as a question item', () => {
    const ruled = item(['MultipleChoiceVideo', 'MultipleChoiceImage', 'ResponseTimeVideo'], {
      displayRules: [
        { id: 'r1', driverMetricId: 'm1', quantity: 1 },
        { id: 'r2', driverMetricId: 'm2', quantity: 2 },
      ],
    });
    expect(itemPresentation(ruled).heading.values).toEqual({ count: 3, poolCount: 3 });
    expect(itemPresentation(ruled).subheading).toEqual({
      key: 'items.names',
      values: { names: 'Clip 1, Clip 2, Clip 3' },
    });
    expect(itemPresentation(item([])).category).toBe('Question');
  });
});
