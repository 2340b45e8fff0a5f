import { profileDetailsSchema } from '@roadmark/domain/account-forms';
import { idSchema } from '@roadmark/domain/ids';
import { AppError } from '../../platform/errors.ts';
import { assertIdUnused } from '../../platform/tenancy/tenant-records.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { generateUniqueDriverPin } from '../accounts/generate-unique-driver-pin.ts';
import { getOwnProfile } from './get-own-profile.ts';
import { profiles } from './profile.table.ts';

const createSchema = profileDetailsSchema.extend({ id: idSchema.optional(), userId: idSchema.optional() });

/**
 * An account without a profile gets one from the profile page (docs/product/accounts.md#the-profile-area). Only for
 * oneself; the profile joins the account's own subscription (never one its owner is emulating) with a fresh driver PIN.
 */
export async function createOwnProfile({ actor, input, db }: UseCaseCall<unknown>) {
  const model = parseInput(createSchema, input);
  if (model.userId && model.userId !== actor.userId) throw new AppError('FORBIDDEN', 'errors.forbidden');
  return db.transaction(async (tx) => {
    if (await getOwnProfile({ actor, db: tx })) throw new AppError('CONFLICT', 'errors.idInUse');
    const id = model.id ?? crypto.randomUUID();
    await assertIdUnused(tx, profiles, id);
    const [profile] = await tx
      .insert(profiles)
      .values({
        id,
        userId: actor.userId,
        firstName: model.firstName,
        lastName: model.lastName,
        subscriptionId: actor.homeSubscriptionId,
        uniqueDriverPin: await generateUniqueDriverPin(tx),
      })
      .returning();
    return profile!;
  });
}
