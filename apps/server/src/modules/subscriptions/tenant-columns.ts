import { boolean, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/timestamps.ts';
import { subscriptions } from './subscription.table.ts';

/** The columns every tenant-owned record has: its id, its subscription, the archive flag and timestamps. */
export const tenantColumns = () => ({
  id: uuid().primaryKey(),
  subscriptionId: uuid()
    .notNull()
    .references(() => subscriptions.id),
  archived: boolean().notNull().default(false),
  ...timestamps(),
});
