import { confirmEmailSchema } from '@roadmark/domain/account-forms';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { parseInput } from '../../platform/validation.ts';
import { consumeAccountToken } from './account-tokens.ts';
import { users } from './user.table.ts';

export async function confirmEmail(input: unknown, deps: { db: Database }): Promise<void> {
  const { userId, code } = parseInput(confirmEmailSchema, input);
  await deps.db.transaction(async (tx) => {
    await consumeAccountToken(tx, { userId, purpose: 'confirmEmail', code });
    await tx.update(users).set({ emailConfirmed: true, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}
