import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const benchDir = import.meta.dirname;

/** Every benchmark in its own process, one after another, so each starts with a clean heap and database. */
function runAll(): boolean {
  const files = readdirSync(benchDir)
    .filter((file) => file.endsWith('.bench.ts'))
    .sort();
  const failed: string[] = [];
  for (const file of files) {
    console.log(`\n=== ${file.replace(/\.bench\.ts$/, '')} (${new Date().toISOString()}) ===\n`);
    const started = performance.now();
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, file)], {
      cwd: benchDir,
      stdio: 'inherit',
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const ok = result.status === 0;
    console.log(`\n--- ${file}: ${ok ? 'done' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds} s`);
    if (!ok) failed.push(file);
  }
  if (files.length === 0) console.log('No *.bench.ts files found.');
  if (failed.length > 0) console.error(`\n${failed.length} benchmark(s) failed: ${failed.join(', ')}`);
  return failed.length === 0;
}

process.exitCode = runAll() ? 0 : 1;
