import { emailCodeSchema } from '@roadmark/domain/account-forms';
import { idSchema } from '@roadmark/domain/ids';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { profiles } from '../people/profile.table.ts';
import { peekAccountToken } from './account-tokens.ts';
import { users } from './user.table.ts';

const lookupSchema = z.object({ userId: idSchema, code: emailCodeSchema });

/** Who an invite link is for, shown read-only before the password is chosen; a bad link learns nothing. */
export async function profileForInvite({ input: args, db }: SignedOutUseCaseCall<unknown>) {
  const { userId, code } = parseInput(lookupSchema, args);
  if (!(await peekAccountToken(db, { userId, purpose: 'invite', code }))) {
    throw new AppError('BAD_USER_INPUT', 'errors.codeExpiredOrUsed');
  }
  const [row] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, email: users.email })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('BAD_USER_INPUT', 'errors.codeExpiredOrUsed');
  return row;
}
