import { profileDetailsSchema } from '@roadmark/domain/account-forms';
import { idSchema } from '@roadmark/domain/ids';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { canEditProfile } from './profile.policy.ts';
import { profiles } from './profile.table.ts';

const updateSchema = profileDetailsSchema.extend({ id: idSchema });

export async function updateProfile({ actor, input, db }: { actor: Actor; input: unknown; db: Database }) {
  const { id, firstName, lastName } = parseInput(updateSchema, input);
  return db.transaction(async (tx) => {
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, id)).limit(1).for('update');
    if (!profile || profile.archived || !(await canEditProfile(tx, actor, profile))) throw notFound();
    const [updated] = await tx
      .update(profiles)
      .set({ firstName, lastName, updatedAt: new Date() })
      .where(eq(profiles.id, id))
      .returning();
    return updated!;
  });
}
