import { idSchema } from '@roadmark/domain/ids';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { notFound } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { completionsByMonth, type MonthCount } from './completions-by-month.ts';
import { distributorFilter } from './dashboard-organisations.ts';
import { peopleInScope } from './dashboard-sql.ts';
import { peopleSummary } from './people-summary.ts';
import type { RiskDistribution } from './risk-distribution.ts';

export interface DistributorDashboard {
  distributorSubscriptionId: string;
  companyName: string;
  subscriptionCount: number;
  peopleCount: number;
  averageScore: number | null;
  riskDistribution: RiskDistribution;
  completionsByMonth: MonthCount[];
}

/** /manage/distributor/dashboard head figures over the subscriptions beneath the distributor. */
export async function distributorDashboard({
  actor,
  input: args,
  db,
}: UseCaseCall<Record<string, unknown>>): Promise<DistributorDashboard> {
  const { distributorSubscriptionId } = parseInput(z.object({ distributorSubscriptionId: idSchema.nullish() }), args);
  const distributorId = await distributorFilter(db, actor, distributorSubscriptionId ?? actor.subscriptionId);
  const distributor = await findVisibleSubscription(db, actor, distributorId!);
  if (distributor.subscriptionType !== 'Distributor') throw notFound();
  const beneath: SQL = sql`(select id from subscriptions
    where distributor_subscription_id = ${distributor.id} and archived = false)`;
  const people = sql`p.subscription_id in ${beneath}`;
  const [counted] = rowsOf<{ subscriptions: string }>(
    await db.execute(sql`select count(*) as subscriptions from ${beneath} beneath`),
  );
  return {
    distributorSubscriptionId: distributor.id,
    companyName: distributor.companyName,
    subscriptionCount: countOf(counted?.subscriptions),
    ...(await peopleSummary(db, people)),
    completionsByMonth: await completionsByMonth(db, peopleInScope(people)),
  };
}
