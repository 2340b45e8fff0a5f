import { idSchema } from '@roadmark/domain/ids';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { findLiveUserById } from '../accounts/find-user.ts';
import { canEditProfile } from './profile.policy.ts';

export type UserRow = NonNullable<Awaited<ReturnType<typeof findLiveUserById>>>;

/**
 * user(id): the live account, for whoever may see that person's profile (the person, a manager of their
 * subscription, a distributor administrator above it, staff). Anyone else is told it does not exist, exactly as for an
 * id nobody has, so accounts of other tenants cannot be probed.
 */
export async function getUser({ actor, id, db }: { actor: Actor; id: unknown; db: Executor }): Promise<UserRow> {
  const user = await findLiveUserById(db, parseInput(idSchema, id));
  if (!user || !(await canEditProfile(db, actor, { ...user, userId: user.id }))) throw notFound();
  return user;
}
