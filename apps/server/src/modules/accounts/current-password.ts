import { verifyPassword } from '../../platform/auth/password.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * Asks for the password again before a change an unattended signed-in browser must not be able to make. A wrong
 * password is an error on the `currentPassword` field.
 */
export async function assertCurrentPassword(
  user: { passwordHash: string | null } | undefined,
  currentPassword: string,
): Promise<void> {
  if (user?.passwordHash && (await verifyPassword(user.passwordHash, currentPassword))) return;
  throw new AppError('BAD_USER_INPUT', 'errors.invalidPassword', {
    fields: [{ field: 'currentPassword', messageKey: 'errors.invalidPassword', message: 'Invalid password' }],
  });
}
