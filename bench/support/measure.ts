import { performance } from 'node:perf_hooks';

export interface BenchCase {
  key: string;
  label: string;
  /** One operation; returns what would go over the wire (a JSON text), so its size can be reported. */
  run: () => Promise<string>;
}

export interface CaseResult {
  key: string;
  label: string;
  iterations: number;
  meanMs: number;
  medianMs: number;
  p95Ms: number;
  bytes: number;
}

/**
 * Runs the cases round-robin (one operation of each per round) so drift in the machine — GC, JIT, a noisy
 * neighbour — lands on every case alike and the ratios between them stay meaningful.
 */
export async function measureSideBySide(
  cases: readonly BenchCase[],
  options: {
    warmupRounds: number;
    rounds: number;
    /** Runs before every round (warm-up and measured), outside the timed region: for resetting state. */
    beforeRound?: () => Promise<void>;
  },
): Promise<CaseResult[]> {
  for (let round = 0; round < options.warmupRounds; round++) {
    await options.beforeRound?.();
    for (const benchCase of cases) await benchCase.run();
  }
  const samples = cases.map(() => [] as number[]);
  const bytes = cases.map(() => 0);
  for (let round = 0; round < options.rounds; round++) {
    await options.beforeRound?.();
    for (const [index, benchCase] of cases.entries()) {
      const started = performance.now();
      const body = await benchCase.run();
      samples[index]!.push(performance.now() - started);
      bytes[index] = Buffer.byteLength(body);
    }
  }
  return cases.map((benchCase, index) => ({
    key: benchCase.key,
    label: benchCase.label,
    iterations: options.rounds,
    meanMs: mean(samples[index]!),
    medianMs: median(samples[index]!),
    p95Ms: percentile(samples[index]!, 0.95),
    bytes: bytes[index]!,
  }));
}

export function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The middle value; the mean of the two middle values when the count is even. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Nearest-rank percentile. */
export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)]!;
}
