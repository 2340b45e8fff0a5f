import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { users } from '../accounts/user.table.ts';
import type { assessments } from '../assessments/assessment.table.ts';
import { profiles } from '../profiles/profile.table.ts';
import type { questions } from '../questions/question.table.ts';

/**
 * Optimistic concurrency of the content editors. Within the save's transaction: when the editor says which version it
 * opened and the record has moved on since, the save is refused (409) naming who saved and when, and nothing is
 * written; otherwise the version goes up by one and the actor is recorded as the last to save. A caller that names
 * no version (an API client that does not care) is let through.
 */
export async function claimEditVersion(
  tx: Executor,
  table: typeof assessments | typeof questions,
  id: string,
  expectedVersion: number | null | undefined,
  actor: Actor,
): Promise<void> {
  // Both tables have the id and the edit-version columns; drizzle cannot query a union of tables, so one stands in.
  const t = table as typeof assessments;
  const [row] = await tx
    .select({ editVersion: t.editVersion, savedByUserId: t.savedByUserId, savedAt: t.savedAt })
    .from(t)
    .where(eq(t.id, id))
    .for('update');
  if (!row) return;
  if (expectedVersion !== null && expectedVersion !== undefined && row.editVersion !== expectedVersion) {
    throw new AppError('CONFLICT', 'errors.contentSavedMeanwhile', {
      params: { name: await savedByName(tx, row.savedByUserId), savedAt: row.savedAt?.toISOString() ?? '' },
    });
  }
  await tx
    .update(t)
    .set({ editVersion: row.editVersion + 1, savedByUserId: actor.userId, savedAt: new Date() })
    .where(eq(t.id, id));
}

/** The name of the person who saved last, as colleagues know them: the name on their profile, else their email. */
async function savedByName(tx: Executor, userId: string | null): Promise<string> {
  if (!userId) return '';
  const [person] = await tx
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, email: users.email })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .orderBy(profiles.archived)
    .limit(1);
  const name = `${person?.firstName ?? ''} ${person?.lastName ?? ''}`.trim();
  return name || person?.email || '';
}
