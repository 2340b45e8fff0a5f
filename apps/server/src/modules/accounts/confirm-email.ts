import { confirmEmailSchema } from '@roadmark/domain/account-forms';
import { eq } from 'drizzle-orm';
import type { SignedOutUseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { consumeAccountToken } from './account-tokens.ts';
import { users } from './user.table.ts';

export async function confirmEmail({ input, db }: SignedOutUseCaseCall<unknown>): Promise<void> {
  const { userId, code } = parseInput(confirmEmailSchema, input);
  await db.transaction(async (tx) => {
    await consumeAccountToken(tx, { userId, purpose: 'confirmEmail', code });
    await tx.update(users).set({ emailConfirmed: true, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}
