import type { CaseResult } from './measure.ts';

export interface Ratio {
  label: string;
  numerator: string;
  denominator: string;
}

export interface ReportOptions {
  /** Adds a median column (off by default, so existing reports keep their shape). */
  median?: boolean;
  /** Which time the ratios compare: the mean (the default) or the median. */
  ratioOf?: 'mean' | 'median';
}

/** The results as a fixed-width table, then each requested ratio of time (mean unless told) and of response size. */
export function formatReport(
  results: readonly CaseResult[],
  ratios: readonly Ratio[],
  options: ReportOptions = {},
): string {
  const ratioOf = options.ratioOf ?? 'mean';
  const header = [
    'case',
    'iterations',
    'mean ms',
    ...(options.median ? ['median ms'] : []),
    'p95 ms',
    'response bytes',
  ];
  const rows = results.map((r) => [
    `${r.key}. ${r.label}`,
    String(r.iterations),
    r.meanMs.toFixed(2),
    ...(options.median ? [r.medianMs.toFixed(2)] : []),
    r.p95Ms.toFixed(2),
    r.bytes.toLocaleString('en-GB'),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ');
  const table = [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)];

  const byKey = new Map(results.map((r) => [r.key, r]));
  const timeOf = (r: CaseResult) => (ratioOf === 'median' ? r.medianMs : r.meanMs);
  const ratioLines = ratios.map(({ label, numerator, denominator }) => {
    const top = byKey.get(numerator);
    const bottom = byKey.get(denominator);
    if (!top || !bottom) throw new Error(`ratio ${numerator}/${denominator} names an unknown case`);
    const time = timeOf(top) / timeOf(bottom);
    const size = top.bytes / bottom.bytes;
    return `${numerator}/${denominator}  time ${formatRatio(time)}  bytes ${formatRatio(size)}  ${label}`;
  });
  return [...table, '', `Ratios (${ratioOf} time, response size):`, ...ratioLines].join('\n');
}

function formatRatio(value: number): string {
  return `${value < 0.1 ? value.toFixed(4) : value.toFixed(2)}x`.padStart(8);
}
