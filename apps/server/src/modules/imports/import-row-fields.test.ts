import { isUuid } from '@roadmark/domain/ids';
import { describe, expect, it } from 'vitest';
import { useFilesApp } from '../../../test/files-harness.ts';
import { gql } from '../../../test/graphql-client.ts';
import { buildImportWorld, importHelpers, spreadsheetFixture, xlsxOf } from '../../../test/imports-harness.ts';

const ROW = `id rowNumber successful errors outcome messages { text }
  user { id email roleGroup { name } } profile { id userId firstName lastName subscriptionId subscriptionTeamId }`;
const IMPORT_USERS = `mutation ($blobId: ID!, $subscriptionId: ID!, $subscriptionTeamId: ID) {
  importUsers(blobId: $blobId, subscriptionId: $subscriptionId, subscriptionTeamId: $subscriptionTeamId,
    roleGroup: "Driver") { importId rows { ${ROW} } }
}`;
const IMPORT_ASSIGNMENTS = `mutation ($blobId: ID!, $subscriptionId: ID!) {
  importUserAssessmentAssignments(blobId: $blobId, subscriptionId: $subscriptionId) { importId rows { ${ROW} } }
}`;

interface Row {
  id: string;
  rowNumber: number;
  successful: boolean;
  errors: string[];
  outcome: string;
  messages: { text: string }[];
  user: { id: string; email: string; roleGroup: { name: string } } | null;
  profile: { id: string; userId: string; firstName: string; subscriptionId: string; subscriptionTeamId: string } | null;
}

describe('import result rows: id, rowNumber, successful, errors, user and profile beside outcome and messages', () => {
  const files = useFilesApp();
  const { ctx } = files;
  const { uploadImport } = importHelpers(files);

  it('gives a created row its account and profile, and a refused row its errors and no one', async () => {
    const world = await buildImportWorld(ctx.db);
    const content = await xlsxOf([
      ['Email', 'First name', 'Last name', 'Team', 'Security group', 'Password'],
      ['row.fields@example.com', 'Rhea', 'Fields', '', '', ''],
      ['row.fields@example.com', 'Twice', 'Listed', '', '', ''],
      ['', 'Pia', 'Pin', '', '', ''],
    ]);
    const blobId = await uploadImport('row-fields.xlsx', content, world.manager);
    const response = await gql<{ importUsers: { importId: string; rows: Row[] } }>(ctx.app, IMPORT_USERS, {
      cookie: world.manager.cookie,
      variables: { blobId, subscriptionId: world.subscription.id, subscriptionTeamId: world.teams.induction },
    });
    expect(response.errors).toBeUndefined();
    const [created, repeated, pinPerson] = response.data!.importUsers.rows;

    expect(created).toMatchObject({ rowNumber: 2, successful: true, errors: [], outcome: 'Created' });
    expect(created!.user).toMatchObject({ email: 'row.fields@example.com', roleGroup: { name: 'Driver' } });
    expect(created!.profile).toMatchObject({
      userId: created!.user!.id,
      firstName: 'Rhea',
      subscriptionId: world.subscription.id,
      subscriptionTeamId: world.teams.induction,
    });

    expect(repeated).toMatchObject({ rowNumber: 3, successful: false, outcome: 'Failed', user: null, profile: null });
    expect(repeated!.errors).toEqual(repeated!.messages.map((message) => message.text));
    expect(repeated!.errors.length).toBeGreaterThan(0);

    expect(pinPerson).toMatchObject({ rowNumber: 4, successful: true, errors: [] });
    expect(pinPerson!.profile!.userId).toBe(pinPerson!.user!.id);

    const ids = response.data!.importUsers.rows.map((row) => row.id);
    expect(ids.every(isUuid)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives assignment rows no user or profile (their message says what changed) and errors when refused', async () => {
    const world = await buildImportWorld(ctx.db);
    const people = await uploadImport('users-basic.csv', spreadsheetFixture('users-basic.csv'), world.manager);
    await gql(ctx.app, IMPORT_USERS, {
      cookie: world.manager.cookie,
      variables: { blobId: people, subscriptionId: world.subscription.id },
    });
    const blobId = await uploadImport('assignments.csv', spreadsheetFixture('assignments.csv'), world.manager);
    const response = await gql<{ importUserAssessmentAssignments: { rows: Row[] } }>(ctx.app, IMPORT_ASSIGNMENTS, {
      cookie: world.manager.cookie,
      variables: { blobId, subscriptionId: world.subscription.id },
    });
    expect(response.errors).toBeUndefined();
    const rows = response.data!.importUserAssessmentAssignments.rows;
    expect(rows.every((row) => row.user === null && row.profile === null)).toBe(true);
    const amelia = rows.find((row) => row.rowNumber === 2)!;
    expect(amelia).toMatchObject({ successful: true, errors: [] });
    expect(amelia.messages.length).toBeGreaterThan(0);
    const unknown = rows.find((row) => row.rowNumber === 5)!;
    expect(unknown.successful).toBe(false);
    expect(unknown.errors).toEqual(unknown.messages.map((message) => message.text));
  });
});
