import { RoleGroupName } from '@roadmark/domain/roles';
import { and, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  assignedEvents,
  buildAssessment,
  buildTeam,
  license,
  storedAssignments,
} from '../../../test/assignments-harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { useFilesApp } from '../../../test/files-harness.ts';
import { errorCode } from '../../../test/graphql-client.ts';
import {
  buildImportWorld,
  importHelpers,
  peopleOf,
  spreadsheetFixture,
  xlsxOf,
} from '../../../test/imports-harness.ts';
import { users } from '../accounts/user.table.ts';
import { userAssessmentAssignments } from '../assignments/user-assessment-assignment.table.ts';

describe('importUserAssessmentAssignments', () => {
  const files = useFilesApp();
  const { ctx } = files;
  const { uploadImport, importUsersAs, importAssignmentsAs } = importHelpers(files);

  afterEach(() => ctx.db.update(users).set({ archived: true }).where(like(users.email, '%@example.com')));

  /** The import world with the people of users-basic imported. */
  async function worldWithPeople() {
    const world = await buildImportWorld(ctx.db);
    const blobId = await uploadImport('users-basic.xlsx', spreadsheetFixture('users-basic.xlsx'), world.manager);
    await importUsersAs(world.manager, { blobId, subscriptionId: world.subscription.id, roleGroup: 'Driver' });
    const ids = await ctx.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.subscriptionId, world.subscription.id));
    const userId = (email: string) => ids.find((user) => user.email === email)!.id;
    return { ...world, userId };
  }

  async function importAs(world: Awaited<ReturnType<typeof worldWithPeople>>, name: string, content?: Buffer) {
    const blobId = await uploadImport(name, content ?? spreadsheetFixture(name), world.manager);
    return importAssignmentsAs(world.manager, { blobId, subscriptionId: world.subscription.id });
  }

  const liveOwn = async (subscriptionId: string) =>
    (await storedAssignments(ctx.db, subscriptionId))
      .filter((assignment) => !assignment.archived && assignment.userId)
      .map((assignment) => [assignment.userId, assignment.assessmentId])
      .sort();

  it.each(['assignments.xlsx', 'assignments.csv'])('applies Yes, No and empty from %s', async (name) => {
    const world = await worldWithPeople();
    const amelia = world.userId('amelia.hughes@example.com');
    const oliver = world.userId('oliver.bennett@example.com');
    const priya = world.userId('priya.shah@example.com');
    // Amelia has Night driving training already: her No removes it.
    await ctx.db.insert(userAssessmentAssignments).values({
      id: crypto.randomUUID(),
      subscriptionId: world.subscription.id,
      userId: amelia,
      assessmentId: world.assessments.night,
      targetDate: new Date('2027-01-01T00:00:00Z'),
    });
    const response = await importAs(world, name);
    expect(response.errors).toBeUndefined();
    const result = response.data!.importUserAssessmentAssignments;
    expect(result.rows.map((row) => [row.rowNumber, row.outcome, row.messages.map((m) => m.text)])).toEqual([
      [2, 'Changed', ['Hazard perception assessment assigned', 'Night driving training removed']],
      [3, 'Changed', ['Hazard perception assessment assigned', 'Night driving training assigned']],
      [4, 'Changed', ['Fatigue awareness assigned']],
      [5, 'Failed', ['No one in this subscription has the email or PIN “unknown.person@example.com”.']],
    ]);
    expect(result.changedCount).toBe(5);
    expect(result.notices).toEqual([]);
    expect(await liveOwn(world.subscription.id)).toEqual(
      [
        [amelia, world.assessments.hazard],
        [oliver, world.assessments.hazard],
        [oliver, world.assessments.night],
        [priya, world.assessments.fatigue],
      ].sort(),
    );
    const [given] = await ctx.db
      .select()
      .from(userAssessmentAssignments)
      .where(and(eq(userAssessmentAssignments.userId, priya), eq(userAssessmentAssignments.archived, false)));
    // Due two months ahead with the licence's retakes, as the assignment screen would make it.
    expect(given!.maxRestarts).toBe(2);
    expect(given!.targetDate.getTime()).toBeGreaterThan(Date.now() + 55 * 24 * 3600 * 1000);
    const events = await assignedEvents(ctx.db, world.subscription.id);
    expect(events.map((event) => event.event).sort()).toEqual([
      'assessments.assigned',
      'assessments.assigned',
      'assessments.assigned',
      'training.assigned',
    ]);

    const again = (await importAs(world, name)).data!.importUserAssessmentAssignments;
    expect(again.changedCount).toBe(0);
    expect(again.rows.slice(0, 3).map((row) => row.outcome)).toEqual(['Unchanged', 'Unchanged', 'Unchanged']);
    expect((await assignedEvents(ctx.db, world.subscription.id)).length).toBe(4);
  });

  it('finds people by PIN in any case, and reports columns that name nothing licensed', async () => {
    const world = await worldWithPeople();
    const [tomasz] = (await peopleOf(ctx.db, world.subscription.id)).filter((p) => p.firstName === 'Tomasz');
    const content = await xlsxOf([
      ['PIN', 'Hazard perception assessment', 'Winter tyres', '  fatigue AWARENESS '],
      [tomasz!.uniqueDriverPin.toLowerCase(), 'Yes', 'Yes', 'y'],
    ]);
    const result = (await importAs(world, 'pins.xlsx', content)).data!.importUserAssessmentAssignments;
    expect(result.rows[0]).toMatchObject({ outcome: 'Changed', person: tomasz!.uniqueDriverPin.toLowerCase() });
    expect(result.changedCount).toBe(2);
    expect(result.notices.map((notice) => notice.text)).toEqual([
      'The column “Winter tyres” matches no assessment or training licensed to this subscription, so it was left out.',
    ]);
  });

  it('reads back a name the exports escaped against formulas', async () => {
    const world = await worldWithPeople();
    const plus = await buildAssessment(ctx.db, '+Plus training');
    await license(ctx.db, world.subscription.id, plus);
    const content = await xlsxOf([
      ['Email or PIN', "'+Plus training"],
      ['amelia.hughes@example.com', 'Yes'],
    ]);
    const result = (await importAs(world, 'escaped.xlsx', content)).data!.importUserAssessmentAssignments;
    expect(result.rows[0]!.messages.map((message) => message.text)).toEqual(['+Plus training assigned']);
  });

  it('changes nothing in a row with a cell it cannot read, or that names a person twice', async () => {
    const world = await worldWithPeople();
    const content = await xlsxOf([
      ['Email or PIN', 'Hazard perception assessment', 'Fatigue awareness'],
      ['amelia.hughes@example.com', 'Yes', 'Maybe'],
      ['oliver.bennett@example.com', 'Yes', ''],
      ['OLIVER.BENNETT@example.com', 'No', ''],
      ['', 'Yes', ''],
      [{ formula: 'A2' } as never, 'Yes', ''],
    ]);
    const result = (await importAs(world, 'mixed.xlsx', content)).data!.importUserAssessmentAssignments;
    expect(result.rows.map((row) => [row.outcome, row.messages.map((m) => m.text)])).toEqual([
      ['Failed', ['Cell C2 says “Maybe”. Use Yes to assign, No to remove, or leave it empty.']],
      ['Changed', ['Hazard perception assessment assigned']],
      ['Failed', ['This person is also in row 3; only the first of the two rows is used.']],
      ['Failed', ['The Email or PIN cell is empty.']],
      [
        'Failed',
        [
          'Cell A6 holds a formula without a saved value. Type the value itself, or open the file in your spreadsheet program and save it again.',
        ],
      ],
    ]);
    expect(await liveOwn(world.subscription.id)).toEqual([
      [world.userId('oliver.bennett@example.com'), world.assessments.hazard],
    ]);
  });

  it.each([
    [
      'no person column',
      [['Name', 'Hazard perception assessment']],
      'The first row of bad.xlsx lacks these columns: Email or PIN.',
    ],
    [
      'no assessment column',
      [['Email', 'Winter tyres']],
      'The first row of bad.xlsx names no assessment or training licensed to this subscription. Add one column for each, named exactly as it is licensed.',
    ],
  ])('refuses a file with %s', async (_case, header, message) => {
    const world = await worldWithPeople();
    const content = await xlsxOf([...header, ['amelia.hughes@example.com', 'Yes']]);
    const response = await importAs(world, 'bad.xlsx', content);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.message).toBe(message);
    expect(await liveOwn(world.subscription.id)).toEqual([]);
  });

  it('does not let a driver manager assign a manager, nor reach another subscription', async () => {
    const world = await worldWithPeople();
    const driverManager = await buildUser(ctx.db, {
      subscriptionId: world.subscription.id,
      roleGroup: RoleGroupName.DriverManager,
    });
    const content = Buffer.from(
      'Email or PIN,Fatigue awareness\npriya.shah@example.com,Yes\namelia.hughes@example.com,Yes\n',
    );
    const blobId = await uploadImport('managers.csv', content, driverManager);
    const result = (await importAssignmentsAs(driverManager, { blobId, subscriptionId: world.subscription.id })).data!
      .importUserAssessmentAssignments;
    // Priya is a driver manager: to a driver manager she is nobody they manage.
    expect(result.rows.map((row) => row.outcome)).toEqual(['Failed', 'Changed']);
    const rival = await buildImportWorld(ctx.db);
    await buildTeam(ctx.db, rival.subscription.id, 'Elsewhere');
    const response = await importAssignmentsAs(driverManager, { blobId, subscriptionId: rival.subscription.id });
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(await liveOwn(rival.subscription.id)).toEqual([]);
  });
});
