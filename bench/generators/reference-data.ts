import { randomUUID } from 'node:crypto';
import { driverMetrics } from '../../apps/server/src/modules/safety-metrics/driver-metric.table.ts';
import { questionTags } from '../../apps/server/src/modules/tags/tag.table.ts';
import type { Executor } from '../../apps/server/src/platform/db/database.ts';

export const INSERT_BATCH_SIZE = 1_000;

const TAG_PARTS: readonly (readonly string[])[] = [
  [
    'Hazard perception',
    'Speed management',
    'Following distance',
    'Roundabouts',
    'Overtaking',
    'Junction approach',
    'Mobile phone use',
    'Fatigue',
    'Night driving',
    'Motorway merging',
    'Pedestrian crossings',
    'Cyclist awareness',
    'Reversing',
    'Load security',
    'Adverse weather',
    'Lane discipline',
    'Eco driving',
    'Vehicle checks',
    'Emergency braking',
    'Parking',
  ],
  ['urban', 'rural', 'motorway', 'school zone', 'road works', 'car park', 'dual carriageway', 'town centre'],
  ['novice drivers', 'van drivers', 'HGV drivers', 'company car drivers', 'grey fleet', 'bus drivers'],
];

const METRIC_PARTS: readonly (readonly string[])[] = [
  [
    'Hazard anticipation',
    'Speed compliance',
    'Following distance',
    'Observation',
    'Fatigue risk',
    'Distraction',
    'Attitude to risk',
    'Journey planning',
    'Vehicle control',
    'Vulnerable road users',
  ],
  ['score', 'index', 'rating', 'confidence'],
  ['urban', 'rural', 'motorway', 'night', 'winter', 'towing'],
];

/**
 * `count` distinct, deterministic names: every combination of the parts first, then the same combinations again
 * with a numbered variant, so a "common substring" search matches a predictable share of the rows.
 */
export function referenceNames(count: number, parts: readonly (readonly string[])[]): string[] {
  const combinations = parts.reduce((total, words) => total * words.length, 1);
  return Array.from({ length: count }, (_, index) => {
    let rest = index % combinations;
    const words = parts.map((choices) => {
      const word = choices[rest % choices.length]!;
      rest = Math.floor(rest / choices.length);
      return word;
    });
    const variant = Math.floor(index / combinations);
    const [topic, ...qualifiers] = words;
    return `${topic}: ${qualifiers.join(', ')}${variant > 0 ? ` (set ${variant + 1})` : ''}`;
  });
}

export function questionTagNames(count: number): string[] {
  return referenceNames(count, TAG_PARTS);
}

export function driverMetricNames(count: number): string[] {
  return referenceNames(count, METRIC_PARTS);
}

/** One multi-row INSERT per batch, all in one transaction (one commit instead of thousands). */
async function insertInBatches<T>(db: Executor, rows: T[], insert: (tx: Executor, batch: T[]) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
      await insert(tx, rows.slice(start, start + INSERT_BATCH_SIZE));
    }
  });
}

export async function insertQuestionTags(
  db: Executor,
  options: { subscriptionId: string; count: number },
): Promise<void> {
  const rows = questionTagNames(options.count).map((name) => ({
    id: randomUUID(),
    subscriptionId: options.subscriptionId,
    name,
  }));
  await insertInBatches(db, rows, (tx, batch) => tx.insert(questionTags).values(batch));
}

export async function insertDriverMetrics(
  db: Executor,
  options: { subscriptionId: string; count: number },
): Promise<void> {
  const rows = driverMetricNames(options.count).map((name, index) => ({
    id: randomUUID(),
    subscriptionId: options.subscriptionId,
    name,
    startValue: (index * 37) % 101,
  }));
  await insertInBatches(db, rows, (tx, batch) => tx.insert(driverMetrics).values(batch));
}
