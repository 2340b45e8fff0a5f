import { disableTwoFactorSchema } from '@roadmark/domain/two-factor';
import { eq } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCurrentPassword } from './current-password.ts';
import { findLiveUserById } from './find-user.ts';
import { twoFactorRecoveryCodes, twoFactorSecrets } from './two-factor.table.ts';
import { users } from './user.table.ts';

/** Turning it off asks for the password again, so an unattended signed-in browser cannot do it. */
export async function disableTwoFactor({ actor, input, db }: UseCaseCall<unknown>) {
  const { currentPassword } = parseInput(disableTwoFactorSchema, input);
  const user = await findLiveUserById(db, actor.userId);
  await assertCurrentPassword(user, currentPassword);
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, actor.userId));
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, actor.userId));
    await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, actor.userId));
  });
}
