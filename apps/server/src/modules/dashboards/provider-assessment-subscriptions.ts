import { idSchema } from '@roadmark/domain/ids';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { notFound } from '../../platform/errors.ts';
import { listWindow } from '../../platform/graphql/pagination.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { type InvolvedCountsRow, involvedCounts, involvedPeople } from './assessment-figures.ts';
import type { Page } from './dashboard-people.ts';
import { assertStaff, liveAssessments } from './provider-scope.ts';
import { distributionOf, type RiskDistribution } from './risk-distribution.ts';

export interface AssessmentSubscription {
  subscriptionId: string;
  companyName: string;
  subscriptionType: 'Subscription' | 'Distributor' | 'Study';
  assignedCount: number;
  notStartedCount: number;
  startedCount: number;
  completedCount: number;
  averageScore: number | null;
  riskDistribution: RiskDistribution;
}

interface Row extends InvolvedCountsRow {
  id: string;
  company_name: string;
  subscription_type: AssessmentSubscription['subscriptionType'];
  average_score: number | null;
}

/**
 * The provider-wide assessment (or training) dashboard's list: each customer subscription licensed to it, by name,
 * with how its live people stand at it. Figures for the page's subscriptions only, from the kept standings.
 */
export async function providerAssessmentSubscriptions({
  actor,
  input: args,
  db,
}: UseCaseCall<Record<string, unknown>>): Promise<Page<AssessmentSubscription>> {
  assertStaff(actor);
  const { assessmentId } = parseInput(z.object({ assessmentId: idSchema }), args);
  const window = listWindow(args);
  const shown = liveAssessments(sql`a.id = ${assessmentId}`);
  const [assessment] = rowsOf<{ id: string }>(await db.execute(sql`select id from (${shown}) shown`));
  if (!assessment) throw notFound();
  const licensed = sql`
    select sub.id, sub.company_name, sub.subscription_type from subscriptions sub
    where sub.archived = false and sub.id <> ${PROVIDER_SUBSCRIPTION_ID}
      and exists (select 1 from subscription_assessments licence where licence.subscription_id = sub.id
        and licence.assessment_id = ${assessmentId} and licence.archived = false)
      and ${window.search ? sql`sub.company_name ilike ${containsPattern(window.search)}` : sql`true`}`;
  const [counted] = rowsOf<{ total: string | number }>(
    await db.execute(sql`select count(*) as total from (${licensed}) licensed`),
  );
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with page as (
        ${licensed} order by lower(sub.company_name), sub.id offset ${window.offset} limit ${window.limit}
      ),
      ${involvedPeople(sql`st.subscription_id in (select id from page) and st.person_live`, shown)}
      select page.id, page.company_name, page.subscription_type, ${involvedCounts},
        case when (select assessment_type from shown) = 'Assessment'
          then round(avg(involved.latest_score))::int end as average_score
      from page
      left join involved on involved.subscription_id = page.id
      group by page.id, page.company_name, page.subscription_type
      order by lower(page.company_name), page.id`),
  );
  return {
    total: countOf(counted?.total),
    rows: rows.map((row) => ({
      subscriptionId: row.id,
      companyName: row.company_name,
      subscriptionType: row.subscription_type,
      assignedCount: countOf(row.assigned),
      notStartedCount: countOf(row.not_started),
      startedCount: countOf(row.started),
      completedCount: countOf(row.completed),
      averageScore: row.average_score,
      riskDistribution: distributionOf(row),
    })),
  };
}
