import { sql } from 'drizzle-orm';
import { countOf } from '../../platform/db/raw-rows.ts';

/** How many people fall in each risk category. */
export interface RiskDistribution {
  high: number;
  medium: number;
  low: number;
  notAssessed: number;
}

/** The counts of `distributionColumns` as a raw row has them (bigint counts arrive as strings). */
export interface DistributionCounts {
  high: string | number | null;
  medium: string | number | null;
  low: string | number | null;
  not_assessed: string | number | null;
}

/** The counts of a risk_category column, for a select list. */
export const distributionColumns = sql`
  count(*) filter (where risk_category = 'High') as high,
  count(*) filter (where risk_category = 'Medium') as medium,
  count(*) filter (where risk_category = 'Low') as low,
  count(*) filter (where risk_category = 'NotAssessed') as not_assessed`;

export function distributionOf(row: Partial<DistributionCounts> | undefined): RiskDistribution {
  return {
    high: countOf(row?.high),
    medium: countOf(row?.medium),
    low: countOf(row?.low),
    notAssessed: countOf(row?.not_assessed),
  };
}
