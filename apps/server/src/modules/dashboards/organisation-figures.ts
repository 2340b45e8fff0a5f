import { riskCategory } from '@roadmark/domain/risk';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, isoOrNull, rowsOf } from '../../platform/db/raw-rows.ts';
import { peopleInScope, ratedPeople } from './dashboard-sql.ts';
import {
  type DistributionCounts,
  distributionColumns,
  distributionOf,
  type RiskDistribution,
} from './risk-distribution.ts';

export interface OrganisationFigures {
  subscriptionId: string;
  companyName: string;
  subscriptionType: 'Subscription' | 'Distributor' | 'Study';
  /** For a distributor, the names of the subscriptions beneath it (at most 4, then `otherSubscriptions`). */
  subscriptionNames: string[];
  otherSubscriptions: number;
  peopleCount: number;
  averageScore: number | null;
  riskCategory: ReturnType<typeof riskCategory>;
  riskDistribution: RiskDistribution;
  finishedSessions: number;
  lastActivityDate: string | null;
}

interface FiguresRow extends DistributionCounts {
  id: string;
  company_name: string;
  subscription_type: OrganisationFigures['subscriptionType'];
  high_risk_below: number;
  medium_risk_below: number;
  people: string | number;
  average_score: number | null;
  finished: string | number;
  last_activity: Date | string | null;
  names: string[] | null;
  beneath: string | number;
}

/** A distributor's subscription list shows at most 4 names (docs/product/dashboards.md#shared-behaviour). */
const NAMES_SHOWN = 4;

/**
 * Figures of each organisation of `page` (a query of subscriptions with a `position` column to order by): its
 * people's overall risk spread, average and finished sessions. A distributor counts the people of the subscriptions
 * beneath it (`distributors`), anything else its own. Work grows with the people of the page's organisations only.
 */
export async function organisationFigures(
  db: Executor,
  page: SQL,
  { distributors }: { distributors: boolean },
): Promise<OrganisationFigures[]> {
  const member = distributors ? sql`beneath.distributor_subscription_id` : sql`beneath.id`;
  const rows = rowsOf<FiguresRow>(
    await db.execute(sql`
      with page as (${page}),
      members as (
        select beneath.id as subscription_id, ${member} as organisation_id, beneath.company_name
        from subscriptions beneath
        where beneath.archived = false and ${member} in (select id from page)
      ),
      people as (${peopleInScope(sql`p.subscription_id in (select subscription_id from members)`)}),
      ${ratedPeople},
      figures as (
        select members.organisation_id, count(rated.user_id) as people,
          round(avg(rated.overall_score))::int as average_score, ${distributionColumns}
        from members
        left join rated on rated.subscription_id = members.subscription_id
        group by members.organisation_id
      ),
      activity as (
        select members.organisation_id, sum(s.finished_count) as finished, max(s.last_activity_date) as last_activity
        from members
        join person_assessment_standings s on s.subscription_id = members.subscription_id
        group by members.organisation_id
      )
      select page.id, page.company_name, page.subscription_type, page.high_risk_below, page.medium_risk_below,
        coalesce(figures.people, 0) as people, figures.average_score,
        coalesce(figures.high, 0) as high, coalesce(figures.medium, 0) as medium, coalesce(figures.low, 0) as low,
        coalesce(figures.not_assessed, 0) as not_assessed,
        coalesce(activity.finished, 0) as finished, activity.last_activity,
        ${
          distributors
            ? sql`(select array_agg(company_name order by lower(company_name)) from (
                select company_name from members where organisation_id = page.id
                order by lower(company_name) limit ${NAMES_SHOWN}) shown) as names,
              (select count(*) from members where organisation_id = page.id) as beneath`
            : sql`null::text[] as names, 0 as beneath`
        }
      from page
      left join figures on figures.organisation_id = page.id
      left join activity on activity.organisation_id = page.id
      order by page.position`),
  );
  return rows.map((row) => {
    const names = row.names ?? [];
    return {
      subscriptionId: row.id,
      companyName: row.company_name,
      subscriptionType: row.subscription_type,
      subscriptionNames: names,
      otherSubscriptions: Math.max(0, countOf(row.beneath) - names.length),
      peopleCount: countOf(row.people),
      averageScore: row.average_score,
      riskCategory: riskCategory(row.average_score, {
        highRiskBelow: row.high_risk_below,
        mediumRiskBelow: row.medium_risk_below,
      }),
      riskDistribution: distributionOf(row),
      finishedSessions: countOf(row.finished),
      lastActivityDate: isoOrNull(row.last_activity),
    };
  });
}
