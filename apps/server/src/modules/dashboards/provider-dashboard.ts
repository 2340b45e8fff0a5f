import { ALL_ASSESSMENT_TYPES } from '@roadmark/domain/content/assessment-form';
import { idSchema } from '@roadmark/domain/ids';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { listWindow } from '../../platform/graphql/pagination.ts';
import { parseInput } from '../../platform/validation.ts';
import type { FiguresScope } from '../dashboard-scope/dashboard-scope.ts';
import { isStaff } from '../subscriptions/subscription.policy.ts';
import { assessmentFigures, type DashboardAssessment } from './assessment-figures.ts';
import { customerCompletionsByMonth, type MonthCount } from './completions-by-month.ts';
import type { AssessmentDashboard } from './dashboard-assessments.ts';
import { type Page, peoplePage } from './dashboard-people.ts';
import { teamsPage } from './dashboard-teams.ts';
import { peopleSummary } from './people-summary.ts';
import type { RiskDistribution } from './risk-distribution.ts';

/** The provider dashboards look at the customers: every live subscription but the provider's own (its staff). */
export const CUSTOMERS: FiguresScope = {
  people: sql`p.subscription_id <> ${PROVIDER_SUBSCRIPTION_ID}
    and p.subscription_id in (select id from subscriptions where archived = false)`,
  sessions: sql`s.subscription_id <> ${PROVIDER_SUBSCRIPTION_ID}`,
  standings: sql`st.subscription_id <> ${PROVIDER_SUBSCRIPTION_ID}
    and st.subscription_id in (select id from subscriptions where archived = false) and st.person_live`,
};

export interface ProviderDashboard {
  subscriptionCount: number;
  distributorCount: number;
  studyCount: number;
  peopleCount: number;
  averageScore: number | null;
  riskDistribution: RiskDistribution;
  completionsByMonth: MonthCount[];
}

/** Spec 3 §2.5 provider dashboards are for provider staff (the Administration role) only. */
export function assertStaff(actor: Actor): void {
  if (!isStaff(actor)) throw forbidden();
}

/** /administration/dashboard head figures: organisations by type, the customers' people and their risk spread. */
export async function providerDashboard(db: Executor, actor: Actor): Promise<ProviderDashboard> {
  assertStaff(actor);
  const [organisations] = rowsOf<{ subscriptions: string; distributors: string; studies: string }>(
    await db.execute(sql`
      select count(*) filter (where subscription_type = 'Subscription') as subscriptions,
        count(*) filter (where subscription_type = 'Distributor') as distributors,
        count(*) filter (where subscription_type = 'Study') as studies
      from subscriptions where archived = false and id <> ${PROVIDER_SUBSCRIPTION_ID}`),
  );
  const summary = await peopleSummary(db, CUSTOMERS.people);
  return {
    subscriptionCount: countOf(organisations?.subscriptions),
    distributorCount: countOf(organisations?.distributors),
    studyCount: countOf(organisations?.studies),
    ...summary,
    completionsByMonth: await customerCompletionsByMonth(db),
  };
}

/** Subscription users tab: the customers' people with their subscription, filtered by risk and name. */
export function providerPeople(db: Executor, actor: Actor, args: Record<string, unknown>) {
  assertStaff(actor);
  return peoplePage(db, CUSTOMERS.people, args);
}

/** Staff tab: the provider's own people. */
export function providerStaff(db: Executor, actor: Actor, args: Record<string, unknown>) {
  assertStaff(actor);
  return peoplePage(db, sql`p.subscription_id = ${PROVIDER_SUBSCRIPTION_ID}`, args);
}

/** Subscription teams tab: the customers' teams with their subscription. */
export function providerTeams(db: Executor, actor: Actor, args: Record<string, unknown>) {
  assertStaff(actor);
  return teamsPage(db, sql`t.subscription_id <> ${PROVIDER_SUBSCRIPTION_ID}`, args);
}

const typeArgsSchema = z.object({ assessmentType: z.enum(ALL_ASSESSMENT_TYPES) });

export function liveAssessments(condition: ReturnType<typeof sql>) {
  return sql`
    select a.id, a.name, a.assessment_type, a.high_risk_below, a.medium_risk_below
    from assessments a where a.archived = false and ${condition}`;
}

/** Assessments and Training tabs: every live one of the type with its figures over all customers. */
export async function providerAssessments(
  db: Executor,
  actor: Actor,
  args: Record<string, unknown>,
): Promise<Page<DashboardAssessment>> {
  assertStaff(actor);
  const { assessmentType } = parseInput(typeArgsSchema, args);
  const window = listWindow(args);
  const shown = liveAssessments(
    sql`a.assessment_type = ${assessmentType}
      and ${window.search ? sql`a.name ilike ${containsPattern(window.search)}` : sql`true`}`,
  );
  const [counted] = rowsOf<{ total: string }>(await db.execute(sql`select count(*) as total from (${shown}) shown`));
  const rows = await assessmentFigures(
    db,
    CUSTOMERS,
    sql`${shown} order by lower(a.name), a.id offset ${window.offset} limit ${window.limit}`,
  );
  return { total: countOf(counted?.total), rows };
}

/** /administration/dashboard/assessment/{id} and /training/{id}: one assessment over all customers. */
export async function providerAssessmentDashboard(
  db: Executor,
  actor: Actor,
  args: Record<string, unknown>,
): Promise<AssessmentDashboard> {
  assertStaff(actor);
  const { assessmentId } = parseInput(z.object({ assessmentId: idSchema }), args);
  const shown = liveAssessments(sql`a.id = ${assessmentId}`);
  const [assessment] = await assessmentFigures(db, CUSTOMERS, shown);
  if (!assessment) throw notFound();
  return {
    assessment,
    allowExport: false,
    completionsByMonth: await customerCompletionsByMonth(db, assessmentId),
    scoreBands: assessment.scoreBands,
  };
}
