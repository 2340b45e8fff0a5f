import { idSchema } from '@roadmark/domain/ids';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { ListWindow } from '../../platform/graphql/pagination.ts';
import { parseInput } from '../../platform/validation.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { profiles } from './profile.table.ts';

const filterSchema = z.object({ subscriptionId: idSchema, subscriptionTeamId: idSchema.nullish() });

/**
 * Spec 1 §7.2 profiles(offset, first, subscriptionId, subscriptionTeamId): the live people of a subscription the
 * actor may see (the delete page lists them), by last then first name.
 */
export async function listProfiles({
  actor,
  window,
  filter,
  db,
}: {
  actor: Actor;
  window: ListWindow;
  filter: unknown;
  db: Executor;
}) {
  const { subscriptionId, subscriptionTeamId } = parseInput(filterSchema, filter);
  await findVisibleSubscription(db, actor, subscriptionId);
  return db
    .select()
    .from(profiles)
    .where(
      and(
        eq(profiles.subscriptionId, subscriptionId),
        eq(profiles.archived, false),
        subscriptionTeamId ? eq(profiles.subscriptionTeamId, subscriptionTeamId) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${profiles.lastName})`), asc(sql`lower(${profiles.firstName})`), asc(profiles.id))
    .offset(window.offset)
    .limit(window.limit);
}
