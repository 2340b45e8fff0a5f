import { isUuid } from '@roadmark/domain/ids';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { users } from '../accounts/user.table.ts';
import type { assessments } from '../assessments/assessment.table.ts';
import { profiles } from '../people/profile.table.ts';
import type { questions } from '../questions/question.table.ts';

type VersionedTable = typeof assessments | typeof questions;

/**
 * Optimistic concurrency of the content editors, first step of a save, before anything is written: when the editor
 * says which version it opened and the stored record has moved on since, the save is refused (409) naming who saved
 * and when. The row stays locked for the rest of the transaction, so a second save of the same record waits and then
 * sees the version this one records. A caller that names no version (an API client that does not care), and a
 * record that does not exist yet, are let through.
 */
export async function assertEditVersion(
  tx: Executor,
  table: VersionedTable,
  id: unknown,
  expectedVersion: number | null | undefined,
): Promise<void> {
  if (expectedVersion === null || expectedVersion === undefined || !isUuid(id)) return;
  const t = asOneTable(table);
  const [row] = await tx
    .select({ editVersion: t.editVersion, savedByUserId: t.savedByUserId, savedAt: t.savedAt })
    .from(t)
    .where(eq(t.id, id))
    .for('update');
  if (!row || row.editVersion === expectedVersion) return;
  throw new AppError('CONFLICT', 'errors.contentSavedMeanwhile', {
    params: { name: await savedByName(tx, row.savedByUserId), savedAt: row.savedAt?.toISOString() ?? '' },
  });
}

/** Last step of a save: the record's version goes up by one, and the actor is recorded as the last to save it. */
export async function recordEditVersionSave(tx: Executor, table: VersionedTable, id: string, actor: Actor) {
  const t = asOneTable(table);
  await tx
    .update(t)
    .set({ editVersion: sql`${t.editVersion} + 1`, savedByUserId: actor.userId, savedAt: new Date() })
    .where(eq(t.id, id));
}

/** Both tables have the id and the edit-version columns; drizzle cannot query a union of tables, so one stands in. */
function asOneTable(table: VersionedTable) {
  return table as typeof assessments;
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
