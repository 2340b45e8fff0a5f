import { and, eq, isNull } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { users } from '../accounts/user.table.ts';
import { type GettingStarted, gettingStarted } from './getting-started.ts';
import { assertStaff } from './provider-scope.ts';

/** Puts the checklist away for this person, for good; asking again changes nothing. */
export async function dismissGettingStarted({ actor, db }: UseCaseCall): Promise<GettingStarted> {
  assertStaff(actor);
  await db
    .update(users)
    .set({ gettingStartedDismissedAt: new Date() })
    .where(and(eq(users.id, actor.userId), isNull(users.gettingStartedDismissedAt)));
  return gettingStarted({ actor, db });
}
