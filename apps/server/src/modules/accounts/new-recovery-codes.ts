import { newRecoveryCodesSchema } from '@roadmark/domain/two-factor';
import { AppError } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCurrentPassword } from './current-password.ts';
import { findLiveUserById } from './find-user.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';

/** A new set of recovery codes, every earlier one stops working; the password is asked for again. */
export async function newRecoveryCodes({ actor, input, db }: UseCaseCall<unknown>) {
  const { currentPassword } = parseInput(newRecoveryCodesSchema, input);
  const user = await findLiveUserById(db, actor.userId);
  await assertCurrentPassword(user, currentPassword);
  if (!user?.twoFactorEnabled) throw new AppError('BAD_USER_INPUT', 'errors.twoFactorNotStarted');
  return db.transaction(async (tx) => ({ recoveryCodes: await replaceRecoveryCodes(tx, user.id) }));
}
