import type { MessageKey } from '@roadmark/domain/messages';
import { isPinEntry } from '@roadmark/domain/pin';
import { fieldProblem } from '../../platform/errors.ts';

/**
 * Addresses in the PIN domain belong to PIN accounts, which sign in without a password
 * (docs/product/roles.md#pin-only-accounts); nobody may register, invite or move an account onto one by typing it.
 */
export function assertNotPinDomain(
  email: string,
  pinEmailDomain: string,
  field = 'email',
  messageKey: MessageKey = 'validation.emailReservedForPins',
): void {
  if (email.includes('@') && isPinEntry(email, pinEmailDomain)) {
    throw fieldProblem('BAD_USER_INPUT', field, messageKey);
  }
}
