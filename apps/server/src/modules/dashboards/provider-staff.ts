import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { sql } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { peoplePage } from './dashboard-people.ts';
import { assertStaff } from './provider-scope.ts';

/** Staff tab: the provider's own people. */
export function providerStaff({ actor, input: args, db }: UseCaseCall<Record<string, unknown>>) {
  assertStaff(actor);
  return peoplePage(db, sql`p.subscription_id = ${PROVIDER_SUBSCRIPTION_ID}`, args);
}
