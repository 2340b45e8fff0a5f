import { inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { users } from '../accounts/user.table.ts';
import type { UserRow } from '../people/get-user.ts';
import { selectProfilesWithPerson } from '../people/person-columns.ts';
import { profiles } from '../people/profile.table.ts';
import type { SpreadsheetImportResult } from './import-result.ts';

type ProfileWithPerson = Awaited<ReturnType<ReturnType<typeof selectProfilesWithPerson>['execute']>>[number];

export interface ImportedPeople {
  users: Map<string, UserRow>;
  profiles: Map<string, ProfileWithPerson>;
}

/** Ids per query: well under PostgreSQL's limit of bound parameters in one statement, however large the file. */
const IDS_PER_QUERY = 5000;

/**
 * The accounts and profiles the rows of an import created, read a few thousand at a time for the whole result, so
 * asking for every row's user and profile does not cost a query per row. They were just created by the importer in a
 * subscription they administer, of role groups they may give, so they are people the importer manages.
 */
export async function loadImportedPeople(db: Executor, result: SpreadsheetImportResult): Promise<ImportedPeople> {
  const created = result.rows.flatMap((row) => (row.created ? [row.created] : []));
  const people: ImportedPeople = { users: new Map(), profiles: new Map() };
  for (let start = 0; start < created.length; start += IDS_PER_QUERY) {
    const batch = created.slice(start, start + IDS_PER_QUERY);
    const userIds = batch.map((person) => person.userId);
    for (const user of await db.select().from(users).where(inArray(users.id, userIds))) {
      people.users.set(user.id, user);
    }
    const profileIds = batch.map((person) => person.profileId);
    for (const profile of await selectProfilesWithPerson(db).where(inArray(profiles.id, profileIds))) {
      people.profiles.set(profile.id, profile);
    }
  }
  return people;
}
