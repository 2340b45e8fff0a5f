import { and, eq } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { spreadsheetImports } from './spreadsheet-import.table.ts';

/** How far a run has got (no rows to write until the file has been read), or null for anyone but its starter. */
export async function importProgress({ actor, input: { id }, db }: UseCaseCall<{ id: string }>) {
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
