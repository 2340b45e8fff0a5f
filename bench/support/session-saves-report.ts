import { performance } from 'node:perf_hooks';
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database.ts';
import { databaseBackendsCpu, databaseCpuBetween } from './database-cpu.ts';
import type { LoadCaseResult } from './load-generator.ts';
import { mean, percentile } from './measure.ts';
import { OPERATIONS, type Operation, type TimingSamples } from './session-driver.ts';
import type { PhaseResult } from './session-driver-worker.ts';

/** The session-saves benchmark's tables and verdicts, from what its phases measured. */

const TIMELINE_WINDOW_MS = 10_000;
/** The bar: a save's capacity at least a quarter of the no-op request's. */
const TARGET_RATIO = 0.25;

export function latencyTable(durations: Record<Operation, number[]>): string {
  const header = ['operation', 'count', 'mean ms', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];
  const rowsOf = (label: string, samples: number[]) => [
    label,
    samples.length.toLocaleString('en-GB'),
    ...[mean(samples), percentile(samples, 0.5), percentile(samples, 0.95), percentile(samples, 0.99)].map((value) =>
      value.toFixed(1),
    ),
    Math.max(...samples).toFixed(1),
  ];
  const labels: Record<Operation, string> = {
    start: 'start (initializeAssessmentSession)',
    'launch view': 'launch view (assessmentSessionLaunchView)',
    save: 'save a page (saveAssessmentSessionResponses)',
    're-send': 're-send an earlier save (same response ids)',
    finish: 'finish (finishAssessmentSession)',
  };
  const rows = OPERATIONS.filter((operation) => durations[operation].length > 0).map((operation) =>
    rowsOf(labels[operation], durations[operation]),
  );
  rows.push(rowsOf('all saves (pages + re-sends)', [...durations.save, ...durations['re-send']]));
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const isSave = (operation: Operation) => operation === 'save' || operation === 're-send';

/** The saves of each 10 s of a phase (by their start): how many, and their p50/p95, to tell a trend from a blip. */
export function timeline(samples: TimingSamples): string {
  const windows = new Map<number, number[]>();
  for (const { operation, startedAt, ms } of samples.operations) {
    if (!isSave(operation)) continue;
    const window = Math.floor(startedAt / TIMELINE_WINDOW_MS);
    windows.set(window, [...(windows.get(window) ?? []), ms]);
  }
  const cells = [...windows.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([window, latencies]) =>
        `${(window * TIMELINE_WINDOW_MS) / 1000}s: ${latencies.length} @ ${percentile(latencies, 0.5).toFixed(0)}/${percentile(latencies, 0.95).toFixed(0)}`,
    );
  return `Saves per ${TIMELINE_WINDOW_MS / 1000} s window (count @ p50/p95 ms): ${cells.join(', ')}`;
}

/**
 * Saves a second while every driver was saving: from the moment the last launch view was answered to the moment
 * the first driver finished, so the starts, launch views and finishes at either end weigh on no one's capacity.
 */
export function steadySaveRate(samples: TimingSamples): { perSecond: number; seconds: number; saves: number } {
  const { operations } = samples;
  const from = Math.max(...operations.filter((o) => o.operation === 'launch view').map((o) => o.startedAt + o.ms));
  const until = Math.min(...operations.filter((o) => o.operation === 'finish').map((o) => o.startedAt));
  const saves = operations.filter(
    (o) => isSave(o.operation) && o.startedAt + o.ms > from && o.startedAt + o.ms <= until,
  );
  const seconds = (until - from) / 1000;
  return { perSecond: seconds > 0 ? saves.length / seconds : 0, seconds, saves: saves.length };
}

export function capacityVerdict(
  steady: ReturnType<typeof steadySaveRate>,
  noOpBefore: LoadCaseResult,
  noOpAfter: LoadCaseResult,
): string {
  const noOp = (noOpBefore.requests + noOpAfter.requests) / (noOpBefore.seconds + noOpAfter.seconds);
  const ratio = steady.perSecond / noOp;
  return [
    `Signed-in { __typename }, the same drivers flat out: ${Math.round(noOpBefore.perSecond)}/s just before the ` +
      `flat-out phase (p95 ${noOpBefore.p95Ms.toFixed(0)} ms), ${Math.round(noOpAfter.perSecond)}/s just after ` +
      `(p95 ${noOpAfter.p95Ms.toFixed(0)} ms)`,
    `Saves while every driver was saving: ${steady.saves} in ${steady.seconds.toFixed(1)} s = ${steady.perSecond.toFixed(1)}/s`,
    `Save capacity at ${ratio.toFixed(3)}x of the no-op request's; at least ${TARGET_RATIO}x: ${ratio >= TARGET_RATIO ? 'yes' : 'no'} (informational)`,
  ].join('\n');
}

/** How busy the app's thread was, and the database's CPU on PostgreSQL, at one moment. */
export async function cpuReading(handle: DatabaseHandle) {
  return {
    appThread: performance.eventLoopUtilization(),
    database: handle.kind === 'postgres' ? await databaseBackendsCpu(handle.db) : null,
  };
}

/** Where a phase's CPU went: the app's thread (busy share) and the database backends (ms per request). */
export function describeCpu(
  before: Awaited<ReturnType<typeof cpuReading>>,
  after: Awaited<ReturnType<typeof cpuReading>>,
  phase: PhaseResult,
): string {
  const requests = phase.samples.operations.length;
  const busy = performance.eventLoopUtilization(after.appThread, before.appThread);
  const lines = [
    `The app's thread was busy ${(busy.utilization * 100).toFixed(0)}% of the phase: ` +
      `${(busy.active / requests).toFixed(2)} ms per request; the drivers' thread ${(phase.busy * 100).toFixed(0)}%`,
  ];
  if (before.database && after.database) {
    const seconds = databaseCpuBetween(before.database, after.database);
    lines.push(
      `The PostgreSQL backends used ${seconds.toFixed(1)} CPU seconds: ${((seconds * 1000) / requests).toFixed(2)} ms ` +
        `per request, ${((seconds / phase.seconds) * 100).toFixed(0)}% of one core`,
    );
  }
  return lines.join('\n');
}

/** The paced goals: with the drivers all starting within 8 s, start and launch view p95 under 300 ms, saves p95 under 100. */
export function pacedVerdict(samples: TimingSamples): string {
  const p95 = (operation: Operation) => percentile(samples.durations[operation], 0.95);
  const saves = percentile([...samples.durations.save, ...samples.durations['re-send']], 0.95);
  const goals = [
    ['start', p95('start'), 300],
    ['launch view', p95('launch view'), 300],
    ['save', saves, 100],
  ] as const;
  return goals
    .map(([name, value, goal]) => `${name} p95 ${value.toFixed(0)} ms, under ${goal}: ${value < goal ? 'yes' : 'no'}`)
    .join('; ');
}
