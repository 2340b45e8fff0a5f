import { median, percentile } from './measure.ts';
import { askWorker, startTsWorker, stopWorker } from './ts-worker.ts';

/** One request a client sends again and again, and what its answer must be. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  expect: {
    status: number;
    /** The whole body, when the answer is always the same. */
    exact?: string;
    /** Parts the body must contain (a GraphQL answer must also carry no `"errors"`). */
    contains?: string[];
  };
}

/** N clients flat out for a while: client i sends `requests[i % length]` to `origins[i % length]`. */
export interface LoadRun {
  origins: string[];
  clients: number;
  durationMs: number;
  requests: LoadRequest[];
}

export interface LoadRunResult {
  latenciesMs: number[];
  elapsedMs: number;
  /** Answers that were not what the case expects. */
  wrong: number;
  problems: string[];
  /** How busy the generator's own thread was (event-loop utilisation, 0-1). */
  busy: number;
}

/** A load case of a side-by-side run: the same clients, sending this case's requests. */
export interface LoadCase {
  key: string;
  label: string;
  origins: string[];
  requests: LoadRequest[];
}

export interface LoadCaseResult {
  key: string;
  label: string;
  requests: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  wrong: number;
  problems: string[];
  /** The generator thread's mean event-loop utilisation over the case's rounds. */
  generatorBusy: number;
  /** Requests a second in each measured round, for ratios of neighbours in time (see `medianRoundRatio`). */
  roundsPerSecond: number[];
}

/** The load generator in its own thread (see load-worker.ts), one run at a time. */
export class LoadGenerator {
  private readonly worker = startTsWorker(new URL('./load-worker.ts', import.meta.url));

  run(run: LoadRun): Promise<LoadRunResult> {
    return askWorker(this.worker, { run });
  }

  close(): Promise<void> {
    return stopWorker(this.worker);
  }
}

/**
 * Runs the cases round-robin, each for `durationMs` with every client flat out, so a change in the machine's load
 * (other people's work on a shared machine, GC, JIT) falls on all the cases alike.
 */
export async function measureLoadSideBySide(
  generator: LoadGenerator,
  cases: readonly LoadCase[],
  options: {
    clients: number;
    durationMs: number;
    warmupRounds: number;
    rounds: number;
    /** Runs just before and just after each measured case run, outside its timing (for example to read CPU counters). */
    onCaseRun?: (key: string, phase: 'before' | 'after') => void | Promise<void>;
  },
): Promise<LoadCaseResult[]> {
  const totals = cases.map(() => ({
    latencies: [] as number[],
    ms: 0,
    wrong: 0,
    problems: [] as string[],
    busy: 0,
    rounds: [] as number[],
  }));
  for (let round = 0; round < options.warmupRounds + options.rounds; round++) {
    const measured = round >= options.warmupRounds;
    for (const [index, loadCase] of cases.entries()) {
      if (measured) await options.onCaseRun?.(loadCase.key, 'before');
      const result = await generator.run({
        origins: loadCase.origins,
        clients: options.clients,
        durationMs: options.durationMs,
        requests: loadCase.requests,
      });
      if (measured) await options.onCaseRun?.(loadCase.key, 'after');
      const total = totals[index]!;
      // Wrong answers count in warm-up too: a run that answers wrongly must fail, whenever it happens.
      total.wrong += result.wrong;
      total.problems.push(...result.problems.slice(0, 5 - total.problems.length));
      if (!measured) continue;
      for (const latency of result.latenciesMs) total.latencies.push(latency);
      total.ms += result.elapsedMs;
      total.busy += result.busy / options.rounds;
      total.rounds.push(result.latenciesMs.length / (result.elapsedMs / 1000));
    }
  }
  return cases.map((loadCase, index) => {
    const total = totals[index]!;
    return {
      key: loadCase.key,
      label: loadCase.label,
      requests: total.latencies.length,
      seconds: total.ms / 1000,
      perSecond: total.latencies.length / (total.ms / 1000),
      p50Ms: percentile(total.latencies, 0.5),
      p95Ms: percentile(total.latencies, 0.95),
      wrong: total.wrong,
      problems: total.problems,
      generatorBusy: total.busy,
      roundsPerSecond: total.rounds,
    };
  });
}

/**
 * The median over the rounds of (requests a second of `top`) / (those of `bottom`) in the same round. The two ran
 * seconds apart, so a change in the machine's load between rounds moves both alike; on a machine shared with other
 * people's work this is steadier than the ratio of the totals.
 */
export function medianRoundRatio(results: readonly LoadCaseResult[], top: string, bottom: string): number {
  const of = (key: string) => results.find((result) => result.key === key)!.roundsPerSecond;
  const bottoms = of(bottom);
  return median(of(top).map((perSecond, round) => perSecond / bottoms[round]!));
}

/** The results as a fixed-width table with each case's requests a second as a ratio of the `baseKey` case's. */
export function formatLoadReport(results: readonly LoadCaseResult[], baseKey: string): string {
  const base = results.find((result) => result.key === baseKey);
  if (!base) throw new Error(`no case ${baseKey}`);
  const header = [
    'case',
    'requests',
    'requests/s',
    'p50 ms',
    'p95 ms',
    `vs ${baseKey}`,
    `vs ${baseKey}, median of rounds`,
    'generator busy',
  ];
  const rows = results.map((r) => [
    `${r.key}. ${r.label}`,
    r.requests.toLocaleString('en-GB'),
    Math.round(r.perSecond).toLocaleString('en-GB'),
    r.p50Ms.toFixed(2),
    r.p95Ms.toFixed(2),
    `${(r.perSecond / base.perSecond).toFixed(3)}x`,
    `${medianRoundRatio(results, r.key, baseKey).toFixed(3)}x`,
    `${Math.round(r.generatorBusy * 100)}%`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
