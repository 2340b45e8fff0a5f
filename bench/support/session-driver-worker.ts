import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import type { BenchDriver, SessionContent } from '../generators/session-content.ts';
import { type DriverRun, drive, type Phase, type TimingSamples, Timings } from './session-driver.ts';
import { serveWorkerMessages } from './ts-worker.ts';

/** One phase of the session-saves benchmark: its drivers all at once, each on its own schedule. */
export interface PhaseRequest {
  baseUrl: string;
  content: SessionContent;
  drivers: BenchDriver[];
  /** The index of the phase's first driver among all the benchmark's drivers (each has its own random seed). */
  firstIndex: number;
  phase: Phase;
}

export interface PhaseResult {
  runs: DriverRun[];
  samples: TimingSamples;
  seconds: number;
  /** How busy the drivers' thread was over the phase (event-loop utilisation, 0-1). */
  busy: number;
}

/**
 * The drivers' thread: they run apart from the app's thread, as the no-op load generator does, so on two cores the
 * drivers' own work does not queue behind the server's on one event loop, and saves and no-op requests are measured
 * alike.
 */
async function runPhase({ baseUrl, content, drivers, firstIndex, phase }: PhaseRequest): Promise<PhaseResult> {
  const utilisation = performance.eventLoopUtilization();
  const started = performance.now();
  const timings = new Timings(started);
  const runs = await Promise.all(
    drivers.map((driver, slot) => drive(baseUrl, content, driver, firstIndex + slot, { ...phase, slot }, timings)),
  );
  return {
    runs,
    samples: timings.samples(),
    seconds: (performance.now() - started) / 1000,
    busy: performance.eventLoopUtilization(utilisation).utilization,
  };
}

serveWorkerMessages<{ phase: PhaseRequest }>(parentPort!, (message) => runPhase(message.phase));
