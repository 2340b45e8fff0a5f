import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { blobReferences } from './blob-reference.table.ts';

/**
 * Every record that names a stored file, by a media column or by an /api/blobs/{id} link in its rich text: the
 * questions, answers and feedback of the question bank, assessments and their feedback, subscriptions' brand images
 * and import runs. Database triggers keep it (record_blob_uses, migration 0017_blob_uses_and_one_import_at_a_time),
 * so no writer can forget it. It answers two questions fast: whether licensed content uses a file (reading it), and
 * whether anything uses it at all (the daily sweep).
 */
export const blobUses = pgTable(
  'blob_uses',
  {
    blobReferenceId: uuid()
      .notNull()
      .references(() => blobReferences.id),
    /** The table and row that names the file. */
    sourceTable: text().notNull(),
    sourceId: uuid().notNull(),
    /** The question whose content names it (a question, its answer or feedback); null otherwise. */
    questionId: uuid(),
    /** The assessment whose content names it (an assessment or its feedback); null otherwise. */
    assessmentId: uuid(),
  },
  (t) => [
    primaryKey({ columns: [t.sourceTable, t.sourceId, t.blobReferenceId] }),
    index('blob_uses_blob_idx').on(t.blobReferenceId),
  ],
);
