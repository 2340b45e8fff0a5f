import { idSchema } from '@roadmark/domain/ids';
import { and, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { AppError, notFound } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { selectProfilesWithPerson } from './person-columns.ts';
import { canEditProfile } from './profile.policy.ts';
import { profiles } from './profile.table.ts';

const lookupSchema = z.object({ id: idSchema.nullish(), userId: idSchema.nullish() });

/** profile(id, userId): by either id; a profile the actor may not see is not found. */
export async function getProfile({ actor, input: args, db }: UseCaseCall<unknown>) {
  const { id, userId } = parseInput(lookupSchema, args);
  if (!id && !userId) throw new AppError('BAD_USER_INPUT', 'validation.invalidInput');
  const [profile] = await selectProfilesWithPerson(db)
    .where(
      and(
        eq(profiles.archived, false),
        or(id ? eq(profiles.id, id) : undefined, userId ? eq(profiles.userId, userId) : undefined),
      ),
    )
    .limit(1);
  if (!profile || !(await canEditProfile(db, actor, { ...profile, roleGroupId: profile.user.roleGroupId }))) {
    throw notFound();
  }
  return profile;
}
