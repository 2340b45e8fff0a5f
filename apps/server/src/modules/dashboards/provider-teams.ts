import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { sql } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { teamsPage } from './dashboard-teams.ts';
import { assertStaff } from './provider-scope.ts';

/** Subscription teams tab: the customers' teams with their subscription. */
export function providerTeams({ actor, input: args, db }: UseCaseCall<Record<string, unknown>>) {
  assertStaff(actor);
  return teamsPage(db, sql`t.subscription_id <> ${PROVIDER_SUBSCRIPTION_ID}`, args);
}
