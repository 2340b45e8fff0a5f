import { GETTING_STARTED_STEPS, type GettingStartedStep } from '@roadmark/domain/dashboards/getting-started';
import { PROVIDER_SUBSCRIPTION_ID, SELF_REGISTRATION_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/raw-rows.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { assertStaff } from './provider-scope.ts';

export interface GettingStarted {
  /** False once every step is done or this person has put the checklist away: the dashboard then leaves it out. */
  shown: boolean;
  steps: { key: GettingStartedStep; done: boolean }[];
  /** The newest live customer subscription, which the team, people and assignment steps lead into; null before one. */
  subscription: { id: string; companyName: string } | null;
}

interface ProgressRow {
  add_subscription: boolean;
  license_content: boolean;
  add_team: boolean;
  add_people: boolean;
  assign: boolean;
  subscription_id: string | null;
  company_name: string | null;
  dismissed: boolean;
}

/**
 * How far the installation has come, counting only live customer subscriptions: not distributors or studies, not the
 * provider's own (whose people are the staff) and not the one every installation has for drivers who register
 * themselves. Each step is done once anything of its kind exists in any of them.
 */
export async function gettingStarted({ actor, db }: UseCaseCall): Promise<GettingStarted> {
  assertStaff(actor);
  const [row] = rowsOf<ProgressRow>(
    await db.execute(sql`
      with customers as (
        select id, company_name, created_at from subscriptions
        where archived = false and subscription_type = 'Subscription'
          and id not in (${PROVIDER_SUBSCRIPTION_ID}, ${SELF_REGISTRATION_SUBSCRIPTION_ID})
      ),
      newest as (select id, company_name from customers order by created_at desc, id limit 1)
      select
        exists (select 1 from customers) as add_subscription,
        exists (select 1 from subscription_assessments l join customers c on c.id = l.subscription_id
          where l.archived = false) as license_content,
        exists (select 1 from subscription_teams t join customers c on c.id = t.subscription_id
          where t.archived = false) as add_team,
        exists (select 1 from profiles p join customers c on c.id = p.subscription_id
          join users u on u.id = p.user_id and u.archived = false where p.archived = false) as add_people,
        exists (select 1 from user_assessment_assignments a join customers c on c.id = a.subscription_id
          where a.archived = false) as assign,
        (select id from newest) as subscription_id,
        (select company_name from newest) as company_name,
        exists (select 1 from users where id = ${actor.userId} and getting_started_dismissed_at is not null) as dismissed`),
  );
  const done: Record<GettingStartedStep, boolean> = {
    addSubscription: !!row?.add_subscription,
    licenseContent: !!row?.license_content,
    addTeam: !!row?.add_team,
    addPeople: !!row?.add_people,
    assign: !!row?.assign,
  };
  const steps = GETTING_STARTED_STEPS.map((key) => ({ key, done: done[key] }));
  return {
    shown: !row?.dismissed && steps.some((step) => !step.done),
    steps,
    subscription: row?.subscription_id ? { id: row.subscription_id, companyName: row.company_name ?? '' } : null,
  };
}
