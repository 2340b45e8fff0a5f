import { pinLoginEmail } from '@roadmark/domain/pin';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { insertMany } from '../../platform/db/insert-many.ts';
import { recordEvents } from '../../platform/events/record-event.ts';
import { type AccountEmailContext, sendAccountLinkEmail } from '../accounts/account-emails.ts';
import { lockSeatsLeft } from '../accounts/create-account.ts';
import { generateUniqueDriverPins } from '../accounts/generate-unique-driver-pin.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { failedRow, type ImportRowResult, importMessage } from './import-result.ts';
import type { PlannedUser } from './plan-user-import.ts';
import { subscriptionOfEmails } from './user-import-lookups.ts';

export interface UserBatchOptions {
  subscriptionId: string;
  pinEmailDomain: string;
  /** Argon2 hashes of the passwords the file gave, by row number (hashed before the transaction opens). */
  passwordHashes: ReadonlyMap<number, string>;
  /** Set when new people with an email and no password are to get the invite email. */
  invites: (AccountEmailContext & { companyName: string }) | null;
}

/** Rows whose email an account took after the plan was made (another import or a form), settled as the plan would. */
async function takenSincePlanned(tx: Executor, batch: PlannedUser[], subscriptionId: string) {
  const emails = batch.flatMap((user) => (user.email ? [user.email] : []));
  const taken = await subscriptionOfEmails(tx, emails);
  const results = new Map<number, ImportRowResult>();
  for (const user of batch) {
    const holder = user.email ? taken.get(user.email) : undefined;
    if (holder === undefined) continue;
    results.set(
      user.rowNumber,
      holder === subscriptionId
        ? {
            ...failedRow(user.rowNumber, user.person, []),
            outcome: 'unchanged',
            messages: [importMessage('imports.userAlreadyHere', { email: user.email! })],
          }
        : failedRow(user.rowNumber, user.person, [importMessage('errors.emailCannotBeUsed')]),
    );
  }
  return results;
}

/**
 * Creates one batch of planned people in the caller's transaction, as createUser would each
 * (docs/product/people-and-teams.md#adding-a-person): account, profile with a driver PIN, the seat counted, the
 * users.created event, and the invite when asked for. It writes with one insert per table for the whole batch. People
 * beyond the seats left fail with the maximum-users message.
 */
export async function writeUserBatch(
  tx: Executor,
  batch: PlannedUser[],
  options: UserBatchOptions,
): Promise<ImportRowResult[]> {
  const { subscriptionId } = options;
  const seats = await lockSeatsLeft(tx, subscriptionId);
  const settled = await takenSincePlanned(tx, batch, subscriptionId);
  const toCreate = batch.filter((user) => !settled.has(user.rowNumber)).slice(0, seats);
  for (const user of batch) {
    if (!settled.has(user.rowNumber) && !toCreate.includes(user)) {
      settled.set(user.rowNumber, failedRow(user.rowNumber, user.person, [importMessage('errors.maxUsersReached')]));
    }
  }
  const pins = await generateUniqueDriverPins(tx, toCreate.length);
  const created = toCreate.map((user, index) => {
    const uniqueDriverPin = pins[index]!;
    const email = user.email ?? pinLoginEmail(uniqueDriverPin, options.pinEmailDomain);
    return { user, uniqueDriverPin, email, userId: crypto.randomUUID(), profileId: crypto.randomUUID() };
  });
  if (created.length > 0) {
    await insertMany(tx, 'users', [
      { name: 'id', type: 'uuid', values: created.map((row) => row.userId) },
      { name: 'user_name', type: 'text', values: created.map((row) => row.email) },
      { name: 'email', type: 'text', values: created.map((row) => row.email) },
      { name: 'normalized_email', type: 'text', values: created.map((row) => row.email) },
      // A PIN address has no mailbox to confirm (accounts/invite-user.ts).
      { name: 'email_confirmed', type: 'boolean', values: created.map((row) => row.user.email === null) },
      {
        name: 'password_hash',
        type: 'text',
        values: created.map((row) => options.passwordHashes.get(row.user.rowNumber) ?? null),
      },
      { name: 'role_group_id', type: 'uuid', values: created.map((row) => row.user.roleGroupId) },
      { name: 'subscription_id', type: 'uuid', values: created.map(() => subscriptionId) },
    ]);
    await insertMany(tx, 'profiles', [
      { name: 'id', type: 'uuid', values: created.map((row) => row.profileId) },
      { name: 'user_id', type: 'uuid', values: created.map((row) => row.userId) },
      { name: 'first_name', type: 'text', values: created.map((row) => row.user.firstName) },
      { name: 'last_name', type: 'text', values: created.map((row) => row.user.lastName) },
      { name: 'subscription_id', type: 'uuid', values: created.map(() => subscriptionId) },
      { name: 'subscription_team_id', type: 'uuid', values: created.map((row) => row.user.subscriptionTeamId) },
      { name: 'unique_driver_pin', type: 'text', values: created.map((row) => row.uniqueDriverPin) },
    ]);
    await tx
      .update(subscriptions)
      .set({ currentUsers: sql`${subscriptions.currentUsers} + ${created.length}` })
      .where(eq(subscriptions.id, subscriptionId));
    await recordEvents(
      tx,
      created.map(({ userId, profileId }) => ({
        event: 'users.created' as const,
        subscriptionId,
        data: { userId, profileId },
      })),
    );
  }
  const { invites } = options;
  for (const { user, userId, email } of created) {
    if (!invites || user.email === null || options.passwordHashes.has(user.rowNumber)) continue;
    const { companyName, ...context } = invites;
    await sendAccountLinkEmail(tx, context, {
      userId,
      email,
      firstName: user.firstName,
      purpose: 'invite',
      templateParams: { companyName },
    });
  }
  for (const { user, uniqueDriverPin, userId, profileId } of created) {
    const message = user.email
      ? importMessage('imports.userCreated', { email: user.email })
      : importMessage('imports.userCreatedWithPin', { name: user.person, pin: uniqueDriverPin });
    settled.set(user.rowNumber, {
      rowNumber: user.rowNumber,
      person: user.person,
      outcome: 'created',
      messages: [message],
      created: { userId, profileId },
    });
  }
  return batch.map((user) => settled.get(user.rowNumber)!);
}
