import { idSchema } from '@roadmark/domain/ids';
import { Role } from '@roadmark/domain/roles';
import { ALL_SUBSCRIPTION_TYPES, PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, isoOrNull, rowsOf } from '../../platform/db/raw-rows.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { listWindow } from '../../platform/graphql/pagination.ts';
import { parseInput } from '../../platform/validation.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { isStaff } from '../subscriptions/subscription.policy.ts';
import { completionsByMonth, type MonthCount } from './completions-by-month.ts';
import type { Page } from './dashboard-people.ts';
import { nameSearch, peopleInScope } from './dashboard-sql.ts';
import { type OrganisationFigures, organisationFigures } from './organisation-figures.ts';
import { peopleSummary } from './people-summary.ts';
import type { RiskDistribution } from './risk-distribution.ts';

const organisationArgsSchema = z.object({
  subscriptionType: z.enum(ALL_SUBSCRIPTION_TYPES),
  distributorSubscriptionId: idSchema.nullish(),
});

/**
 * Whose subscriptions the actor may list: staff any (beneath a distributor when one is given); a distributor
 * administrator only those beneath their own distributor. Another distributor is not found.
 */
async function distributorFilter(db: Executor, actor: Actor, distributorId: string | null | undefined) {
  if (isStaff(actor)) {
    if (!distributorId) return null;
    const distributor = await findVisibleSubscription(db, actor, distributorId);
    if (distributor.subscriptionType !== 'Distributor') throw notFound();
    return distributor.id;
  }
  if (!actorHasRole(actor, Role.DistributorAdministration)) throw forbidden();
  if (distributorId && distributorId !== actor.subscriptionId) throw notFound();
  return actor.subscriptionId;
}

/**
 * Provider dashboard tabs Subscriptions and Distributors, and the distributor dashboard's list: live organisations
 * of a type by name, each with its people's risk spread and activity (a distributor's over the subscriptions
 * beneath it, with up to 4 of their names).
 */
export async function dashboardOrganisations(
  db: Executor,
  actor: Actor,
  args: Record<string, unknown>,
): Promise<Page<OrganisationFigures>> {
  const parsed = parseInput(organisationArgsSchema, args);
  const distributorId = await distributorFilter(db, actor, parsed.distributorSubscriptionId);
  const window = listWindow(args);
  const condition = sql`o.archived = false and o.id <> ${PROVIDER_SUBSCRIPTION_ID}
    and o.subscription_type = ${parsed.subscriptionType}
    and ${distributorId ? sql`o.distributor_subscription_id = ${distributorId}` : sql`true`}
    and ${window.search ? sql`o.company_name ilike ${containsPattern(window.search)}` : sql`true`}`;
  const [counted] = rowsOf<{ total: string }>(
    await db.execute(sql`select count(*) as total from subscriptions o where ${condition}`),
  );
  const page = sql`
    select o.id, o.company_name, o.subscription_type, o.high_risk_below, o.medium_risk_below,
      row_number() over (order by lower(o.company_name), o.id) as position
    from subscriptions o where ${condition}
    order by position offset ${window.offset} limit ${window.limit}`;
  const rows = await organisationFigures(db, page, { distributors: parsed.subscriptionType === 'Distributor' });
  return { total: countOf(counted?.total), rows };
}

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
export async function distributorDashboard(
  db: Executor,
  actor: Actor,
  args: Record<string, unknown>,
): Promise<DistributorDashboard> {
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

export interface StudyParticipant {
  profileId: string;
  userId: string;
  firstName: string;
  lastName: string;
  isFinished: boolean;
  lastActivityDate: string | null;
}

/**
 * Spec 1 §2.7 study dashboard (/manage/study/participants, staff): the study's participants by name, each finished
 * when they have a finished session; a page at a time (paging appends).
 */
export async function studyParticipants(
  db: Executor,
  actor: Actor,
  args: Record<string, unknown>,
): Promise<Page<StudyParticipant>> {
  if (!isStaff(actor)) throw forbidden();
  const { studyId } = parseInput(z.object({ studyId: idSchema }), args);
  const window = listWindow(args);
  const study = await findVisibleSubscription(db, actor, studyId);
  if (study.subscriptionType !== 'Study') throw notFound();
  const pattern = window.search ? containsPattern(window.search) : null;
  const people = peopleInScope(sql`p.subscription_id = ${study.id} and ${nameSearch(pattern)}`);
  const [counted] = rowsOf<{ total: string }>(
    await db.execute(sql`with people as (${people}) select count(*) as total from people`),
  );
  const rows = rowsOf<{
    profile_id: string;
    user_id: string;
    first_name: string;
    last_name: string;
    is_finished: boolean;
    last_activity: Date | string | null;
  }>(
    await db.execute(sql`
      with people as (${people}),
      page as (select * from people order by lower(last_name), lower(first_name), profile_id
        offset ${window.offset} limit ${window.limit})
      select page.profile_id, page.user_id, page.first_name, page.last_name,
        exists (select 1 from person_assessment_standings st where st.user_id = page.user_id
          and st.subscription_id = ${study.id} and st.finished_count > 0) as is_finished,
        (select max(st.last_activity_date) from person_assessment_standings st
          where st.user_id = page.user_id) as last_activity
      from page order by lower(page.last_name), lower(page.first_name), page.profile_id`),
  );
  return {
    total: countOf(counted?.total),
    rows: rows.map((row) => ({
      profileId: row.profile_id,
      userId: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      isFinished: row.is_finished,
      lastActivityDate: isoOrNull(row.last_activity),
    })),
  };
}
