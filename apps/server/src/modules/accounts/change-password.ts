import { changePasswordSchema } from '@roadmark/domain/account-forms';
import { isPinEntry } from '@roadmark/domain/pin';
import { and, eq, ne } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { renderEmail } from '../../platform/email/render-email.ts';
import { enqueueEmail } from '../../platform/email/send-email.job.ts';
import { AppError } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import type { AccountEmailContext } from './account-emails.ts';
import { findLiveUserById, firstNameOf } from './find-user.ts';
import { sessions } from './session.table.ts';
import { hashSessionToken } from './session-store.ts';
import { users } from './user.table.ts';

/** Changes the signed-in user's password; every other session of the account ends (this one stays). */
export async function changePassword({
  actor,
  input,
  db,
  sessionToken,
  email,
  pinEmailDomain,
}: UseCaseCall<unknown, { sessionToken: string; email: AccountEmailContext; pinEmailDomain: string }>): Promise<void> {
  const model = parseInput(changePasswordSchema(), input);
  const user = await findLiveUserById(db, actor.userId);
  const currentOk = !!user?.passwordHash && (await verifyPassword(user.passwordHash, model.currentPassword));
  if (!user || !currentOk) {
    throw new AppError('BAD_USER_INPUT', 'errors.invalidPassword', {
      fields: [{ field: 'currentPassword', messageKey: 'errors.invalidPassword', message: 'Invalid password' }],
    });
  }
  const passwordHash = await hashPassword(model.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, hashSessionToken(sessionToken))));
    if (!isPinEntry(user.email, pinEmailDomain)) {
      const message = renderEmail('passwordChanged', {
        to: user.email,
        locale: email.locale,
        params: { firstName: await firstNameOf(tx, user.id) },
      });
      await enqueueEmail(tx, message);
    }
  });
}
