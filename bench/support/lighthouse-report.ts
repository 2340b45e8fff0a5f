import fs from 'node:fs';
import type { LighthousePage } from './lighthouse-scenario.ts';
import type { LighthouseRun } from './run-lighthouse.ts';

export const README_START = '<!-- lighthouse:start -->';
export const README_END = '<!-- lighthouse:end -->';

export interface PageSummary {
  page: LighthousePage;
  runs: LighthouseRun[];
  /** The run with the median performance score (the lower middle one for an even count), whose figures are shown. */
  median: LighthouseRun;
}

/** Sorts the runs by performance score and keeps the middle one, so every figure shown comes from one real load. */
export function summarisePage(page: LighthousePage, runs: LighthouseRun[]): PageSummary {
  if (runs.length === 0) throw new Error(`no Lighthouse run of ${page.path}`);
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { page, runs, median: sorted[Math.floor((sorted.length - 1) / 2)]! };
}

function range(values: number[]): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? '' : ` (${low}–${high})`;
}

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-GB')} KB`;

function targetCells(summary: PageSummary): [string, string] {
  const { target } = summary.page;
  const checks = [{ name: 'performance', at: target.performance, score: summary.median.performance }];
  if (target.accessibility !== undefined) {
    checks.push({ name: 'accessibility', at: target.accessibility, score: summary.median.accessibility });
  }
  const wanted = checks.map((check) => `${check.name} ≥ ${check.at}`).join(', ');
  const met = checks.every((check) => check.score >= check.at)
    ? 'yes'
    : `no (${checks
        .filter((check) => check.score < check.at)
        .map((check) => check.name)
        .join(', ')})`;
  return [wanted, met];
}

/** A Markdown table: one row a page, the median run's figures, and each score's range over the runs. */
export function formatLighthouseTable(summaries: readonly PageSummary[]): string {
  const header = [
    'page',
    'performance',
    'accessibility',
    'LCP',
    'TBT',
    'CLS',
    'transfer',
    'of which JS',
    'target',
    'met',
  ];
  const rows = summaries.map((summary) => {
    const { median, runs } = summary;
    return [
      summary.page.label,
      `**${median.performance}**${range(runs.map((run) => run.performance))}`,
      `${median.accessibility}${range(runs.map((run) => run.accessibility))}`,
      `${(median.lcpMs / 1000).toFixed(1)} s`,
      `${Math.round(median.tbtMs).toLocaleString('en-GB')} ms`,
      median.cls.toFixed(3),
      kilobytes(median.totalBytes),
      kilobytes(median.scriptBytes),
      ...targetCells(summary),
    ];
  });
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const align = header.map((_, column) => (column === 0 || column >= 8 ? '---' : '---:'));
  return [line(header), line(align), ...rows.map(line)].join('\n');
}

/** Replaces what stands between the Lighthouse markers of the README; the markers must be there. */
export function writeReadmeSection(readmePath: string, content: string): void {
  const text = fs.readFileSync(readmePath, 'utf8');
  const start = text.indexOf(README_START);
  const end = text.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`${readmePath} has no ${README_START} ... ${README_END} markers`);
  const updated = `${text.slice(0, start + README_START.length)}\n${content.trim()}\n${text.slice(end)}`;
  fs.writeFileSync(readmePath, updated);
}
