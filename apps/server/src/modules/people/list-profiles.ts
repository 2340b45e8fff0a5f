import { idSchema } from '@roadmark/domain/ids';
import { ALL_ROLE_GROUP_NAMES } from '@roadmark/domain/roles';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { containsPattern } from '../../platform/db/text-search.ts';
import type { FilteredListRequest } from '../../platform/list-request.ts';
import { parseInput } from '../../platform/validation.ts';
import { managedRoleGroupNames } from '../accounts/person.policy.ts';
import { roleGroups } from '../accounts/role-group.table.ts';
import { users } from '../accounts/user.table.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { selectProfilesWithPerson } from './person-columns.ts';
import { profiles } from './profile.table.ts';

const filterSchema = z.object({
  subscriptionId: idSchema,
  subscriptionTeamId: idSchema.nullish(),
  roleGroupNames: z.array(z.enum(ALL_ROLE_GROUP_NAMES, { message: 'validation.roleGroupRequired' })).nullish(),
});

/**
 * profiles(offset, first, subscriptionId, subscriptionTeamId) and the people lists
 * (docs/product/people-and-teams.md#the-people-screens): the live people of a subscription the actor administers, of
 * the role groups the actor manages (a driver manager sees drivers only; only staff see staff), optionally only some
 * groups, one team, or those whose name or email contains the search; by last then first name.
 */
export async function listProfiles({ actor, window, filter, db }: FilteredListRequest) {
  const { subscriptionId, subscriptionTeamId, roleGroupNames } = parseInput(filterSchema, filter);
  await findVisibleSubscription(db, actor, subscriptionId);
  const managed = managedRoleGroupNames(actor);
  const groups = roleGroupNames ? managed.filter((name) => roleGroupNames.includes(name)) : managed;
  if (groups.length === 0) return [];
  return selectProfilesWithPerson(db)
    .where(
      and(
        eq(profiles.subscriptionId, subscriptionId),
        eq(profiles.archived, false),
        eq(users.archived, false),
        inArray(roleGroups.name, groups),
        subscriptionTeamId ? eq(profiles.subscriptionTeamId, subscriptionTeamId) : undefined,
        searchFilter(window.search),
      ),
    )
    .orderBy(asc(sql`lower(${profiles.lastName})`), asc(sql`lower(${profiles.firstName})`), asc(profiles.id))
    .offset(window.offset)
    .limit(window.limit);
}

/**
 * The people search (docs/product/people-and-teams.md#the-people-screens): first name, last name, the whole name, or
 * the email.
 */
function searchFilter(search: string) {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(profiles.firstName, pattern),
    ilike(profiles.lastName, pattern),
    ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, pattern),
    ilike(users.email, pattern),
  );
}
