import { archiveAccountSchema } from '@roadmark/domain/account-forms';
import { eq } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { findManagedAccount } from './managed-account.ts';
import { sessions } from './session.table.ts';
import { users } from './user.table.ts';

/**
 * Archives an account by email (deletes archive: docs/product/retention.md): it can no longer sign in and its
 * address is free for a new account, while its history stays.
 */
export async function archiveAccount({ actor, input, db }: UseCaseCall<unknown>): Promise<void> {
  const { email, archive } = parseInput(archiveAccountSchema, input);
  if (!archive) return;
  await db.transaction(async (tx) => {
    const user = await findManagedAccount(tx, actor, email);
    await tx.update(users).set({ archived: true, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
}
