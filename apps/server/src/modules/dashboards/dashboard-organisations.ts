import { idSchema } from '@roadmark/domain/ids';
import { Role } from '@roadmark/domain/roles';
import { ALL_SUBSCRIPTION_TYPES, PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { listWindow } from '../../platform/graphql/pagination.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { isStaff } from '../subscriptions/subscription.policy.ts';
import type { Page } from './dashboard-people.ts';
import { type OrganisationFigures, organisationFigures } from './organisation-figures.ts';

const organisationArgsSchema = z.object({
  subscriptionType: z.enum(ALL_SUBSCRIPTION_TYPES),
  distributorSubscriptionId: idSchema.nullish(),
});

/**
 * Whose subscriptions the actor may list: staff any (beneath a distributor when one is given); a distributor
 * administrator only those beneath their own distributor. Another distributor is not found.
 */
export async function distributorFilter(db: Executor, actor: Actor, distributorId: string | null | undefined) {
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
export async function dashboardOrganisations({
  actor,
  input: args,
  db,
}: UseCaseCall<Record<string, unknown>>): Promise<Page<OrganisationFigures>> {
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
