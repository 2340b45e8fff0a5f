import { RoleGroupName } from '@roadmark/domain/roles';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAssessment, license, storedAssignments } from '../../../test/assignments-harness.ts';
import { buildPerson, csvRecords, download, problemOf, workbookRows } from '../../../test/exports-harness.ts';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { useFilesApp } from '../../../test/files-harness.ts';
import { buildImportWorld, importHelpers } from '../../../test/imports-harness.ts';
import { users } from '../accounts/user.table.ts';
import { assessments } from '../assessments/assessment.table.ts';

describe('GET /api/export/BlankAssessmentImport', () => {
  const files = useFilesApp({ EXPORT_RATE_LIMIT_PER_MINUTE: '1000' });
  const { ctx } = files;
  const { uploadImport, importAssignmentsAs } = importHelpers(files);
  let world: Awaited<ReturnType<typeof buildImportWorld>>;
  let driverManager: BuiltUser;
  let driver: BuiltUser;
  let rivalManager: BuiltUser;
  let rivalId: string;
  let anna: string;
  let pinPerson: { userId: string; pin: string };

  const url = (query: Record<string, string>) => `/api/export/BlankAssessmentImport?${new URLSearchParams(query)}`;
  const template = (type: string, who: BuiltUser = world.manager) =>
    download(ctx.app, url({ subscriptionId: world.subscription.id, type }), who);

  beforeAll(async () => {
    world = await buildImportWorld(ctx.db, { allowExport: true });
    const subscriptionId = world.subscription.id;
    await ctx.db.update(users).set({ email: 'zoe.manager@example.com' }).where(eq(users.id, world.manager.id));
    driverManager = await buildUser(ctx.db, { subscriptionId, roleGroup: RoleGroupName.DriverManager });
    await ctx.db.update(users).set({ email: 'yan.manager@example.com' }).where(eq(users.id, driverManager.id));
    driver = await buildUser(ctx.db, { subscriptionId });
    await ctx.db.update(users).set({ email: 'bob.driver@example.com' }).where(eq(users.id, driver.id));
    anna = (
      await buildPerson(ctx.db, {
        subscriptionId,
        firstName: 'Anna',
        lastName: 'Abbot',
        email: 'Anna.Abbot@example.com',
      })
    ).userId;
    pinPerson = await buildPerson(ctx.db, { subscriptionId, firstName: 'Pat', lastName: 'Pin', pin: 'PATPIN23' });
    await buildPerson(ctx.db, {
      subscriptionId,
      firstName: 'Gone',
      lastName: 'Away',
      email: 'gone@example.com',
      archived: true,
    });
    // Not offered: an archived assessment, and one whose licence was withdrawn.
    const archived = await buildAssessment(ctx.db, 'Archived assessment', { archived: true });
    await license(ctx.db, subscriptionId, archived);
    await ctx.db
      .update(assessments)
      .set({ name: 'Alpha route planning' })
      .where(eq(assessments.id, world.assessments.fatigue));
    const rival = await buildSubscription(ctx.db, { companyName: 'Rival' });
    rivalId = rival.id;
    rivalManager = await buildUser(ctx.db, { subscriptionId: rivalId, roleGroup: RoleGroupName.OverviewManager });
  });

  it("heads 'Email or PIN' and the licensed assessments by name, with a row per person the actor manages", async () => {
    const response = await template('Assessment');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="assessment-assignments-company-[\w-]+\.xlsx"/);
    expect(await workbookRows(response.rawPayload, 'Assignments')).toEqual([
      ['Email or PIN', 'Alpha route planning', 'Hazard perception assessment'],
      ['Anna.Abbot@example.com'],
      ['bob.driver@example.com'],
      // A PIN account is named by its PIN, which the import reads too.
      ['PATPIN23'],
      ['yan.manager@example.com'],
      ['zoe.manager@example.com'],
    ]);
  });

  it('offers the training modules for TrainingModule, and only drivers to a driver manager', async () => {
    const response = await template('TrainingModule', driverManager);
    expect(response.headers['content-disposition']).toMatch(/filename="training-assignments-/);
    expect(await workbookRows(response.rawPayload, 'Training')).toEqual([
      ['Email or PIN', 'Night driving training'],
      ['Anna.Abbot@example.com'],
      ['bob.driver@example.com'],
      ['PATPIN23'],
    ]);
  });

  it('imports back unchanged as it is, and assigns what is filled in', async () => {
    const blank = await template('Assessment');
    const upload = (content: Buffer) => uploadImport('assignments.xlsx', content, world.manager);
    const unchanged = await importAssignmentsAs(world.manager, {
      blobId: await upload(blank.rawPayload),
      subscriptionId: world.subscription.id,
    });
    expect(unchanged.errors).toBeUndefined();
    expect(unchanged.data!.importUserAssessmentAssignments.changedCount).toBe(0);
    expect(unchanged.data!.importUserAssessmentAssignments.notices).toEqual([]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(blank.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    sheet.getCell('C2').value = 'Yes';
    sheet.getCell('B4').value = 'Yes';
    sheet.getCell('C4').value = 'Yes';
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await importAssignmentsAs(world.manager, {
      blobId: await upload(filled),
      subscriptionId: world.subscription.id,
    });
    expect(response.errors).toBeUndefined();
    const result = response.data!.importUserAssessmentAssignments;
    expect(result.changedCount).toBe(3);
    expect(result.rows.filter((row) => row.outcome === 'Changed').map((row) => row.person)).toEqual([
      'Anna.Abbot@example.com',
      'PATPIN23',
    ]);
    const live = (await storedAssignments(ctx.db, world.subscription.id))
      .filter((assignment) => !assignment.archived)
      .map((assignment) => [assignment.userId, assignment.assessmentId])
      .sort();
    expect(live).toEqual(
      [
        [anna, world.assessments.hazard],
        [pinPerson.userId, world.assessments.fatigue],
        [pinPerson.userId, world.assessments.hazard],
      ].sort(),
    );
  });

  it('writes CSV with every row as wide as the header', async () => {
    const response = await download(
      ctx.app,
      url({ subscriptionId: world.subscription.id, type: 'Assessment', format: 'csv' }),
      world.manager,
    );
    expect(csvRecords(response.rawPayload).slice(0, 2)).toEqual([
      ['Email or PIN', 'Alpha route planning', 'Hazard perception assessment'],
      ['Anna.Abbot@example.com', '', ''],
    ]);
  });

  it('refuses signed-out people and drivers, and hides other tenants', async () => {
    const signedOut = await download(ctx.app, url({ subscriptionId: world.subscription.id, type: 'Assessment' }), null);
    expect(problemOf(signedOut).status).toBe(401);
    expect(problemOf(await template('Assessment', driver))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const rivals = await template('Assessment', rivalManager);
    expect(problemOf(rivals)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(rivals.body).not.toContain('example.com');
  });

  it.each([
    [{}, 'type', 'Choose the kind of assignments: Assessment or TrainingModule.'],
    [{ type: 'Course' }, 'type', 'Choose the kind of assignments: Assessment or TrainingModule.'],
    [{ type: 'Assessment', subscriptionId: '1' }, 'subscriptionId', 'The id must be a UUID.'],
  ])('refuses %j', async (query, field, message) => {
    const response = await download(ctx.app, url({ subscriptionId: world.subscription.id, ...query }), world.manager);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, messageKey: expect.any(String), message }]);
  });
});
