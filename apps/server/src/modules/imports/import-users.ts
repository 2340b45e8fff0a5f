import { USER_IMPORT_COLUMNS } from '@roadmark/domain/imports/import-columns';
import { importUsersSchema } from '@roadmark/domain/imports/import-inputs';
import { ROLE_GROUPS } from '@roadmark/domain/roles';
import type { Actor } from '../../platform/auth/actor.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import type { AccountEmailContext } from '../accounts/account-emails.ts';
import { assertTeamOfSubscription } from '../accounts/create-account.ts';
import { assertGrantableRoleGroup, grantableRoleGroups } from '../accounts/person.policy.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import type { SpreadsheetImportResult } from './import-result.ts';
import { runExclusiveImport, setImportRunTotal } from './import-run.ts';
import { findImportFile } from './load-import-file.ts';
import { assertColumns } from './match-import-columns.ts';
import { type PlannedUser, planUserImport } from './plan-user-import.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import { runImportBatches } from './run-import-batches.ts';
import type { SpreadsheetContent } from './spreadsheet-rows.ts';
import { pinPeopleNamed, subscriptionOfEmails, teamIdsByName } from './user-import-lookups.ts';
import { nameKey, userImportRow } from './user-import-rows.ts';
import { writeUserBatch } from './write-user-batch.ts';

type ImportUsersCall = UseCaseCall<
  unknown,
  {
    storage: FileStorage;
    pinEmailDomain: string;
    email: AccountEmailContext;
    onBatchError: (error: unknown) => void;
  }
>;

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

type Subscription = Awaited<ReturnType<typeof findVisibleSubscription>>;

/** Every row of the file checked and planned: who is created, and what each other row reports. */
async function planUsers(
  content: SpreadsheetContent,
  filename: string,
  context: { call: ImportUsersCall; subscription: Subscription; roleGroupId: string; defaultTeamId: string | null },
) {
  const { call, subscription } = context;
  const { positions } = assertColumns(content.header, USER_IMPORT_COLUMNS, filename);
  const rows = content.rows.map((row) => userImportRow(row, positions));
  const emails = rows.flatMap((row) => (row.email.includes('@') ? [row.email.trim().toLowerCase()] : []));
  const pinNames = rows.filter((row) => row.email === '').map((row) => nameKey(row.firstName, row.lastName));
  const plan = planUserImport(rows, {
    subscriptionId: subscription.id,
    pinEmailDomain: call.pinEmailDomain,
    defaultRoleGroupId: context.roleGroupId,
    defaultTeamId: context.defaultTeamId,
    grantableRoleGroupIds: new Set(grantableRoleGroups(call.actor, subscription).map((group) => group.id)),
    teamIdsByName: await teamIdsByName(call.db, subscription.id),
    subscriptionOfEmail: await subscriptionOfEmails(call.db, emails),
    pinPeopleNames: await pinPeopleNamed(call.db, subscription.id, call.pinEmailDomain, pinNames),
  });
  return { totalRows: rows.length, plan };
}

/**
 * importUsers (docs/product/imports-and-exports.md#the-import-screens): reads the uploaded file, checks every row, then
 * creates the new people a batch per transaction, one import per subscription at a time. When the new people would pass
 * the subscription's user limit nothing is imported and the result says so (maxUsersExceeded, no rows). Rows come back
 * in file order.
 */
export async function importUsers(call: ImportUsersCall): Promise<SpreadsheetImportResult> {
  const { actor, input, db } = call;
  const model = parseInput(importUsersSchema, input);
  const subscription = await findVisibleSubscription(db, actor, model.subscriptionId);
  const roleGroupId = defaultRoleGroupId(actor, subscription, model.roleGroup);
  const defaultTeamId = model.subscriptionTeamId ?? null;
  if (defaultTeamId) await assertTeamOfSubscription(db, defaultTeamId, subscription.id);
  const blob = await findImportFile(db, actor, model.blobId);
  const run = { id: model.importId, kind: 'users' as const, subscriptionId: subscription.id, blobReferenceId: blob.id };
  return runExclusiveImport(db, actor, run, async (runId) => {
    const content = await readSpreadsheet(blob, call.storage);
    const context = { call, subscription, roleGroupId, defaultTeamId };
    const { totalRows, plan } = await planUsers(content, blob.filename, context);
    const toCreate = plan.flatMap((row) => ('create' in row ? [row.create] : []));
    const limited = subscription.restrictMaxUsers && subscription.maxUsers > 0;
    const base = { importId: runId, filename: blob.filename, totalRows, notices: [] };
    if (limited && subscription.currentUsers + toCreate.length > subscription.maxUsers) {
      return { ...base, changedCount: 0, maxUsersExceeded: true, rows: [] };
    }
    await setImportRunTotal(db, runId, toCreate.length);
    const written = await createUsers(runId, toCreate, { call, subscription, sendInvites: !!model.sendInvites });
    const byRow = new Map(written.map((result) => [result.rowNumber, result]));
    const results = plan.map((row) => ('create' in row ? byRow.get(row.create.rowNumber)! : row.result));
    const changedCount = results.filter((row) => row.outcome === 'created').length;
    return { ...base, changedCount, maxUsersExceeded: false, rows: results };
  });
}

/** Creates the planned people a batch per transaction, with their invitations when asked for. */
function createUsers(
  runId: string,
  toCreate: PlannedUser[],
  context: { call: ImportUsersCall; subscription: Subscription; sendInvites: boolean },
) {
  const { call, subscription } = context;
  const invites = context.sendInvites ? { ...call.email, companyName: subscription.companyName } : null;
  return runImportBatches(
    call.db,
    runId,
    toCreate,
    async (tx, batch) =>
      writeUserBatch(tx, batch, {
        subscriptionId: subscription.id,
        pinEmailDomain: call.pinEmailDomain,
        passwordHashes: await passwordHashes(batch),
        invites,
      }),
    call.onBatchError,
  );
}
