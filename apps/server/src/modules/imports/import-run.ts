import { and, eq, lt, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { assertIdUnused } from '../../platform/tenancy/tenant-records.ts';
import { isUniqueViolation } from '../accounts/create-account.ts';
import { spreadsheetImports } from './spreadsheet-import.table.ts';

export interface ImportRunStart {
  id?: string | null;
  kind: 'users' | 'assignments';
  subscriptionId: string;
  blobReferenceId: string;
}

/**
 * A run still 'running' whose progress has not moved for this long was left by a server process that stopped; it no
 * longer holds its subscription's import slot. Every batch moves updatedAt on, and reading a file takes seconds.
 */
export const ABANDONED_RUN_MS = 15 * 60 * 1000;

/**
 * Claims the subscription's one import slot by recording a running run, committed at once so the progress bar can
 * see it. The partial unique index spreadsheet_imports_one_running_idx makes the claim hold across server
 * processes: a second import while one runs is told to wait.
 */
export async function claimImportRun(db: Database, actor: Actor, run: ImportRunStart): Promise<string> {
  const id = run.id ?? crypto.randomUUID();
  try {
    await db.transaction(async (tx) => {
      await assertIdUnused(tx, spreadsheetImports, id);
      await tx
        .update(spreadsheetImports)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(
          and(
            eq(spreadsheetImports.subscriptionId, run.subscriptionId),
            eq(spreadsheetImports.status, 'running'),
            lt(spreadsheetImports.updatedAt, new Date(Date.now() - ABANDONED_RUN_MS)),
          ),
        );
      await tx.insert(spreadsheetImports).values({ ...run, id, startedByUserId: actor.userId });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'errors.importAlreadyRunning');
    throw error;
  }
  return id;
}

/** Once the file is read: how many rows the run will write, for the progress bar. */
export async function setImportRunTotal(db: Database, id: string, totalRows: number): Promise<void> {
  await db.update(spreadsheetImports).set({ totalRows, updatedAt: new Date() }).where(eq(spreadsheetImports.id, id));
}

/**
 * Runs one import holding its subscription's import slot: claimed before the file is read (reading is what takes
 * the memory), released as finished or failed whatever happens.
 */
export async function runExclusiveImport<T>(
  db: Database,
  actor: Actor,
  run: ImportRunStart,
  work: (runId: string) => Promise<T>,
): Promise<T> {
  const runId = await claimImportRun(db, actor, run);
  try {
    const result = await work(runId);
    await finishImportRun(db, runId, 'finished');
    return result;
  } catch (error) {
    await finishImportRun(db, runId, 'failed');
    throw error;
  }
}

/** Moves the progress on by a batch, in the batch's own transaction: the count never runs ahead of what committed. */
export async function recordImportProgress(tx: Executor, id: string, rows: number): Promise<void> {
  await tx
    .update(spreadsheetImports)
    .set({ processedRows: sql`${spreadsheetImports.processedRows} + ${rows}`, updatedAt: new Date() })
    .where(eq(spreadsheetImports.id, id));
}

export async function finishImportRun(db: Database, id: string, status: 'finished' | 'failed'): Promise<void> {
  await db.update(spreadsheetImports).set({ status, updatedAt: new Date() }).where(eq(spreadsheetImports.id, id));
}
