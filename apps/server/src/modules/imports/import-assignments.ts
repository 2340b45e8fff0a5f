import { ASSIGNMENT_IMPORT_PERSON_COLUMN, normalizeHeader } from '@roadmark/domain/imports/import-columns';
import { importAssignmentsSchema } from '@roadmark/domain/imports/import-inputs';
import type { Executor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { licensedAssessments, managedPeopleByEmailOrPin } from './assignment-import-lookups.ts';
import { type ImportMessage, importMessage, type SpreadsheetImportResult } from './import-result.ts';
import { runExclusiveImport, setImportRunTotal } from './import-run.ts';
import { findImportFile } from './load-import-file.ts';
import { assertColumns } from './match-import-columns.ts';
import { type AssessmentColumn, personEntry, planAssignmentImport } from './plan-assignment-import.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import { runImportBatches } from './run-import-batches.ts';
import { cellAt } from './spreadsheet-rows.ts';
import { assignmentChanges, writeAssignmentBatch } from './write-assignment-batch.ts';

type ImportAssignmentsCall = UseCaseCall<unknown, { storage: FileStorage; onBatchError: (error: unknown) => void }>;

/**
 * The assessment columns of the header: each must name a licensed assessment or training module, compared without
 * regard to case or surrounding spaces. Columns that name nothing licensed are left out and reported; a file with no
 * assessment column at all is refused, as is one naming an assessment twice.
 */
function assessmentColumns(
  unmatched: { position: number; header: string }[],
  licensed: Awaited<ReturnType<typeof licensedAssessments>>,
  filename: string,
) {
  const columns: AssessmentColumn[] = [];
  const notices: ImportMessage[] = [];
  for (const { position, header } of unmatched) {
    const assessment = licensed.find((candidate) => candidate.name.trim().toLowerCase() === header.toLowerCase());
    if (!assessment) notices.push(importMessage('imports.unknownAssessmentColumn', { header }));
    else if (columns.some((column) => column.assessment.assessmentId === assessment.assessmentId)) {
      throw new AppError('BAD_USER_INPUT', 'errors.importRepeatedColumns', { params: { filename, columns: header } });
    } else columns.push({ position, assessment });
  }
  if (columns.length === 0)
    throw new AppError('BAD_USER_INPUT', 'errors.importNoAssessmentColumns', { params: { filename } });
  return { columns, notices };
}

/**
 * importUserAssessmentAssignments (docs/product/imports-and-exports.md#imports): an email or PIN column and one Yes /
 * No / empty column per assessment or training module. Rows are applied a batch per transaction; importing the same
 * file again changes nothing further. Rows come back in file order.
 */
export async function importAssignments(call: ImportAssignmentsCall): Promise<SpreadsheetImportResult> {
  const { actor, input, db } = call;
  const model = parseInput(importAssignmentsSchema, input);
  const subscription = await findVisibleSubscription(db, actor, model.subscriptionId);
  const blob = await findImportFile(db, actor, model.blobId);
  const run = {
    id: model.importId,
    kind: 'assignments' as const,
    subscriptionId: subscription.id,
    blobReferenceId: blob.id,
  };
  return runExclusiveImport(db, actor, run, async (runId) => {
    const content = await readSpreadsheet(blob, call.storage);
    const matched = assertColumns(content.header, [ASSIGNMENT_IMPORT_PERSON_COLUMN], blob.filename);
    const personPosition = matched.positions.person!;
    const licensed = await licensedAssessments(db, subscription.id);
    const { columns, notices } = assessmentColumns(
      matched.unmatched.filter((column) => normalizeHeader(column.header) !== ''),
      licensed,
      blob.filename,
    );
    const entries = content.rows.map((row) => cellAt(row, personPosition)).filter((entry) => entry !== '');
    const userIdOf = await managedPeopleByEmailOrPin(db, actor, subscription.id, {
      emails: entries.filter((entry) => entry.includes('@')).map(personEntry),
      pins: entries.filter((entry) => !entry.includes('@')).map(personEntry),
    });
    const plan = planAssignmentImport(content.rows, personPosition, columns, userIdOf);
    const toWrite = plan.flatMap((row) => ('write' in row ? [row.write] : []));
    await setImportRunTotal(db, runId, toWrite.length);
    const write = (tx: Executor, batch: typeof toWrite) => writeAssignmentBatch(tx, batch, subscription.id);
    const written = await runImportBatches(db, runId, toWrite, write, call.onBatchError);
    const byRow = new Map(written.map((result) => [result.rowNumber, result]));
    const rows = plan.map((row) => ('write' in row ? byRow.get(row.write.rowNumber)! : row.result));
    const changedCount = assignmentChanges(rows);
    const totalRows = content.rows.length;
    return {
      importId: runId,
      filename: blob.filename,
      totalRows,
      changedCount,
      maxUsersExceeded: false,
      notices,
      rows,
    };
  });
}
