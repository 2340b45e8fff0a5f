import { bigint, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/user.table.ts';
import { tenantColumns } from '../subscriptions/tenant-columns.ts';

/**
 * Content media is for signed-in users of the platform; a brand image is shown on sign-in pages, so anyone may read
 * it; an import file (a spreadsheet of people) only ever to the person who uploaded it.
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
  },
  (t) => [index('blob_references_subscription_idx').on(t.subscriptionId)],
);
