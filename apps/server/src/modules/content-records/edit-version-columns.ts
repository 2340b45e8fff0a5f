import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/user.table.ts';

/**
 * The columns of a record two people may edit at once (an assessment, a question): its edit version, which every
 * save of the editor raises by one, and who saved it last and when.
 */
export const editVersionColumns = () => ({
  editVersion: integer().notNull().default(1),
  savedByUserId: uuid().references(() => users.id),
  savedAt: timestamp({ withTimezone: true }),
});
