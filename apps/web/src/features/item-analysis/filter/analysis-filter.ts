/**
 * What an analysis is narrowed to, as the filter fields hold it: the first and last day of the period (YYYY-MM-DD,
 * UTC, both included; empty for no limit) and one customer subscription (empty for all).
 */
export interface AnalysisFilter {
  from: string;
  to: string;
  subscriptionId: string;
}

const SEARCH_KEYS = ['from', 'to', 'subscriptionId'] as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last twelve months up to `today` (UTC): from the day after the same day a year before, to today. */
export function lastTwelveMonths(today: Date): Pick<AnalysisFilter, 'from' | 'to'> {
  const yearBefore = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate() + 1));
  return { from: isoDay(yearBefore), to: isoDay(today) };
}

/** The filter a page opens with: the one its address carries (from an assessment's Analysis tab), else the default. */
export function filterFromSearch(search: URLSearchParams, today: Date): AnalysisFilter {
  const period = lastTwelveMonths(today);
  return {
    from: search.get('from') ?? period.from,
    to: search.get('to') ?? period.to,
    subscriptionId: search.get('subscriptionId') ?? '',
  };
}

/** The query string that opens another analysis with the same filter, plus `extra` (an assessment). */
export function filterSearch(filter: AnalysisFilter, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams(extra);
  for (const key of SEARCH_KEYS) search.set(key, filter[key]);
  return search.toString();
}

/** The filter as the analysis queries take it: an empty field is no limit. */
export function filterVariables(filter: AnalysisFilter) {
  return { from: filter.from || null, to: filter.to || null, subscriptionId: filter.subscriptionId || null };
}
