import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantColumns } from '../subscriptions/tenant-columns.ts';

export const questionTags = pgTable('question_tags', { ...tenantColumns(), name: text().notNull() }, (t) => [
  index('question_tags_listing_idx').on(t.subscriptionId, t.archived, sql`lower(${t.name})`),
]);
