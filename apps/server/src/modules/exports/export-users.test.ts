import { RoleGroupName } from '@roadmark/domain/roles';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTeam } from '../../../test/assignments-harness.ts';
import {
  buildPerson,
  csvRecords,
  download,
  problemOf,
  workbookRows,
  XLSX_TYPE,
} from '../../../test/exports-harness.ts';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { useFilesApp } from '../../../test/files-harness.ts';
import { importHelpers } from '../../../test/imports-harness.ts';
import { users } from '../accounts/user.table.ts';
import { profiles } from '../people/profile.table.ts';

const HEADER = [
  'Email',
  'First name',
  'Last name',
  'Team',
  'Security group',
  'Driver PIN',
  'Created (UTC)',
  'Created (local)',
];
const SUMMER = new Date('2026-07-01T12:05:00Z');
const WINTER = new Date('2026-01-15T08:30:00Z');
/** The wall-clock time a workbook cell holds, as ExcelJS reads it back. */
const wallClock = (y: number, m: number, d: number, h: number, min: number) => new Date(Date.UTC(y, m - 1, d, h, min));

describe('GET /api/export/Users', () => {
  const files = useFilesApp({ EXPORT_RATE_LIMIT_PER_MINUTE: '1000' });
  const { ctx } = files;
  const { uploadImport, importUsersAs } = importHelpers(files);
  let acmeId: string;
  let rivalId: string;
  let closedId: string;
  let northId: string;
  let rivalTeamId: string;
  let overviewManager: BuiltUser;
  let driverManager: BuiltUser;
  let driver: BuiltUser;
  let rivalManager: BuiltUser;
  let benPin: string;

  const url = (query: Record<string, string>) => `/api/export/Users?${new URLSearchParams(query)}`;
  const drivers = (extra: Record<string, string> = {}) =>
    url({ subscriptionId: acmeId, filterByRoleGroups: 'Driver', timeZone: 'Europe/London', ...extra });

  beforeAll(async () => {
    acmeId = (await buildSubscription(ctx.db, { companyName: 'Acme Haulage', allowExport: true })).id;
    rivalId = (await buildSubscription(ctx.db, { companyName: 'Rival Freight', allowExport: true })).id;
    closedId = (await buildSubscription(ctx.db, { companyName: 'Closed Ltd', allowExport: false })).id;
    northId = await buildTeam(ctx.db, acmeId, 'North depot');
    rivalTeamId = await buildTeam(ctx.db, rivalId, 'Rival team');
    overviewManager = await buildUser(ctx.db, { subscriptionId: acmeId, roleGroup: RoleGroupName.OverviewManager });
    driverManager = await buildUser(ctx.db, { subscriptionId: acmeId, roleGroup: RoleGroupName.DriverManager });
    driver = await buildUser(ctx.db, { subscriptionId: acmeId });
    rivalManager = await buildUser(ctx.db, { subscriptionId: rivalId, roleGroup: RoleGroupName.OverviewManager });
    await buildUser(ctx.db, { subscriptionId: closedId, roleGroup: RoleGroupName.OverviewManager });
    // The factories' own people: named so they sort last, created at a known time.
    await ctx.db
      .update(profiles)
      .set({ firstName: 'Zed', lastName: 'Zulu' })
      .where(eq(profiles.subscriptionId, acmeId));
    await ctx.db.update(users).set({ createdAt: WINTER }).where(eq(users.subscriptionId, acmeId));
    await buildPerson(ctx.db, {
      subscriptionId: acmeId,
      firstName: 'Ann',
      lastName: 'Archer',
      email: 'ann.archer@example.com',
      pin: 'ANNPIN23',
      subscriptionTeamId: northId,
      createdAt: SUMMER,
    });
    benPin = (
      await buildPerson(ctx.db, {
        subscriptionId: acmeId,
        firstName: 'Ben',
        lastName: 'Baker',
        pin: 'K7MPQR2X',
        createdAt: WINTER,
      })
    ).pin;
    await buildPerson(ctx.db, {
      subscriptionId: acmeId,
      firstName: '=HYPERLINK("http://evil.example","Click")',
      lastName: 'Carter',
      email: 'cat.carter@example.com',
      pin: 'CATPIN23',
      createdAt: WINTER,
    });
    await buildPerson(ctx.db, {
      subscriptionId: acmeId,
      firstName: 'Gone',
      lastName: 'Away',
      email: 'gone@example.com',
      archived: true,
    });
    await buildPerson(ctx.db, {
      subscriptionId: acmeId,
      firstName: 'Dora',
      lastName: 'Dean',
      email: 'dora.dean@example.com',
      pin: 'DORAPIN2',
      roleGroup: RoleGroupName.DriverManager,
      createdAt: WINTER,
    });
  });

  const driverPinOf = async (user: BuiltUser) =>
    (await ctx.db.select().from(profiles).where(eq(profiles.userId, user.id)))[0]!.uniqueDriverPin;

  it('downloads the drivers as a workbook in the import order, dates in UTC and in the asked time zone', async () => {
    const response = await download(ctx.app, drivers(), overviewManager);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="users-acme-haulage-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await workbookRows(response.rawPayload, 'Users')).toEqual([
      HEADER,
      [
        'ann.archer@example.com',
        'Ann',
        'Archer',
        'North depot',
        'Driver',
        'ANNPIN23',
        '2026-07-01T12:05:00.000Z',
        wallClock(2026, 7, 1, 13, 5),
      ],
      // A PIN account has no email: the import makes a PIN account of an empty one.
      [null, 'Ben', 'Baker', null, 'Driver', benPin, '2026-01-15T08:30:00.000Z', wallClock(2026, 1, 15, 8, 30)],
      [
        'cat.carter@example.com',
        `'=HYPERLINK("http://evil.example","Click")`,
        'Carter',
        null,
        'Driver',
        'CATPIN23',
        '2026-01-15T08:30:00.000Z',
        wallClock(2026, 1, 15, 8, 30),
      ],
      [
        driver.email,
        'Zed',
        'Zulu',
        null,
        'Driver',
        await driverPinOf(driver),
        '2026-01-15T08:30:00.000Z',
        wallClock(2026, 1, 15, 8, 30),
      ],
    ]);
  });

  it('writes CSV with a byte order mark, quoted fields and the American date order for en-US', async () => {
    const response = await download(ctx.app, drivers({ format: 'csv', subscriptionTeamId: northId }), driverManager, {
      'accept-language': 'en-US,en;q=0.8',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="users-acme-haulage-[\d-]+\.csv"/);
    expect(response.body.split('\r\n')[1]).toBe(
      'ann.archer@example.com,Ann,Archer,North depot,Driver,ANNPIN23,2026-07-01T12:05:00.000Z,07/01/2026 13:05',
    );
    expect(csvRecords(response.rawPayload)).toEqual([
      HEADER,
      [
        'ann.archer@example.com',
        'Ann',
        'Archer',
        'North depot',
        'Driver',
        'ANNPIN23',
        '2026-07-01T12:05:00.000Z',
        '07/01/2026 13:05',
      ],
    ]);
  });

  it('escapes a formula in CSV as in the workbook, and writes UTC without a time zone', async () => {
    const response = await download(ctx.app, url({ subscriptionId: acmeId, format: 'csv' }), overviewManager);
    const records = csvRecords(response.rawPayload);
    const cat = records.find((record) => record[0] === 'cat.carter@example.com')!;
    expect(cat[1]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(response.body).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",`);
    expect(cat.slice(6)).toEqual(['2026-01-15T08:30:00.000Z', '15/01/2026 08:30']);
  });

  it('lists the managers for the manager lists, and only the groups the actor manages', async () => {
    const managers = { subscriptionId: acmeId, filterByRoleGroups: 'Driver manager, overview manager' };
    const response = await download(ctx.app, url(managers), overviewManager);
    const rows = await workbookRows(response.rawPayload);
    expect(rows.slice(0, 2).map((row) => [row[0], row[1], row[4]])).toEqual([
      ['Email', 'First name', 'Security group'],
      ['dora.dean@example.com', 'Dora', 'Driver manager'],
    ]);
    // The two Zed Zulus come in profile id order.
    expect(
      rows
        .slice(2)
        .map((row) => `${row[0]} ${row[4]}`)
        .sort(),
    ).toEqual([`${overviewManager.email} Overview manager`, `${driverManager.email} Driver manager`].sort());
    // A driver manager manages drivers only: asking for managers gives none of them.
    const refused = await download(ctx.app, url(managers), driverManager);
    expect(await workbookRows(refused.rawPayload)).toEqual([HEADER]);
    // Role groups may be named by id too.
    const byId = await download(
      ctx.app,
      url({ subscriptionId: acmeId, filterByRoleGroups: '7a1f0000-0000-4000-8000-000000000002' }),
      overviewManager,
    );
    expect((await workbookRows(byId.rawPayload)).slice(1).map((row) => row[4])).toEqual([
      'Driver manager',
      'Driver manager',
    ]);
  });

  it('imports back through importUsers without creating anyone twice', async () => {
    const exported = await download(ctx.app, drivers(), overviewManager);
    const blobId = await uploadImport('users-export.xlsx', exported.rawPayload, overviewManager);
    const response = await importUsersAs(overviewManager, { blobId, subscriptionId: acmeId, roleGroup: 'Driver' });
    expect(response.errors).toBeUndefined();
    const result = response.data!.importUsers;
    expect(result.changedCount).toBe(0);
    expect(result.rows.map((row) => [row.outcome, row.messages.map((message) => message.text)])).toEqual([
      ['Unchanged', ['ann.archer@example.com already has an account in this subscription, so nothing was changed.']],
      ['Unchanged', ['Ben Baker already has a PIN account in this subscription, so no one was added.']],
      ['Unchanged', ['cat.carter@example.com already has an account in this subscription, so nothing was changed.']],
      ['Unchanged', [`${driver.email} already has an account in this subscription, so nothing was changed.`]],
    ]);
  });

  it('reads the people a batch at a time: every one of a few thousand, each once, in order', async () => {
    const big = await buildSubscription(ctx.db, { companyName: 'Big Fleet', allowExport: true });
    const manager = await buildUser(ctx.db, { subscriptionId: big.id, roleGroup: RoleGroupName.OverviewManager });
    const count = 2345;
    await ctx.db.execute(sql`
      insert into users (id, user_name, email, normalized_email, role_group_id, subscription_id)
      select md5('big-user-' || i)::uuid, 'p' || i || '@big.example', 'p' || i || '@big.example',
        'p' || i || '@big.example', '7a1f0000-0000-4000-8000-000000000001', ${big.id}
      from generate_series(1, ${count}) i`);
    await ctx.db.execute(sql`
      insert into profiles (id, user_id, subscription_id, first_name, last_name, unique_driver_pin)
      select md5('big-profile-' || i)::uuid, md5('big-user-' || i)::uuid, ${big.id}, 'Driver', 'Same',
        'BIG' || lpad(i::text, 5, '0')
      from generate_series(1, ${count}) i`);
    // Everyone has the same name, so the order (and the page boundaries) rest on the profile id alone.
    const response = await download(ctx.app, url({ subscriptionId: big.id, filterByRoleGroups: 'Driver' }), manager);
    const rows = (await workbookRows(response.rawPayload)).slice(1);
    expect(rows).toHaveLength(count);
    const emails = rows.map((row) => row[0]);
    expect(new Set(emails).size).toBe(count);
    const expectedOrder = await ctx.db.execute(
      sql`select u.email from profiles p join users u on u.id = p.user_id
        where p.subscription_id = ${big.id} and u.email like '%@big.example' order by p.id`,
    );
    expect(emails).toEqual((expectedOrder as unknown as { rows: { email: string }[] }).rows.map((row) => row.email));
  });

  it('refuses a signed-out request', async () => {
    const response = await download(ctx.app, drivers(), null);
    expect(problemOf(response)).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
      detail: 'You need to sign in to do that.',
    });
  });

  it('refuses a driver', async () => {
    const response = await download(ctx.app, drivers(), driver);
    expect(problemOf(response)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it("answers not found for another tenant's subscription or team, and leaks nothing", async () => {
    const rivalsList = await download(ctx.app, url({ subscriptionId: rivalId }), overviewManager);
    expect(problemOf(rivalsList)).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      detail: 'Sorry, that record could not be found. It may have been deleted.',
    });
    const ourList = await download(ctx.app, url({ subscriptionId: acmeId }), rivalManager);
    expect(ourList.statusCode).toBe(404);
    expect(ourList.body).not.toContain('Archer');
    const rivalTeam = await download(ctx.app, drivers({ subscriptionTeamId: rivalTeamId }), overviewManager);
    expect(rivalTeam.statusCode).toBe(404);
  });

  it('refuses when the subscription does not allow exports', async () => {
    const closedManager = await buildUser(ctx.db, {
      subscriptionId: closedId,
      roleGroup: RoleGroupName.OverviewManager,
    });
    const response = await download(ctx.app, url({}), closedManager);
    expect(problemOf(response)).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      detail:
        "Exports are not switched on for this subscription. Roadmark can switch them on in the subscription's settings.",
    });
  });

  it.each([
    [{ subscriptionId: 'acme' }, 'subscriptionId', 'The id must be a UUID.'],
    [{ subscriptionTeamId: '42' }, 'subscriptionTeamId', 'The id must be a UUID.'],
    [
      { filterByRoleGroups: 'Driver,Pilot' },
      'filterByRoleGroups',
      'filterByRoleGroups must list security groups by name or id, separated by commas: Driver, Driver manager, Overview manager, Distributor administrator or Roadmark staff.',
    ],
    [
      { timeZone: 'Mars/Olympus_Mons' },
      'timeZone',
      'The time zone is not one we know. Send an IANA time zone name, such as Europe/London or America/New_York.',
    ],
    [{ format: 'pdf' }, 'format', 'Choose a file format: xlsx or csv.'],
  ])('refuses the parameters %j', async (query, field, message) => {
    const response = await download(ctx.app, url(query), overviewManager);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    const body = response.json();
    expect(body).toMatchObject({ code: 'BAD_USER_INPUT', detail: message });
    expect(body.errors).toEqual([{ field, messageKey: expect.any(String), message }]);
  });
});
