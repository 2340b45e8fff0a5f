import { confirmInviteSchema } from '@roadmark/domain/account-forms';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password.ts';
import type { SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { consumeAccountToken } from './account-tokens.ts';
import { lockoutAfterNewPassword } from './manager-lockout.ts';
import { createSession, type SessionLifetime } from './session-store.ts';
import { users } from './user.table.ts';

/**
 * Accepting an invite sets the password and confirms the address the invite went to, and signs the
 * person in: they have just proved they hold the emailed link and chosen the password, and asking for the same two
 * things again at once would only be a step in their way. `session` is null for an account with two-factor sign-in
 * on (its second factor is still to be asked) and for one a manager has locked out (the lock stays).
 */
export async function confirmInvite({
  input,
  db,
  lifetime,
  client,
}: SignedOutUseCaseCall<
  unknown,
  { lifetime: SessionLifetime; client: { userAgent?: string; ipAddress?: string } }
>): Promise<{ email: string; session: { token: string; expiresAt: Date } | null }> {
  const { userId, code, password } = parseInput(confirmInviteSchema(), input);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
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
        : await createSession(tx, { userId, rememberMe: false, ...client }, lifetime);
    return { email: user!.email, session };
  });
}
