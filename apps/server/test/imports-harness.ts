import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RoleGroupName } from '@roadmark/domain/roles';
import { and, eq, notLike } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { users } from '../src/modules/accounts/user.table.ts';
import { profiles } from '../src/modules/people/profile.table.ts';
import type { Database } from '../src/platform/db/database.ts';
import { buildAssessment, buildTeam, license } from './assignments-harness.ts';
import { type BuiltUser, buildSubscription, buildUser } from './factories.ts';
import type { useFilesApp } from './files-harness.ts';
import { gql } from './graphql-client.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'spreadsheets');

/** A spreadsheet fixture as a real spreadsheet program saved it (see fixtures/spreadsheets/README.md). */
export function spreadsheetFixture(name: string): Buffer {
  return readFileSync(path.join(FIXTURES, name));
}

/** An xlsx made now, for cases no saved fixture covers (formulas, many rows); cells may be ExcelJS cell values. */
export async function xlsxOf(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const ROW_FIELDS = 'rowNumber person outcome messages { key text }';
export const RESULT_FIELDS = `importId filename totalRows changedCount maxUsersExceeded notices { key text } rows { ${ROW_FIELDS} }`;

export const IMPORT_USERS = `mutation ($blobId: ID!, $subscriptionId: ID!, $subscriptionTeamId: ID, $roleGroup: String!, $importId: ID, $sendInvites: Boolean) {
  importUsers(blobId: $blobId, subscriptionId: $subscriptionId, subscriptionTeamId: $subscriptionTeamId, roleGroup: $roleGroup, importId: $importId, sendInvites: $sendInvites) { ${RESULT_FIELDS} }
}`;

export const IMPORT_ASSIGNMENTS = `mutation ($blobId: ID!, $subscriptionId: ID!, $importId: ID) {
  importUserAssessmentAssignments(blobId: $blobId, subscriptionId: $subscriptionId, importId: $importId) { ${RESULT_FIELDS} }
}`;

export const IMPORT_PROGRESS = `query ($id: ID!) { spreadsheetImportProgress(id: $id) { id totalRows processedRows status } }`;

export interface ImportRow {
  rowNumber: number;
  person: string;
  outcome: string;
  messages: { key: string; text: string }[];
}

export interface ImportResultShape {
  importId: string;
  filename: string;
  totalRows: number;
  changedCount: number;
  maxUsersExceeded: boolean;
  notices: { key: string; text: string }[];
  rows: ImportRow[];
}

/** The files app with helpers to upload an import file and run an import as someone. */
export function importHelpers(files: ReturnType<typeof useFilesApp>) {
  const { ctx, upload } = files;

  async function uploadImport(filename: string, content: Buffer, who: BuiltUser): Promise<string> {
    const response = await upload([{ filename, content }], { cookie: who.cookie, query: '?purpose=import' });
    if (response.statusCode !== 200) throw new Error(`upload refused: ${response.body}`);
    return response.json()[0].id;
  }

  async function importUsersAs(who: BuiltUser, variables: Record<string, unknown>) {
    return gql<{ importUsers: ImportResultShape }>(ctx.app, IMPORT_USERS, { cookie: who.cookie, variables });
  }

  async function importAssignmentsAs(who: BuiltUser, variables: Record<string, unknown>) {
    return gql<{ importUserAssessmentAssignments: ImportResultShape }>(ctx.app, IMPORT_ASSIGNMENTS, {
      cookie: who.cookie,
      variables,
    });
  }

  return { uploadImport, importUsersAs, importAssignmentsAs };
}

/** The people of a subscription as imports made them (the factories' own people left out), by email. */
export async function peopleOf(db: Database, subscriptionId: string) {
  return db
    .select({
      email: users.email,
      emailConfirmed: users.emailConfirmed,
      passwordHash: users.passwordHash,
      roleGroupId: users.roleGroupId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      subscriptionTeamId: profiles.subscriptionTeamId,
      uniqueDriverPin: profiles.uniqueDriverPin,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.subscriptionId, subscriptionId), notLike(users.email, '%@example.test')))
    .orderBy(users.email);
}

/**
 * A customer with the teams and licences the fixtures name: North depot, South depot and Induction (the form's
 * team), and Hazard perception assessment, Night driving training and Fatigue awareness; and its overview manager.
 */
export async function buildImportWorld(db: Database, overrides: Parameters<typeof buildSubscription>[1] = {}) {
  const subscription = await buildSubscription(db, overrides);
  const manager = await buildUser(db, { subscriptionId: subscription.id, roleGroup: RoleGroupName.OverviewManager });
  const teams = {
    north: await buildTeam(db, subscription.id, 'North depot'),
    south: await buildTeam(db, subscription.id, 'South depot'),
    induction: await buildTeam(db, subscription.id, 'Induction'),
  };
  const assessments = {
    hazard: await buildAssessment(db, 'Hazard perception assessment'),
    night: await buildAssessment(db, 'Night driving training', { assessmentType: 'TrainingModule' }),
    fatigue: await buildAssessment(db, 'Fatigue awareness'),
  };
  for (const id of Object.values(assessments)) await license(db, subscription.id, id, 2);
  return { subscription, manager, teams, assessments };
}
