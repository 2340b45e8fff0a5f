import { bigint, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/user.table.ts';
import { tenantColumns } from '../subscriptions/tenant-columns.ts';

/**
 * What a file was uploaded for, which decides who may read it (blob-reference.policy.ts): content media of the
 * provider's content, a brand image (public), an import file (a spreadsheet of people, kept inside its subscription).
 */
export const blobVisibilityEnum = pgEnum('blob_visibility', ['content', 'brand', 'import']);

/** One stored file: its bytes live in file storage under storageReference, this row says what it is and who may read it. */
export const blobReferences = pgTable(
  'blob_references',
  {
    ...tenantColumns(),
    filename: text().notNull(),
    mimeType: text().notNull(),
    storageReference: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    visibility: blobVisibilityEnum().notNull().default('content'),
    uploadedByUserId: uuid()
      .notNull()
      .references(() => users.id),
    /**
     * Since when nothing has used the file (blob_uses), null while something does; set on upload and kept by the
     * blob_uses triggers. The daily sweep removes files unused for a day.
     */
    unusedSince: timestamp({ withTimezone: true }).defaultNow(),
  },
  (t) => [
    index('blob_references_subscription_idx').on(t.subscriptionId),
    index('blob_references_unused_idx').on(t.unusedSince),
  ],
);
