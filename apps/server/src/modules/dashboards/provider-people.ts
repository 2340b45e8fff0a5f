import type { UseCaseCall } from '../../platform/use-case.ts';
import { peoplePage } from './dashboard-people.ts';
import { assertStaff, CUSTOMERS } from './provider-scope.ts';

/** Subscription users tab: the customers' people with their subscription, filtered by risk and name. */
export function providerPeople({ actor, input: args, db }: UseCaseCall<Record<string, unknown>>) {
  assertStaff(actor);
  return peoplePage(db, CUSTOMERS.people, args);
}
