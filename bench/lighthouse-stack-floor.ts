import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { mantineComponentStyles } from '../apps/web/build-plugins/mantine-component-styles.ts';
import { precompressDist } from '../apps/web/scripts/precompress-dist.ts';
import { median } from './support/measure.ts';
import {
  type LighthouseRun,
  prepareLighthouse,
  runLighthouse,
  stopRunningLighthouse,
} from './support/run-lighthouse.ts';
import { startRoadmarkServer } from './support/start-roadmark-server.ts';

/**
 * How far Lighthouse's performance score can go with the web app's stack at all: the page in bench/stack-floor (the
 * entry's libraries and one small form drawn after one GraphQL answer, no code of the app's own) built as the app is
 * built, served by the real server in place of the app, and measured as bench/lighthouse.ts measures the app's
 * sign-in page. Prints each run and the medians; writes nothing.
 */
const repoRoot = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function buildFloorPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: path.join(repoRoot, 'bench/stack-floor'),
    logLevel: 'warn',
    plugins: [react(), mantineComponentStyles({ entry: /[\\/]stack-floor[\\/]main\.tsx$/ })],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  });
  await precompressDist(outDir);
}

function describe(run: LighthouseRun): string {
  return (
    `performance ${run.performance}, LCP ${(run.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(run.tbtMs)} ms, ` +
    `JS ${Math.round(run.scriptBytes / 1024)} KB`
  );
}

async function main(): Promise<number> {
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_LIGHTHOUSE_RUNS must be a whole number from 1');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadmark-stack-floor-'));
  const outDir = path.join(workDir, 'dist');
  let stopServer: (() => Promise<void>) | undefined;
  const cleanUp = async () => {
    stopRunningLighthouse();
    await stopServer?.();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    console.log(`Lighthouse ${await prepareLighthouse()}, ${runs} run(s)`);
    await buildFloorPage(outDir);
    const server = await startRoadmarkServer({ webDistDir: outDir });
    stopServer = server.stop;
    const measured: LighthouseRun[] = [];
    for (let round = 1; round <= runs; round++) {
      const run = await runLighthouse(`${server.baseUrl}/account/login`, {
        workDir,
        reportDir: workDir,
        name: `stack-floor-${round}`,
        chromePath,
      });
      measured.push(run);
      console.log(`${round}/${runs}: ${describe(run)}`);
    }
    const scores = measured.map((run) => run.performance);
    console.log(
      `\nStack floor, median of ${runs}: performance ${median(scores)} (${Math.min(...scores)}–${Math.max(...scores)}), ` +
        `LCP ${(median(measured.map((run) => run.lcpMs)) / 1000).toFixed(1)} s, ` +
        `TBT ${Math.round(median(measured.map((run) => run.tbtMs)))} ms, ` +
        `JS ${Math.round(median(measured.map((run) => run.scriptBytes)) / 1024)} KB; ` +
        `load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    return 0;
  } finally {
    await cleanUp();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
