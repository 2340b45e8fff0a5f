import { USER_IMPORT_COLUMNS } from '@roadmark/domain/imports/import-columns';
import { importUsersSchema } from '@roadmark/domain/imports/import-inputs';
import { ROLE_GROUPS } from '@roadmark/domain/roles';
import type { Actor } from '../../platform/auth/actor.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { Database } from '../../platform/db/database.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { parseInput } from '../../platform/validation.ts';
import type { AccountEmailContext } from '../accounts/account-emails.ts';
import { assertTeamOfSubscription } from '../accounts/create-account.ts';
import { assertGrantableRoleGroup, grantableRoleGroups } from '../people/person.policy.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import type { SpreadsheetImportResult } from './import-result.ts';
import { finishImportRun, startImportRun } from './import-run.ts';
import { loadImportFile } from './load-import-file.ts';
import { assertColumns } from './match-import-columns.ts';
import { type PlannedUser, planUserImport } from './plan-user-import.ts';
import { runImportBatches } from './run-import-batches.ts';
import { pinPeopleNamed, subscriptionOfEmails, teamIdsByName } from './user-import-lookups.ts';
import { nameKey, userImportRow } from './user-import-rows.ts';
import { writeUserBatch } from './write-user-batch.ts';

export interface ImportUsersDeps {
  db: Database;
  storage: FileStorage;
  actor: Actor;
  pinEmailDomain: string;
  email: AccountEmailContext;
  onBatchError: (error: unknown) => void;
}

/** The group a row without one gets: the form's choice, by name or id, which the importer must be able to give. */
function defaultRoleGroupId(actor: Actor, subscription: { id: string; subscriptionType: string }, roleGroup: string) {
  const named = ROLE_GROUPS.find((group) => group.name.toLowerCase() === roleGroup.toLowerCase());
  return assertGrantableRoleGroup(actor, subscription, named?.id ?? roleGroup).id;
}

async function passwordHashes(batch: PlannedUser[]): Promise<Map<number, string>> {
  const withPassword = batch.filter((user) => user.password !== null);
  const hashes = await Promise.all(withPassword.map((user) => hashPassword(user.password!)));
  return new Map(withPassword.map((user, index) => [user.rowNumber, hashes[index]!]));
}

/**
 * importUsers (spec 3 §4.5, §5): reads the uploaded file, checks every row, then creates the new people a batch per
 * transaction. When the new people would pass the subscription's user limit nothing is imported and the result says
 * so (maxUsersExceeded, no rows). Rows come back in file order.
 */
export async function importUsers(input: unknown, deps: ImportUsersDeps): Promise<SpreadsheetImportResult> {
  const model = parseInput(importUsersSchema, input);
  const { db, actor } = deps;
  const subscription = await findVisibleSubscription(db, actor, model.subscriptionId);
  const roleGroupId = defaultRoleGroupId(actor, subscription, model.roleGroup);
  if (model.subscriptionTeamId) await assertTeamOfSubscription(db, model.subscriptionTeamId, subscription.id);
  const { blob, content } = await loadImportFile(db, deps.storage, actor, model.blobId);
  const { positions } = assertColumns(content.header, USER_IMPORT_COLUMNS, blob.filename);
  const rows = content.rows.map((row) => userImportRow(row, positions));
  const emails = rows.flatMap((row) => (row.email.includes('@') ? [row.email.trim().toLowerCase()] : []));
  const pinNames = rows.filter((row) => row.email === '').map((row) => nameKey(row.firstName, row.lastName));
  const plan = planUserImport(rows, {
    subscriptionId: subscription.id,
    pinEmailDomain: deps.pinEmailDomain,
    defaultRoleGroupId: roleGroupId,
    defaultTeamId: model.subscriptionTeamId ?? null,
    grantableRoleGroupIds: new Set(grantableRoleGroups(actor, subscription).map((group) => group.id)),
    teamIdsByName: await teamIdsByName(db, subscription.id),
    subscriptionOfEmail: await subscriptionOfEmails(db, emails),
    pinPeopleNames: await pinPeopleNamed(db, subscription.id, deps.pinEmailDomain, pinNames),
  });
  const toCreate = plan.flatMap((row) => ('create' in row ? [row.create] : []));
  const limited = subscription.restrictMaxUsers && subscription.maxUsers > 0;
  const base = { filename: blob.filename, totalRows: rows.length, notices: [] };
  if (limited && subscription.currentUsers + toCreate.length > subscription.maxUsers) {
    return {
      ...base,
      importId: model.importId ?? crypto.randomUUID(),
      changedCount: 0,
      maxUsersExceeded: true,
      rows: [],
    };
  }
  const runId = await startImportRun(db, actor, {
    id: model.importId,
    kind: 'users',
    subscriptionId: subscription.id,
    blobReferenceId: blob.id,
    totalRows: toCreate.length,
  });
  const invites = model.sendInvites ? { ...deps.email, companyName: subscription.companyName } : null;
  const written = await runImportBatches(
    db,
    runId,
    toCreate,
    async (tx, batch) =>
      writeUserBatch(tx, batch, {
        subscriptionId: subscription.id,
        pinEmailDomain: deps.pinEmailDomain,
        passwordHashes: await passwordHashes(batch),
        invites,
      }),
    deps.onBatchError,
  );
  await finishImportRun(db, runId, 'finished');
  const byRow = new Map(written.map((result) => [result.rowNumber, result]));
  const results = plan.map((row) => ('create' in row ? byRow.get(row.create.rowNumber)! : row.result));
  const changedCount = results.filter((row) => row.outcome === 'created').length;
  return { ...base, importId: runId, changedCount, maxUsersExceeded: false, rows: results };
}
