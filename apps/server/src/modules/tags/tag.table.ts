import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from '../subscriptions/subscription.table.ts';

export const questionTags = pgTable(
  'question_tags',
  {
    id: uuid().primaryKey(),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id),
    name: text().notNull(),
    archived: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('question_tags_listing_idx').on(t.subscriptionId, t.archived, sql`lower(${t.name})`)],
);
