import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database, Executor } from '../../platform/db/database.ts';
import { assertIdUnused } from '../../platform/tenancy/tenant-records.ts';
import { spreadsheetImports } from './spreadsheet-import.table.ts';

export interface ImportRunStart {
  id?: string | null;
  kind: 'users' | 'assignments';
  subscriptionId: string;
  blobReferenceId: string;
  totalRows: number;
}

/** Records that a run has begun, committed at once so the progress bar can see it. */
export async function startImportRun(db: Database, actor: Actor, run: ImportRunStart): Promise<string> {
  const id = run.id ?? crypto.randomUUID();
  await db.transaction(async (tx) => {
    await assertIdUnused(tx, spreadsheetImports, id);
    await tx.insert(spreadsheetImports).values({
      id,
      kind: run.kind,
      subscriptionId: run.subscriptionId,
      blobReferenceId: run.blobReferenceId,
      startedByUserId: actor.userId,
      totalRows: run.totalRows,
    });
  });
  return id;
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

/**
 * How far a run has got, or null before the file has been read (the run is recorded once its rows are counted) and
 * for anyone but the person who started it.
 */
export async function importProgress(db: Executor, actor: Actor, id: string) {
  const [run] = await db
    .select({
      id: spreadsheetImports.id,
      totalRows: spreadsheetImports.totalRows,
      processedRows: spreadsheetImports.processedRows,
      status: spreadsheetImports.status,
    })
    .from(spreadsheetImports)
    .where(and(eq(spreadsheetImports.id, id), eq(spreadsheetImports.startedByUserId, actor.userId)));
  return run ?? null;
}
