import { confirmInviteSchema, emailCodeSchema } from '@roadmark/domain/account-forms';
import { idSchema } from '@roadmark/domain/ids';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../../platform/auth/password.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { profiles } from '../profiles/profile.table.ts';
import { consumeAccountToken, peekAccountToken } from './account-tokens.ts';
import { users } from './user.table.ts';

/** Accepting an invite sets the password and confirms the address the invite went to (spec 1 §4.4). */
export async function confirmInvite(input: unknown, deps: { db: Database }): Promise<{ email: string }> {
  const { userId, code, password } = parseInput(confirmInviteSchema(), input);
  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    await consumeAccountToken(tx, { userId, purpose: 'invite', code });
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailConfirmed: true, accessFailedCount: 0, lockoutEnd: null, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    return { email: user!.email };
  });
}

const lookupSchema = z.object({ userId: idSchema, code: emailCodeSchema });

/** Who an invite link is for, shown read-only before the password is chosen; a bad link learns nothing. */
export async function profileForInvite(args: unknown, db: Executor) {
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
