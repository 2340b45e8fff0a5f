import { IMPORT_BATCH_ROWS } from '@roadmark/domain/imports/import-limits';
import type { Database, Executor } from '../../platform/db/database.ts';
import { failedRow, type ImportRowResult, importMessage } from './import-result.ts';
import { recordImportProgress } from './import-run.ts';

interface BatchItem {
  rowNumber: number;
  person: string;
}

/**
 * Writes the items a batch at a time, each batch in one transaction with the run's progress: a batch commits whole
 * or not at all. A batch that fails leaves earlier batches in place and its own rows reported as failed; the import
 * is idempotent, so importing the file again completes it.
 */
export async function runImportBatches<Item extends BatchItem>(
  db: Database,
  runId: string,
  items: Item[],
  write: (tx: Executor, batch: Item[]) => Promise<ImportRowResult[]>,
  onBatchError: (error: unknown) => void,
): Promise<ImportRowResult[]> {
  const results: ImportRowResult[] = [];
  for (let start = 0; start < items.length; start += IMPORT_BATCH_ROWS) {
    const batch = items.slice(start, start + IMPORT_BATCH_ROWS);
    try {
      results.push(
        ...(await db.transaction(async (tx) => {
          const written = await write(tx, batch);
          await recordImportProgress(tx, runId, batch.length);
          return written;
        })),
      );
    } catch (error) {
      onBatchError(error);
      results.push(
        ...batch.map((item) => failedRow(item.rowNumber, item.person, [importMessage('imports.batchFailed')])),
      );
      await recordImportProgress(db, runId, batch.length);
    }
  }
  return results;
}
