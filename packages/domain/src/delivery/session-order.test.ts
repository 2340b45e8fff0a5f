import { describe, expect, it } from 'vitest';
import { scripted } from './delivery-test-fixtures.ts';
import { mulberry32, randomForSession } from './seeded-random.ts';
import {
  buildSessionItemOrder,
  buildSessionOrder,
  counterbalancedOrder,
  drawItemQuestions,
  itemsInDisplayOrder,
  numberToPresent,
  type OrderItem,
  type OrderPoolQuestion,
} from './session-order.ts';

const q = (questionId: string, driverMetricId: string | null = null): OrderPoolQuestion => ({
  questionId,
  driverMetricId,
});

const item = (fields: Partial<OrderItem> & Pick<OrderItem, 'id'>): OrderItem => ({
  displayOrder: 0,
  pool: [],
  ...fields,
});

describe('numberToPresent', () => {
  it.each<[number | null | undefined, number, number, string]>([
    [3, 5, 3, 'the number asked for'],
    [undefined, 5, 1, 'missing: the default, 1'],
    [null, 5, 1, 'null: the default, 1'],
    [0, 5, 1, '0: the default, 1'],
    [-2, 5, 1, 'negative: the default, 1'],
    [Number.NaN, 5, 1, 'not a number: the default, 1'],
    [2.7, 5, 2, 'a fraction is floored'],
    [9, 5, 5, 'more than the pool: the whole pool'],
    [undefined, 1, 1, 'a pool of one presents its question'],
    [3, 1, 1, 'a pool of one presents its question whatever is asked'],
    [1, 0, 0, 'an empty pool presents nothing'],
  ])('%s from a pool of %s presents %s (%s)', (asked, poolSize, expected) => {
    expect(numberToPresent(asked, poolSize)).toBe(expected);
  });
});

describe('drawItemQuestions without display rules', () => {
  it.each<[string, Partial<OrderItem>, number[], string[]]>([
    // pool sorted q1 q2 q3 q4; floor(0.5 × 4) = 2 → q3, list q3 q2 q1 q4; 1 + floor(0 × 3) = 1 → q2
    [
      'draws the number to present',
      { numberOfQuestionsToPresent: 2, pool: [q('q1'), q('q2'), q('q3'), q('q4')] },
      [0.5, 0],
      ['q3', 'q2'],
    ],
    [
      'sorts the pool by question id first, whatever the row order',
      { numberOfQuestionsToPresent: 2, pool: [q('q4'), q('q2'), q('q3'), q('q1')] },
      [0.5, 0],
      ['q3', 'q2'],
    ],
    // floor(0.99 × 3) = 2 → q3, list q3 q2 q1; 1 + floor(0.5 × 2) = 2 → q1, list q3 q1 q2; then q2
    [
      'presents the whole pool, shuffled, when asked for more',
      { numberOfQuestionsToPresent: 5, pool: [q('q1'), q('q2'), q('q3')] },
      [0.99, 0.5, 0],
      ['q3', 'q1', 'q2'],
    ],
    // floor(0.75 × 3) = 2 → q3
    ['presents one when the number is unset', { pool: [q('q1'), q('q2'), q('q3')] }, [0.75], ['q3']],
    ['presents a pool of one', { numberOfQuestionsToPresent: 1, pool: [q('q1')] }, [0.99], ['q1']],
    // pool q1 q2 (q2 once): 0 → q1, then q2
    [
      'counts a question listed twice once',
      { numberOfQuestionsToPresent: 5, pool: [q('q2'), q('q1'), q('q2')] },
      [0, 0],
      ['q1', 'q2'],
    ],
    ['presents nothing from an empty pool', { numberOfQuestionsToPresent: 1, pool: [] }, [], []],
    [
      'ignores empty display rules',
      { numberOfQuestionsToPresent: 1, pool: [q('q1'), q('q2')], displayRules: [] },
      [0.5],
      ['q2'],
    ],
  ])('%s', (_name, fields, values, expected) => {
    const random = scripted(values);
    expect(drawItemQuestions(item({ id: 'i', ...fields }), random)).toEqual(expected);
    expect(random.left()).toBe(0);
  });
});

describe('drawItemQuestions with display rules', () => {
  const pool = [q('q1', 'm1'), q('q2', 'm1'), q('q3', 'm1'), q('q4', 'm2'), q('q5', 'm2'), q('q6')];

  it.each<[string, OrderItem['displayRules'], number[], string[]]>([
    // rules sorted m1, m2. m1 from q1 q2 q3: floor(0.4 × 3) = 1 → q2, list q2 q1 q3; 1 + floor(0.9 × 2) = 2 → q3.
    // m2 from q4 q5: floor(0.6 × 2) = 1 → q5. Shuffle q2 q3 q5: 0 → q2; 1 + floor(0.99 × 2) = 2 → q5; then q3.
    [
      'each rule draws its quantity from its metric, then all are shuffled together',
      [
        { driverMetricId: 'm2', quantity: 1 },
        { driverMetricId: 'm1', quantity: 2 },
      ],
      [0.4, 0.9, 0.6, 0, 0.99, 0.2],
      ['q2', 'q5', 'q3'],
    ],
    // m2 has q4 q5 only (q6 has no metric): floor(0.5 × 2) = 1 → q5, then q4; shuffle q5 q4: 1 → q4, then q5
    [
      'takes what there is when the metric has fewer questions than the quantity',
      [{ driverMetricId: 'm2', quantity: 5 }],
      [0.5, 0, 0.5, 0],
      ['q4', 'q5'],
    ],
    ['draws nothing for a metric the pool does not have', [{ driverMetricId: 'm3', quantity: 2 }], [], []],
    ['draws nothing for a rule of quantity 0', [{ driverMetricId: 'm1', quantity: 0 }], [], []],
    // first m1 rule: q1, q2; second: only q3 is left; shuffle q1 q2 q3 with zeros keeps the order
    [
      'never draws a question twice, even for two rules of one metric',
      [
        { driverMetricId: 'm1', quantity: 2 },
        { driverMetricId: 'm1', quantity: 2 },
      ],
      [0, 0, 0, 0, 0, 0],
      ['q1', 'q2', 'q3'],
    ],
  ])('%s', (_name, displayRules, values, expected) => {
    const random = scripted(values);
    expect(drawItemQuestions(item({ id: 'i', pool, displayRules }), random)).toEqual(expected);
    expect(random.left()).toBe(0);
  });

  it('ignores numberOfQuestionsToPresent when there are rules', () => {
    const drawn = drawItemQuestions(
      item({ id: 'i', pool, numberOfQuestionsToPresent: 6, displayRules: [{ driverMetricId: 'm2', quantity: 1 }] }),
      scripted([0, 0]),
    );
    expect(drawn).toEqual(['q4']);
  });
});

describe('itemsInDisplayOrder', () => {
  it('sorts by displayOrder, then by id', () => {
    const sorted = itemsInDisplayOrder([
      { id: 'c', displayOrder: 2 },
      { id: 'b', displayOrder: 1 },
      { id: 'a', displayOrder: 2 },
    ]);
    expect(sorted.map((entry) => entry.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('counterbalancedOrder', () => {
  // Places 0, 2, 4 belong to g1 (A C E), places 3, 5 to g2 (D F); B stays.
  const items = [
    { id: 'A', counterbalanceGroup: 'g1' },
    { id: 'B', counterbalanceGroup: null },
    { id: 'C', counterbalanceGroup: 'g1' },
    { id: 'D', counterbalanceGroup: 'g2' },
    { id: 'E', counterbalanceGroup: 'g1' },
    { id: 'F', counterbalanceGroup: 'g2' },
  ];

  it.each<[number, string]>([
    [0, 'ABCDEF'],
    // g1 place j shows item (j + 1) mod 3: C E A; g2: F D
    [1, 'CBEFAD'],
    // g1: E A C; g2: (j + 2) mod 2 = j: D F
    [2, 'EBADCF'],
    [3, 'ABCFED'],
    // g1: (j − 1) mod 3 → E A C; g2: F D
    [-1, 'EBAFCD'],
    [1.8, 'CBEFAD'],
  ])('session %s shows %s', (sessionIndex, expected) => {
    expect(
      counterbalancedOrder(items, sessionIndex)
        .map((entry) => entry.id)
        .join(''),
    ).toBe(expected);
  });

  it('puts each item of a group once in each of its places over as many sessions as it has items', () => {
    const seen = [0, 1, 2].map((k) => counterbalancedOrder(items, k).map((entry) => entry.id));
    for (const place of [0, 2, 4]) expect(new Set(seen.map((order) => order[place]))).toEqual(new Set(['A', 'C', 'E']));
  });

  it.each<[string, (string | null | undefined)[], string]>([
    ['trims group names', ['g', ' g ', null], 'BAC'],
    ['keeps blank groups in place', ['  ', '', undefined], 'ABC'],
    ['tells groups apart by case', ['g', 'G', 'g'], 'CBA'],
    ['leaves a group of one in place', ['g', null, null], 'ABC'],
  ])('%s', (_name, groups, expected) => {
    const three = ['A', 'B', 'C'].map((id, index) => ({ id, counterbalanceGroup: groups[index] }));
    expect(
      counterbalancedOrder(three, 1)
        .map((entry) => entry.id)
        .join(''),
    ).toBe(expected);
  });
});

describe('buildSessionItemOrder', () => {
  const items: OrderItem[] = [
    item({ id: 'i-c', displayOrder: 30, pool: [q('c1')] }),
    item({ id: 'i-b', displayOrder: 20, counterbalanceGroup: 'road', pool: [q('b1'), q('b2')] }),
    item({ id: 'i-empty', displayOrder: 25, pool: [] }),
    item({ id: 'i-a', displayOrder: 20, counterbalanceGroup: 'road', pool: [q('a1'), q('a2')] }),
    item({ id: 'i-intro', displayOrder: 10, pool: [q('info1')] }),
  ];
  // Drawn in display order (intro, i-a, i-b, i-c): info1; floor(0.5 × 2) = 1 → a2; 0 → b1; c1.
  const draws = [0.7, 0.5, 0.2, 0.3];

  it.each<[number, [string, string[]][]]>([
    [
      0,
      [
        ['i-intro', ['info1']],
        ['i-a', ['a2']],
        ['i-b', ['b1']],
        ['i-c', ['c1']],
      ],
    ],
    [
      1,
      [
        ['i-intro', ['info1']],
        ['i-b', ['b1']],
        ['i-a', ['a2']],
        ['i-c', ['c1']],
      ],
    ],
  ])('session %s: draws each item in display order, rotates the group, leaves out the empty item', (k, expected) => {
    const random = scripted(draws);
    const order = buildSessionItemOrder(items, { sessionIndex: k, random });
    expect(order.map((entry) => [entry.assessmentItemId, entry.questionIds])).toEqual(expected);
    expect(random.left()).toBe(0);
  });

  it('is empty for an assessment without items', () => {
    expect(buildSessionItemOrder([], { sessionIndex: 0, random: scripted([]) })).toEqual([]);
  });
});

describe('buildSessionOrder', () => {
  const items: OrderItem[] = [
    item({ id: 'one', displayOrder: 1, numberOfQuestionsToPresent: 2, pool: [q('a'), q('b'), q('c')] }),
    item({
      id: 'two',
      displayOrder: 2,
      pool: [q('d', 'm1'), q('e', 'm1'), q('f', 'm2')],
      displayRules: [
        { driverMetricId: 'm1', quantity: 1 },
        { driverMetricId: 'm2', quantity: 1 },
      ],
    }),
  ];

  it('lists every presented question with its item, in order', () => {
    // one: floor(0.5 × 3) = 1 → b, list b a c; 1 + floor(0.5 × 2) = 2 → c.
    // two: m1 from d e: 0 → d; m2 from f: f; shuffle d f: floor(0.9 × 2) = 1 → f, then d.
    const order = buildSessionOrder(items, { sessionIndex: 0, random: scripted([0.5, 0.5, 0, 0, 0.9, 0]) });
    expect(order).toEqual([
      { assessmentItemId: 'one', questionId: 'b' },
      { assessmentItemId: 'one', questionId: 'c' },
      { assessmentItemId: 'two', questionId: 'f' },
      { assessmentItemId: 'two', questionId: 'd' },
    ]);
  });

  it('draws the same order again from the same session id', () => {
    const id = 'a3f1c2d4-5b6e-4f70-8a91-b2c3d4e5f607';
    const first = buildSessionOrder(items, { sessionIndex: 4, random: randomForSession(id) });
    expect(buildSessionOrder(items, { sessionIndex: 4, random: randomForSession(id) })).toEqual(first);
  });

  it('always presents the asked number of distinct pool questions, whatever the seed', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const order = buildSessionOrder(items, { sessionIndex: seed, random: mulberry32(seed) });
      const one = order.filter((entry) => entry.assessmentItemId === 'one').map((entry) => entry.questionId);
      const two = order.filter((entry) => entry.assessmentItemId === 'two').map((entry) => entry.questionId);
      expect(new Set(one).size).toBe(2);
      expect(one.every((id) => ['a', 'b', 'c'].includes(id))).toBe(true);
      expect(two).toHaveLength(2);
      expect(two.filter((id) => id === 'd' || id === 'e')).toHaveLength(1);
      expect(two).toContain('f');
    }
  });
});
