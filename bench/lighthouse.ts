import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkPagesShowContent } from './support/check-pages-show-content.ts';
import { summarisePage, writeReadmeSection } from './support/lighthouse-report.ts';
import { lighthouseResultsSection } from './support/lighthouse-results-section.ts';
import { type LighthousePage, prepareLighthousePages, SIGN_IN_PAGE } from './support/lighthouse-scenario.ts';
import type { Credentials } from './support/roadmark-http-client.ts';
import {
  type LighthouseRun,
  prepareLighthouse,
  runLighthouse,
  stopRunningLighthouse,
} from './support/run-lighthouse.ts';
import { startRoadmarkServer } from './support/start-roadmark-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const USAGE = `Usage: npx tsx bench/lighthouse.ts [--quick] [--no-write]
  --quick     one run of the sign-in page only, nothing written (a smoke check)
  --no-write  measure and print, but leave bench/README.md as it is (also BENCH_WRITE=0)
Environment: BENCH_LIGHTHOUSE_RUNS (runs a page, default 3), BENCH_URL with BENCH_ADMIN_EMAIL and
BENCH_ADMIN_PASSWORD (measure a running server instead of starting one), BENCH_PORT (the started server's port),
CHROME_PATH (default /usr/bin/chromium), BENCH_MACHINE_NOTE (added to the machine note),
BENCH_LIGHTHOUSE_REPORTS (a directory to keep every run's Lighthouse JSON report in).`;

interface Options {
  quick: boolean;
  write: boolean;
  runs: number;
  chromePath: string;
  reportDir: string | undefined;
}

function parseOptions(args: string[]): Options {
  const unknown = args.filter((arg) => arg !== '--quick' && arg !== '--no-write');
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown.join(' ')}\n${USAGE}`);
  const quick = args.includes('--quick');
  const runs = quick ? 1 : Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_LIGHTHOUSE_RUNS must be a whole number from 1');
  return {
    quick,
    write: !quick && !args.includes('--no-write') && process.env.BENCH_WRITE !== '0',
    runs,
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    reportDir: process.env.BENCH_LIGHTHOUSE_REPORTS || undefined,
  };
}

function describeRun(run: LighthouseRun): string {
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  return (
    `performance ${run.performance}, accessibility ${run.accessibility}, LCP ${(run.lcpMs / 1000).toFixed(1)} s, ` +
    `TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, ${kb(run.totalBytes)} (JS ${kb(run.scriptBytes)})`
  );
}

async function measure(pages: readonly LighthousePage[], baseUrl: string, options: Options, workDir: string) {
  const runs = new Map<LighthousePage, LighthouseRun[]>(pages.map((page) => [page, []]));
  // Round by round, every page once a round, so a change in the machine's load falls on all pages alike.
  for (let round = 1; round <= options.runs; round++) {
    for (const page of pages) {
      const run = await runLighthouse(new URL(page.path, baseUrl).toString(), {
        cookie: page.cookie,
        workDir,
        reportDir: options.reportDir ?? workDir,
        name: `${page.key}-${round}`,
        chromePath: options.chromePath,
      });
      runs.get(page)!.push(run);
      console.log(`${page.key} ${round}/${options.runs}: ${describeRun(run)}`);
      for (const warning of run.warnings) console.log(`  Lighthouse warning: ${warning.replace(/\s+/g, ' ')}`);
    }
  }
  return pages.map((page) => summarisePage(page, runs.get(page)!));
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const loadBefore = os.loadavg()[0]!;
  const started = Date.now();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadmark-lighthouse-runs-'));
  const cleanups: (() => Promise<void>)[] = [async () => fs.rmSync(workDir, { recursive: true, force: true })];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error) => console.error(error));
  };
  const interrupted = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping`);
    stopRunningLighthouse();
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    if (!fs.existsSync(options.chromePath)) throw new Error(`no Chromium at ${options.chromePath} (CHROME_PATH)`);
    console.log(`Lighthouse ${await prepareLighthouse()}, ${options.runs} run(s) a page`);
    let baseUrl = process.env.BENCH_URL?.replace(/\/$/, '');
    let admin: Credentials | undefined;
    if (baseUrl) {
      const { BENCH_ADMIN_EMAIL: email, BENCH_ADMIN_PASSWORD: password } = process.env;
      if (email && password) admin = { email, password };
      else if (!options.quick) throw new Error('with BENCH_URL, set BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD');
    } else {
      const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
      if (port !== undefined && !Number.isInteger(port)) throw new Error('BENCH_PORT must be a port number');
      const server = await startRoadmarkServer({ port });
      cleanups.push(server.stop);
      baseUrl = server.baseUrl;
      admin = server.admin;
      console.log(`Started the server at ${baseUrl}`);
    }
    const pages = options.quick ? [SIGN_IN_PAGE] : await prepareLighthousePages(baseUrl, admin!);
    for (const [page, heading] of await checkPagesShowContent(pages, baseUrl, options.chromePath)) {
      console.log(`${page.key}: ${page.path} shows "${heading}"`);
    }
    if (options.reportDir) fs.mkdirSync(options.reportDir, { recursive: true });
    const summaries = await measure(pages, baseUrl, options, workDir);
    const section = lighthouseResultsSection(summaries, {
      loadBefore,
      runs: options.runs,
      chromePath: options.chromePath,
    });
    console.log(`\n${section}\n\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
    if (options.write) {
      writeReadmeSection(path.join(repoRoot, 'bench/README.md'), section);
      console.log('Written to bench/README.md.');
    }
    return 0;
  } catch (error) {
    console.error(`\nThe Lighthouse benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await cleanUp();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 2;
});
