import { describe, expect, it } from 'vitest';
import { collectionChanges, hasCollectionChanges, sameValue } from './collection-changes';

interface Rule {
  id: string;
  driverMetricId: string | null;
  minScore: number;
  maxScore: number;
  /** Shown on screen only; not part of what is saved. */
  metricName?: string;
}

const toInput = ({ id, driverMetricId, minScore, maxScore }: Rule) => ({ id, driverMetricId, minScore, maxScore });
const rule = (id: string, overrides: Partial<Rule> = {}): Rule => ({
  id,
  driverMetricId: 'm1',
  minScore: 0,
  maxScore: 100,
  ...overrides,
});

describe('collectionChanges', () => {
  it('reports nothing when nothing changed, even when the list was rebuilt or reordered', () => {
    const initial = [rule('a'), rule('b')];
    const changes = collectionChanges(initial, [{ ...initial[1]! }, { ...initial[0]! }], toInput);
    expect(changes).toEqual({ added: [], updated: [], removed: [] });
    expect(hasCollectionChanges(changes)).toBe(false);
  });

  it('maps new records with toInput, in the order they are held', () => {
    const changes = collectionChanges([rule('a')], [rule('a'), rule('n2', { minScore: 5 }), rule('n1')], toInput);
    expect(changes.added).toEqual([toInput(rule('n2', { minScore: 5 })), toInput(rule('n1'))]);
    expect(changes.updated).toEqual([]);
    expect(changes.removed).toEqual([]);
    expect(hasCollectionChanges(changes)).toBe(true);
  });

  it('sends a record as updated only when its input differs', () => {
    const initial = [rule('a'), rule('b'), rule('c')];
    const current = [
      rule('a', { maxScore: 90 }),
      rule('b', { metricName: 'Speed' }),
      rule('c', { driverMetricId: null }),
    ];
    const changes = collectionChanges(initial, current, toInput);
    expect(changes.updated).toEqual([toInput(current[0]!), toInput(current[2]!)]);
    expect(changes.added).toEqual([]);
  });

  it('lists the ids of loaded records that are gone', () => {
    const changes = collectionChanges([rule('a'), rule('b'), rule('c')], [rule('b')], toInput);
    expect(changes).toEqual({ added: [], updated: [], removed: ['a', 'c'] });
  });

  it('handles add, update and remove together, and empty lists', () => {
    const changes = collectionChanges([rule('a'), rule('b')], [rule('b', { minScore: 10 }), rule('n')], toInput);
    expect(changes).toEqual({
      added: [toInput(rule('n'))],
      updated: [toInput(rule('b', { minScore: 10 }))],
      removed: ['a'],
    });
    expect(collectionChanges([], [], toInput)).toEqual({ added: [], updated: [], removed: [] });
  });

  it('compares nested inputs deeply', () => {
    const withMedia = (id: string, blobId: string | null) => ({
      id,
      media: blobId ? { id: blobId, tags: ['x'] } : null,
    });
    const mapped = (r: ReturnType<typeof withMedia>) => ({ ...r });
    expect(collectionChanges([withMedia('a', 'b1')], [withMedia('a', 'b1')], mapped).updated).toEqual([]);
    expect(collectionChanges([withMedia('a', 'b1')], [withMedia('a', 'b2')], mapped).updated).toHaveLength(1);
    expect(collectionChanges([withMedia('a', 'b1')], [withMedia('a', null)], mapped).updated).toHaveLength(1);
  });
});

describe('sameValue', () => {
  it('ignores key order and treats an undefined property as missing', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: null }, { a: 1 })).toBe(false);
  });

  it('tells arrays, objects and primitives apart', () => {
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(0, '0')).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue(new Date(5), new Date(5))).toBe(true);
    expect(sameValue(new Date(5), new Date(6))).toBe(false);
  });
});
