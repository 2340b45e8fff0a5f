import { confirmInviteSchema, emailCodeSchema } from '@roadmark/domain/account-forms';
import { idSchema } from '@roadmark/domain/ids';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../../platform/auth/password.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { profiles } from '../people/profile.table.ts';
import { consumeAccountToken, peekAccountToken } from './account-tokens.ts';
import { lockoutAfterNewPassword } from './lock-account.ts';
import { createSession, type SessionLifetime } from './session-store.ts';
import { users } from './user.table.ts';

/**
 * Accepting an invite sets the password and confirms the address the invite went to, and signs the
 * person in: they have just proved they hold the emailed link and chosen the password, and asking for the same two
 * things again at once would only be a step in their way. `session` is null for an account with two-factor sign-in
 * on (its second factor is still to be asked) and for one a manager has locked out (the lock stays).
 */
export async function confirmInvite(
  input: unknown,
  deps: { db: Database; lifetime: SessionLifetime; client: { userAgent?: string; ipAddress?: string } },
): Promise<{ email: string; session: { token: string; expiresAt: Date } | null }> {
  const { userId, code, password } = parseInput(confirmInviteSchema(), input);
  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    await consumeAccountToken(tx, { userId, purpose: 'invite', code });
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        emailConfirmed: true,
        accessFailedCount: 0,
        lockoutEnd: lockoutAfterNewPassword,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning({ email: users.email, twoFactorEnabled: users.twoFactorEnabled, lockoutEnd: users.lockoutEnd });
    const session =
      user!.twoFactorEnabled || user!.lockoutEnd
        ? null
        : await createSession(tx, { userId, rememberMe: false, ...deps.client }, deps.lifetime);
    return { email: user!.email, session };
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
