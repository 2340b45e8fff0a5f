import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { lighthouseRunProblem } from './lighthouse-run-problem.ts';

/**
 * Lighthouse is run through npx at a fixed version rather than installed as a dependency: it is large, and CI
 * installs every dependency of the repository without ever running this benchmark.
 */
export const LIGHTHOUSE_PACKAGE = 'lighthouse@12.2.3';
const RUN_TIMEOUT_MS = 5 * 60_000;

export interface LighthouseRun {
  /** Scores 0-100. */
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes over the wire: everything the page loaded, and its scripts alone. */
  totalBytes: number;
  scriptBytes: number;
  benchmarkIndex: number;
  warnings: string[];
  lighthouseVersion: string;
  userAgent: string;
  /** The emulation the scores are under, as Lighthouse reports it. */
  settings: {
    formFactor: string;
    throttlingMethod: string;
    rttMs: number;
    throughputKbps: number;
    cpuSlowdown: number;
  };
}

/** The part of Lighthouse's JSON result this benchmark reads. */
export interface LighthouseResult {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  environment: { benchmarkIndex: number; hostUserAgent: string };
  configSettings: {
    formFactor: string;
    throttlingMethod: string;
    throttling: { rttMs: number; throughputKbps: number; cpuSlowdownMultiplier: number };
  };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
}

/** The child running now, so an interrupted benchmark can end it. */
let running: ChildProcess | null = null;

export function stopRunningLighthouse(): void {
  if (running?.pid && running.exitCode === null) process.kill(-running.pid, 'SIGTERM');
}

function runCommand(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    // A process group of its own, so stopping it ends npx, Lighthouse and its Chromium together.
    const child = spawn('npx', args, { env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    running = child;
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-20_000);
    });
    const timer = setTimeout(() => {
      stderr += `\n(stopped after ${RUN_TIMEOUT_MS / 1000} s)`;
      stopRunningLighthouse();
    }, RUN_TIMEOUT_MS);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      running = null;
      resolve({ code, stderr });
    });
  });
}

/** Makes sure npx has the pinned Lighthouse (the first call downloads it) and answers its version. */
export async function prepareLighthouse(): Promise<string> {
  const env = { ...process.env, npm_config_loglevel: 'error' };
  const { code, stderr } = await runCommand(['--yes', LIGHTHOUSE_PACKAGE, '--version'], env);
  if (code !== 0) throw new Error(`npx could not run ${LIGHTHOUSE_PACKAGE} (exit ${code}):\n${stderr.trim()}`);
  return LIGHTHOUSE_PACKAGE.split('@')[1]!;
}

function numeric(result: LighthouseResult, audit: string): number {
  const value = result.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`the Lighthouse result has no value for ${audit}`);
  return value;
}

function scriptTransferBytes(result: LighthouseResult): number {
  const rows = (result.audits['resource-summary']?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  const scripts = rows.find((row) => row.resourceType === 'script');
  if (!scripts) throw new Error('the Lighthouse result has no resource summary of scripts');
  return scripts.transferSize ?? 0;
}

/**
 * One Lighthouse run of one page in the system Chromium, headless, as a phone (Lighthouse's default form factor),
 * measuring performance and accessibility; a signed-in page gets the person's cookie on every request. Throws when
 * the run failed or did not measure the page it was asked for.
 */
export async function runLighthouse(
  url: string,
  options: {
    cookie?: string;
    /** A temporary directory for the cookie's header file, removed afterwards. */
    workDir: string;
    /** Where the JSON report goes (the work directory unless the reports are to be kept). */
    reportDir: string;
    name: string;
    chromePath: string;
  },
): Promise<LighthouseRun> {
  const output = path.join(options.reportDir, `${options.name}.json`);
  const args = [
    '--yes',
    LIGHTHOUSE_PACKAGE,
    url,
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance,accessibility',
    '--chrome-flags=--headless=new --no-sandbox',
    '--quiet',
  ];
  if (options.cookie) {
    const headers = path.join(options.workDir, `${options.name}.headers.json`);
    fs.writeFileSync(headers, JSON.stringify({ Cookie: options.cookie }), { mode: 0o600 });
    args.push(`--extra-headers=${headers}`);
  }
  const env = { ...process.env, CHROME_PATH: options.chromePath, npm_config_loglevel: 'error' };
  const { code, stderr } = await runCommand(args, env);
  if (code !== 0 || !fs.existsSync(output)) {
    throw new Error(`Lighthouse failed on ${url} (exit ${code}):\n${stderr.trim().split('\n').slice(-15).join('\n')}`);
  }
  const result = JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseResult;
  const problem = lighthouseRunProblem(result, url);
  if (problem) throw new Error(`Lighthouse did not measure ${url}: ${problem}`);
  const { throttling } = result.configSettings;
  return {
    performance: Math.round(result.categories.performance!.score! * 100),
    accessibility: Math.round(result.categories.accessibility!.score! * 100),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    totalBytes: numeric(result, 'total-byte-weight'),
    scriptBytes: scriptTransferBytes(result),
    benchmarkIndex: result.environment.benchmarkIndex,
    warnings: result.runWarnings ?? [],
    lighthouseVersion: result.lighthouseVersion,
    userAgent: result.environment.hostUserAgent,
    settings: {
      formFactor: result.configSettings.formFactor,
      throttlingMethod: result.configSettings.throttlingMethod,
      rttMs: throttling.rttMs,
      throughputKbps: throttling.throughputKbps,
      cpuSlowdown: throttling.cpuSlowdownMultiplier,
    },
  };
}
