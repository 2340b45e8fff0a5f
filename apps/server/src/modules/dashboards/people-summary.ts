import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { peopleInScope, ratedPeople } from './dashboard-sql.ts';
import {
  type DistributionCounts,
  distributionColumns,
  distributionOf,
  type RiskDistribution,
} from './risk-distribution.ts';

export interface PeopleSummary {
  peopleCount: number;
  /** The mean overall score of the assessed people; null when nobody is assessed. */
  averageScore: number | null;
  riskDistribution: RiskDistribution;
}

/** The head figures of a dashboard over the people matching `scope` (a condition on the profile alias `p`). */
export async function peopleSummary(db: Executor, scope: SQL): Promise<PeopleSummary> {
  const [summary] = rowsOf<DistributionCounts & { people: string | number; average_score: number | null }>(
    await db.execute(sql`
      with people as (${peopleInScope(scope)}), ${ratedPeople}
      select count(*) as people, round(avg(overall_score))::int as average_score, ${distributionColumns}
      from rated`),
  );
  return {
    peopleCount: countOf(summary?.people),
    averageScore: summary?.average_score ?? null,
    riskDistribution: distributionOf(summary),
  };
}
