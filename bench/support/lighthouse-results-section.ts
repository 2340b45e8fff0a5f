import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { formatLighthouseTable, type PageSummary } from './lighthouse-report.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const LINE_WIDTH = 116;

function quietly(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** How to repeat the run: the settings that shaped it (never the credentials) and the arguments. */
function commandLine(): string {
  const settings = ['BENCH_URL', 'BENCH_LIGHTHOUSE_RUNS', 'BENCH_PORT']
    .filter((name) => process.env[name])
    .map((name) => `${name}=${process.env[name]}`);
  if (process.env.BENCH_URL) settings.push('BENCH_ADMIN_EMAIL=... BENCH_ADMIN_PASSWORD=...');
  return [...settings, 'npx tsx bench/lighthouse.ts', ...process.argv.slice(2)].join(' ');
}

function machineNote(loadBefore: number, summaries: readonly PageSummary[]): string {
  const cores = os.cpus().length;
  const loadAfter = os.loadavg()[0]!;
  const indexes = summaries.flatMap((summary) => summary.runs.map((run) => Math.round(run.benchmarkIndex)));
  const low = Math.min(...indexes);
  const high = Math.max(...indexes);
  // More than half the cores in use before anything of this run started means others were working.
  const busy = loadBefore > cores / 2;
  const note = [
    `${cores} cores, ${busy ? 'busy: other work was running' : 'quiet'} (load average ${loadBefore.toFixed(1)} ` +
      `before the run, ${loadAfter.toFixed(1)} at its end)`,
    `Lighthouse's CPU benchmark index ${low === high ? low : `${low}–${high}`}`,
  ];
  if (process.env.BENCH_MACHINE_NOTE) note.push(process.env.BENCH_MACHINE_NOTE);
  return note.join('; ');
}

/** Wraps prose to the README's width, keeping each `code span` whole. */
function wrap(text: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.match(/`[^`]*`\S*|\S+/g) ?? []) {
    if (line && line.length + 1 + word.length > LINE_WIDTH) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/** The README's results: when, where and how it was measured, on what machine, and the table. */
export function lighthouseResultsSection(
  summaries: readonly PageSummary[],
  context: { loadBefore: number; runs: number; chromePath: string },
): string {
  const sample = summaries[0]!.median;
  const { settings } = sample;
  const chromium =
    quietly(context.chromePath, ['--version']).match(/\d+(?:\.\d+)+/)?.[0] ??
    sample.userAgent.match(/Chrome\/([\d.]+)/)?.[1];
  const commit = quietly('git', ['rev-parse', '--short', 'HEAD']) || 'unknown';
  const changed = quietly('git', ['status', '--porcelain', '--untracked-files=no'])
    ? ' (with uncommitted changes)'
    : '';
  const now = new Date().toISOString();
  const where = process.env.BENCH_URL
    ? `the server at ${process.env.BENCH_URL}`
    : 'a server the script started (production mode, a fresh embedded database, the demo content)';
  const throttling =
    settings.throttlingMethod === 'simulate'
      ? `simulated throttling: ${settings.rttMs} ms round trip, ${(settings.throughputKbps / 1024).toFixed(1)} ` +
        `Mbit/s, CPU ${settings.cpuSlowdown}x slower`
      : `${settings.throttlingMethod} throttling`;
  const about = [
    `Measured ${now.slice(0, 16).replace('T', ' ')} UTC at commit \`${commit}\`${changed} against ${where},`,
    `with \`${commandLine()}\`: ${context.runs} run${context.runs === 1 ? '' : 's'} of each page, the pages in turn`,
    `in each round. Lighthouse ${sample.lighthouseVersion}, Chromium ${chromium} headless,`,
    `${settings.formFactor} emulation (${throttling}).`,
  ].join(' ');
  return [
    `### Results (${now.slice(0, 10)})`,
    '',
    wrap(about),
    '',
    wrap(`Machine: ${machineNote(context.loadBefore, summaries)}.`),
    '',
    wrap('Each row shows the run with the median performance score; a range in brackets is the spread over the runs.'),
    '',
    formatLighthouseTable(summaries),
  ].join('\n');
}
