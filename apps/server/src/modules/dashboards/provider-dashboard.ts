import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { sql } from 'drizzle-orm';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { customerCompletionsByMonth, type MonthCount } from './completions-by-month.ts';
import { peopleSummary } from './people-summary.ts';
import { assertStaff, CUSTOMERS } from './provider-scope.ts';
import type { RiskDistribution } from './risk-distribution.ts';

export interface ProviderDashboard {
  subscriptionCount: number;
  distributorCount: number;
  studyCount: number;
  peopleCount: number;
  averageScore: number | null;
  riskDistribution: RiskDistribution;
  completionsByMonth: MonthCount[];
}

/** /administration/dashboard head figures: organisations by type, the customers' people and their risk spread. */
export async function providerDashboard({ actor, db }: UseCaseCall): Promise<ProviderDashboard> {
  assertStaff(actor);
  // Independent statements: on PostgreSQL the pool runs them side by side.
  const [organisationRows, summary, completionsByMonth] = await Promise.all([
    db.execute(sql`
      select count(*) filter (where subscription_type = 'Subscription') as subscriptions,
        count(*) filter (where subscription_type = 'Distributor') as distributors,
        count(*) filter (where subscription_type = 'Study') as studies
      from subscriptions where archived = false and id <> ${PROVIDER_SUBSCRIPTION_ID}`),
    peopleSummary(db, CUSTOMERS.people),
    customerCompletionsByMonth(db),
  ]);
  const [organisations] = rowsOf<{ subscriptions: string; distributors: string; studies: string }>(organisationRows);
  return {
    subscriptionCount: countOf(organisations?.subscriptions),
    distributorCount: countOf(organisations?.distributors),
    studyCount: countOf(organisations?.studies),
    ...summary,
    completionsByMonth,
  };
}
