import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/user.table.ts';
import { blobReferences } from '../files/blob-reference.table.ts';
import { tenantColumns } from '../subscriptions/tenant-columns.ts';

export const spreadsheetImportKindEnum = pgEnum('spreadsheet_import_kind', ['users', 'assignments']);
export const spreadsheetImportStatusEnum = pgEnum('spreadsheet_import_status', ['running', 'finished', 'failed']);

/**
 * One run of an import (docs/product/imports-and-exports.md#the-import-screens). It lives in the database, not in the
 * server's memory, so the progress bar can ask any server process how far the run has got; processedRows moves in the
 * same transaction as each batch.
 */
export const spreadsheetImports = pgTable(
  'spreadsheet_imports',
  {
    ...tenantColumns(),
    kind: spreadsheetImportKindEnum().notNull(),
    blobReferenceId: uuid()
      .notNull()
      .references(() => blobReferences.id),
    startedByUserId: uuid()
      .notNull()
      .references(() => users.id),
    totalRows: integer().notNull().default(0),
    processedRows: integer().notNull().default(0),
    status: spreadsheetImportStatusEnum().notNull().default('running'),
  },
  (t) => [
    index('spreadsheet_imports_subscription_idx').on(t.subscriptionId),
    // One import at a time per subscription, whichever server process runs it (claim-import-run.ts).
    uniqueIndex('spreadsheet_imports_one_running_idx').on(t.subscriptionId).where(sql`${t.status} = 'running'`),
  ],
);
