import { idSchema } from '@roadmark/domain/ids';
import { notFound } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { findLiveUserById } from '../accounts/find-user.ts';
import { canEditProfile } from './profile.policy.ts';

export type UserRow = NonNullable<Awaited<ReturnType<typeof findLiveUserById>>>;

/**
 * user(id): the live account, for whoever may see that person's profile (the person, a manager of their
 * subscription, a distributor administrator above it, staff). Anyone else is told it does not exist, exactly as for an
 * id nobody has, so accounts of other tenants cannot be probed.
 */
export async function getUser({ actor, input: { id }, db }: UseCaseCall<{ id: unknown }>): Promise<UserRow> {
  const user = await findLiveUserById(db, parseInput(idSchema, id));
  if (!user || !(await canEditProfile(db, actor, { ...user, userId: user.id }))) throw notFound();
  return user;
}
