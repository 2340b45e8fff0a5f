import { ROLE_GROUPS, RoleGroupName } from '@roadmark/domain/roles';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { useFilesApp } from '../../../test/files-harness.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import {
  buildImportWorld,
  IMPORT_PROGRESS,
  importHelpers,
  peopleOf,
  spreadsheetFixture,
  xlsxOf,
} from '../../../test/imports-harness.ts';
import { PRODUCT_EVENT_KIND } from '../../platform/events/record-event.ts';
import { outboxMessages } from '../../platform/outbox/outbox.table.ts';
import { users } from '../accounts/user.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';

const groupId = (name: RoleGroupName) => ROLE_GROUPS.find((group) => group.name === name)!.id;

describe('importUsers', () => {
  const files = useFilesApp();
  const { ctx } = files;
  const { uploadImport, importUsersAs } = importHelpers(files);

  async function importFile(world: Awaited<ReturnType<typeof buildImportWorld>>, name: string, content?: Buffer) {
    const blobId = await uploadImport(name, content ?? spreadsheetFixture(name), world.manager);
    return importUsersAs(world.manager, {
      blobId,
      subscriptionId: world.subscription.id,
      subscriptionTeamId: world.teams.induction,
      roleGroup: 'Driver',
    });
  }

  // The fixtures' emails are the same in every test, and an email has one live account on the whole platform.
  afterEach(() => ctx.db.update(users).set({ archived: true }).where(like(users.email, '%@example.com')));

  const currentUsers = async (id: string) =>
    (await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.currentUsers;

  it.each(['users-basic.xlsx', 'users-basic.csv'])('creates the five people of %s', async (name) => {
    const world = await buildImportWorld(ctx.db);
    const response = await importFile(world, name);
    expect(response.errors).toBeUndefined();
    const result = response.data!.importUsers;
    expect(result).toMatchObject({ filename: name, totalRows: 5, changedCount: 5, maxUsersExceeded: false });
    expect(result.rows.map((row) => [row.rowNumber, row.outcome])).toEqual([
      [2, 'Created'],
      [3, 'Created'],
      [4, 'Created'],
      [5, 'Created'],
      [6, 'Created'],
    ]);
    expect(result.rows[0]!.messages[0]!.text).toBe('User created for amelia.hughes@example.com');
    const people = await peopleOf(ctx.db, world.subscription.id);
    const byName = new Map(people.map((person) => [person.firstName, person]));
    expect(byName.get('Amelia')).toMatchObject({
      email: 'amelia.hughes@example.com',
      lastName: 'Hughes',
      subscriptionTeamId: world.teams.north,
      roleGroupId: groupId(RoleGroupName.Driver),
      passwordHash: null,
      emailConfirmed: false,
    });
    expect(byName.get('Priya')).toMatchObject({
      subscriptionTeamId: world.teams.south,
      roleGroupId: groupId(RoleGroupName.DriverManager),
    });
    // The row without an email gets a PIN account, and the results say which PIN.
    const tomasz = byName.get('Tomasz')!;
    expect(tomasz.email).toBe(`${tomasz.uniqueDriverPin.toLowerCase()}@pins.roadmark.local`);
    expect(result.rows[3]!.messages[0]!.text).toBe(`User created for Tomasz Nowak with PIN ${tomasz.uniqueDriverPin}`);
    // Blank team and group take the form's choice.
    expect(byName.get('Grace')).toMatchObject({
      subscriptionTeamId: world.teams.induction,
      roleGroupId: groupId(RoleGroupName.Driver),
    });
    expect(await currentUsers(world.subscription.id)).toBe(5);
    const events = await ctx.db
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.kind, PRODUCT_EVENT_KIND), eq(outboxMessages.subscriptionId, world.subscription.id)),
      );
    expect(events.map((event) => (event.payload as { event: string }).event)).toEqual(Array(5).fill('users.created'));
  });

  it.each(['users-tab.tsv', 'users-tab.xlsx'])('reads the lower-case, tab-delimited %s', async (name) => {
    const world = await buildImportWorld(ctx.db);
    const result = (await importFile(world, name)).data!.importUsers;
    expect(result.changedCount).toBe(2);
    const people = await peopleOf(ctx.db, world.subscription.id);
    expect(people.map((person) => [person.email, person.subscriptionTeamId])).toEqual([
      ['liam.walsh@example.com', world.teams.north],
      ['noah.clarke@example.com', world.teams.north],
    ]);
  });

  it.each(['users-excel-utf8-bom.csv', 'users-excel-utf8-bom.xlsx'])(
    'reads columns in any order and case from %s, keeps names exactly and reports bad rows',
    async (name) => {
      const world = await buildImportWorld(ctx.db);
      await importFile(world, 'users-basic.xlsx');
      const result = (await importFile(world, name)).data!.importUsers;
      expect(result.changedCount).toBe(3);
      expect(result.rows.map((row) => [row.rowNumber, row.outcome])).toEqual([
        [2, 'Created'],
        [3, 'Created'],
        [4, 'Created'],
        [5, 'Failed'],
        [6, 'Unchanged'],
      ]);
      expect(result.rows[3]!.messages.map((message) => message.text)).toEqual([
        'Enter an email address like name@example.com, without spaces',
      ]);
      expect(result.rows[4]!.messages[0]!.text).toBe(
        'amelia.hughes@example.com already has an account in this subscription, so nothing was changed.',
      );
      const people = await peopleOf(ctx.db, world.subscription.id);
      const names = people.map((person) => `${person.firstName} ${person.lastName}`);
      expect(names).toEqual(expect.arrayContaining(['José Núñez', 'Zoë Brontë', "Siobhán O'Neill"]));
      expect(people.find((person) => person.lastName === "O'Neill")).toMatchObject({
        email: 'siobhan.oneill@example.com',
        subscriptionTeamId: world.teams.induction,
      });
      expect(people).toHaveLength(8);
    },
  );

  it('changes nothing further when the same file is imported again', async () => {
    const world = await buildImportWorld(ctx.db);
    await importFile(world, 'users-basic.xlsx');
    const before = await peopleOf(ctx.db, world.subscription.id);
    const again = (await importFile(world, 'users-basic.xlsx')).data!.importUsers;
    expect(again.changedCount).toBe(0);
    expect(again.rows.every((row) => row.outcome === 'Unchanged')).toBe(true);
    expect(again.rows[3]!.messages[0]!.text).toBe(
      'Tomasz Nowak already has a PIN account in this subscription, so no one was added.',
    );
    expect(await peopleOf(ctx.db, world.subscription.id)).toEqual(before);
    expect(await currentUsers(world.subscription.id)).toBe(5);
  });

  it('imports no one and says so when the new people would pass the user limit', async () => {
    const world = await buildImportWorld(ctx.db, { restrictMaxUsers: true, maxUsers: 4, currentUsers: 0 });
    const result = (await importFile(world, 'users-basic.xlsx')).data!.importUsers;
    expect(result).toMatchObject({ maxUsersExceeded: true, changedCount: 0, rows: [] });
    expect(await peopleOf(ctx.db, world.subscription.id)).toEqual([]);
    expect(await currentUsers(world.subscription.id)).toBe(0);
  });

  it('reports every problem of a row and imports the good rows', async () => {
    const world = await buildImportWorld(ctx.db);
    const content = await xlsxOf([
      ['Email', 'First name', 'Last name', 'Team', 'Security group', 'Password'],
      ['ok@example.com', 'Ok', 'Person', '', '', 'Str0ng!pass'],
      ['ok@example.com', 'Twice', 'Listed', '', '', ''],
      ['bad team@example', '', 'Nobody', 'Moon base', 'Pilot', 'weak'],
      ['staff@example.com', 'Would-be', 'Staff', '', 'Roadmark staff', ''],
      [{ formula: 'LOWER("X@EXAMPLE.COM")' } as never, 'Formula', 'Person', '', '', ''],
      [{ formula: 'LOWER("Y@EXAMPLE.COM")', result: 'y@example.com' } as never, 'Saved', 'Formula', '', '', ''],
      ['', 'No & <email>', 'Manager', '', 'Driver manager', ''],
    ]);
    const result = (await importFile(world, 'problems.xlsx', content)).data!.importUsers;
    const texts = (rowNumber: number) =>
      result.rows.find((row) => row.rowNumber === rowNumber)!.messages.map((message) => message.text);
    expect(result.rows.map((row) => row.outcome)).toEqual([
      'Created',
      'Failed',
      'Failed',
      'Failed',
      'Failed',
      'Created',
      'Failed',
    ]);
    expect(texts(3)).toEqual(['This email is also in row 2; only the first of the two is imported.']);
    expect(texts(4)).toEqual([
      'First name is required',
      'Enter an email address like name@example.com, without spaces',
      'There is no security group called “Pilot”. Use one of: Driver, Driver manager, Overview manager.',
      'There is no team called “Moon base” in this subscription.',
      expect.stringMatching(/^Password must be at least 6 characters long, must contain a number/),
    ]);
    expect(texts(5)).toEqual(['You cannot give people the security group “Roadmark staff”.']);
    expect(texts(6)[0]).toBe(
      'Cell A6 holds a formula without a saved value. Type the value itself, or open the file in your spreadsheet program and save it again.',
    );
    expect(texts(8)).toEqual(['Only drivers can sign in with a PIN alone: enter an email address for this person.']);
    const people = await peopleOf(ctx.db, world.subscription.id);
    expect(people.map((person) => person.email)).toEqual(expect.arrayContaining(['ok@example.com', 'y@example.com']));
    expect(people).toHaveLength(2);
    expect(people.find((person) => person.email === 'ok@example.com')!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an email another subscription’s account holds, without saying whose', async () => {
    const world = await buildImportWorld(ctx.db);
    const other = await buildSubscription(ctx.db);
    const elsewhere = await buildUser(ctx.db, { subscriptionId: other.id });
    const content = Buffer.from(`Email,First name,Last name\n${elsewhere.email},Someone,Else\n`);
    const result = (await importFile(world, 'elsewhere.csv', content)).data!.importUsers;
    expect(result.rows[0]).toMatchObject({
      outcome: 'Failed',
      messages: [{ text: 'This email cannot be used.' }],
    });
  });

  it.each([
    ['no email column', 'First name,Last name\nAmy,Pond\n', 'The first row of bad.csv lacks these columns: Email.'],
    [
      'only a header',
      'Email,First name,Last name\n',
      'bad.csv has nothing to import. Its first row must name the columns, and each row after that is one person.',
    ],
    [
      'a column twice',
      'Email,First name,Last name,E-mail\na@example.com,A,B,c@example.com\n',
      'The first row of bad.csv has more than one Email column, so which to use cannot be told.',
    ],
  ])('refuses a file with %s, changing nothing', async (_case, text, message) => {
    const world = await buildImportWorld(ctx.db);
    const response = await importFile(world, 'bad.csv', Buffer.from(text));
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.message).toBe(message);
    expect(await peopleOf(ctx.db, world.subscription.id)).toEqual([]);
  });

  it('reads semicolon-separated and Windows-1252 CSV as spreadsheet programs write them', async () => {
    const world = await buildImportWorld(ctx.db);
    const content = Buffer.from('Email;First name;Last name\nrene@example.com;Ren\xe9;L\xf6w\n', 'latin1');
    const result = (await importFile(world, 'european.csv', content)).data!.importUsers;
    expect(result.changedCount).toBe(1);
    const [person] = await peopleOf(ctx.db, world.subscription.id);
    expect(person).toMatchObject({ firstName: 'René', lastName: 'Löw' });
  });

  it('follows the run with spreadsheetImportProgress, for its starter only', async () => {
    const world = await buildImportWorld(ctx.db);
    const importId = crypto.randomUUID();
    const blobId = await uploadImport('users-basic.xlsx', spreadsheetFixture('users-basic.xlsx'), world.manager);
    await importUsersAs(world.manager, {
      blobId,
      subscriptionId: world.subscription.id,
      roleGroup: 'Driver',
      importId,
    });
    const progress = await gql(ctx.app, IMPORT_PROGRESS, { cookie: world.manager.cookie, variables: { id: importId } });
    expect(progress.data).toEqual({
      spreadsheetImportProgress: { id: importId, totalRows: 5, processedRows: 5, status: 'finished' },
    });
    const colleague = await buildUser(ctx.db, {
      subscriptionId: world.subscription.id,
      roleGroup: RoleGroupName.OverviewManager,
    });
    const theirs = await gql(ctx.app, IMPORT_PROGRESS, { cookie: colleague.cookie, variables: { id: importId } });
    expect(theirs.data).toEqual({ spreadsheetImportProgress: null });
  });

  describe('who may import', () => {
    let world: Awaited<ReturnType<typeof buildImportWorld>>;
    let blobId: string;
    let driverManager: BuiltUser;
    beforeAll(async () => {
      world = await buildImportWorld(ctx.db);
      blobId = await uploadImport('users-basic.xlsx', spreadsheetFixture('users-basic.xlsx'), world.manager);
      driverManager = await buildUser(ctx.db, {
        subscriptionId: world.subscription.id,
        roleGroup: RoleGroupName.DriverManager,
      });
    });
    const variables = () => ({ blobId, subscriptionId: world.subscription.id, roleGroup: 'Driver' });

    it('refuses someone signed out', async () => {
      const response = await gql(
        ctx.app,
        `mutation ($blobId: ID!, $subscriptionId: ID!) { importUsers(blobId: $blobId, subscriptionId: $subscriptionId, roleGroup: "Driver") { changedCount } }`,
        { variables: variables() },
      );
      expect(errorCode(response)).toBe('UNAUTHENTICATED');
    });

    it('refuses a driver', async () => {
      const driver = await buildUser(ctx.db, { subscriptionId: world.subscription.id });
      expect(errorCode(await importUsersAs(driver, variables()))).toBe('FORBIDDEN');
    });

    it('does not let a driver manager import managers', async () => {
      const response = await importUsersAs(driverManager, { ...variables(), roleGroup: 'Overview manager' });
      expect(errorCode(response)).toBe('FORBIDDEN');
    });

    it('does not find another person’s upload', async () => {
      expect(errorCode(await importUsersAs(driverManager, variables()))).toBe('NOT_FOUND');
    });

    it('does not find another subscription, and changes nothing there', async () => {
      const rival = await buildImportWorld(ctx.db);
      const before = await peopleOf(ctx.db, world.subscription.id);
      const response = await importUsersAs(world.manager, { ...variables(), subscriptionId: rival.subscription.id });
      expect(errorCode(response)).toBe('NOT_FOUND');
      expect(await peopleOf(ctx.db, rival.subscription.id)).toEqual([]);
      expect(await peopleOf(ctx.db, world.subscription.id)).toEqual(before);
    });

    it('does not find another subscription’s team', async () => {
      const rival = await buildImportWorld(ctx.db);
      const response = await importUsersAs(world.manager, { ...variables(), subscriptionTeamId: rival.teams.north });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      const count = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(subscriptions);
      expect(count[0]!.n).toBeGreaterThan(0);
    });
  });
});
