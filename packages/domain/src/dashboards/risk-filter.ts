import { z } from 'zod';
import type { RiskCategory } from '../risk.ts';

/** The dashboards' risk filter offers All, High, Medium, Low and Not assessed. */
export const RiskFilter = {
  All: 'All',
  High: 'High',
  Medium: 'Medium',
  Low: 'Low',
  NotAssessed: 'NotAssessed',
} as const;
export type RiskFilter = (typeof RiskFilter)[keyof typeof RiskFilter];

/** In the order the filter offers them. */
export const ALL_RISK_FILTERS = [
  'All',
  'High',
  'Medium',
  'Low',
  'NotAssessed',
] as const satisfies readonly RiskFilter[];

export const DEFAULT_RISK_FILTER: RiskFilter = RiskFilter.All;

/** Exact, case-sensitive values; anything else fails with `validation.riskFilterInvalid`. */
export const riskFilterSchema = z.enum(ALL_RISK_FILTERS, { message: 'validation.riskFilterInvalid' });

/** Whether a person (or session) of the given risk category passes the filter. */
export function matchesRiskFilter(category: RiskCategory, filter: RiskFilter): boolean {
  return filter === RiskFilter.All || filter === category;
}
