/** Test helpers for the delivery rules (not used by them). */
import type { RandomSource } from './seeded-random.ts';

/** A random source that gives `values` in order and fails the test when asked for more than scripted. */
export function scripted(values: readonly number[]): RandomSource & { left: () => number } {
  let next = 0;
  const source = () => {
    const value = values[next];
    if (value === undefined) throw new Error(`random() called more than the ${values.length} scripted times`);
    next += 1;
    return value;
  };
  return Object.assign(source, { left: () => values.length - next });
}
