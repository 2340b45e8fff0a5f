import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AssignmentResult,
  assignedEvents,
  buildAssignmentWorld,
  CREATE_ASSIGNMENT,
  DELETE_ASSIGNMENT,
  profileOf,
  REQUIRED_ASSESSMENTS,
  recommend,
  storedAssignments,
  UPDATE_ASSIGNMENT,
} from '../../../test/assignments-harness.ts';
import type { BuiltUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { fieldMessage } from '../../../test/subscriptions-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';

interface RequiredRow {
  assessmentId: string;
  name: string;
  assessmentType: string;
  licenceMaxRestarts: number;
  recommended: boolean;
  assignment: AssignmentResult | null;
  teamAssignment: AssignmentResult | null;
}

const DAY = 24 * 60 * 60 * 1000;

describe('assignments', () => {
  const ctx = useTestApp();
  let world: Awaited<ReturnType<typeof buildAssignmentWorld>>;

  const create = (model: object, user: BuiltUser) =>
    gql<{ createUserAssessmentAssignment: AssignmentResult }>(ctx.app, CREATE_ASSIGNMENT, {
      variables: { model },
      cookie: user.cookie,
    });
  const update = (model: object, user: BuiltUser) =>
    gql<{ updateUserAssessmentAssignment: AssignmentResult }>(ctx.app, UPDATE_ASSIGNMENT, {
      variables: { model },
      cookie: user.cookie,
    });
  const remove = (id: string, user: BuiltUser) =>
    gql<{ deleteUserAssessmentAssignment: AssignmentResult }>(ctx.app, DELETE_ASSIGNMENT, {
      variables: { id },
      cookie: user.cookie,
    });
  const required = (variables: Record<string, unknown>, user: BuiltUser) =>
    gql<{ requiredAssessments: RequiredRow[] }>(ctx.app, REQUIRED_ASSESSMENTS, { variables, cookie: user.cookie });
  const personView = async (person: BuiltUser, user: BuiltUser, extra: Record<string, unknown> = {}) =>
    required({ profileId: (await profileOf(ctx.db, person)).id, ...extra }, user);

  beforeAll(async () => {
    world = await buildAssignmentWorld(ctx.db);
    await recommend(ctx.db, world.hazard, 50, 40, 60);
    await recommend(ctx.db, world.night, 50, 70, 100);
  });

  it('assigns to a driver with the defaults, is idempotent, changes and archives it, recording the event', async () => {
    const before = Date.now();
    const created = await create({ userId: world.loneDriver.id, assessmentId: world.hazard }, world.driverManager);
    const assignment = created.data!.createUserAssessmentAssignment;
    expect(assignment).toMatchObject({
      subscriptionId: world.customerId,
      userId: world.loneDriver.id,
      subscriptionTeamId: null,
      assessmentId: world.hazard,
      maxRestarts: 3,
      archived: false,
    });
    // Two months ahead: between 58 and 63 days.
    const due = Date.parse(assignment.targetDate) - before;
    expect(due).toBeGreaterThan(58 * DAY);
    expect(due).toBeLessThan(63 * DAY);

    const again = await create(
      { userId: world.loneDriver.id, assessmentId: world.hazard, maxRestarts: 1 },
      world.overviewManager,
    );
    expect(again.data!.createUserAssessmentAssignment).toEqual(assignment);
    expect(
      (await storedAssignments(ctx.db, world.customerId)).filter((a) => a.userId === world.loneDriver.id),
    ).toHaveLength(1);
    expect(
      (await assignedEvents(ctx.db, world.customerId)).filter((e) => e.data.userId === world.loneDriver.id),
    ).toEqual([
      {
        event: 'assessments.assigned',
        eventDate: expect.any(String),
        uniqueId: expect.any(String),
        data: {
          assessmentId: world.hazard,
          userId: world.loneDriver.id,
          subscriptionTeamId: null,
          subscriptionId: world.customerId,
        },
      },
    ]);

    const updated = await update({ id: assignment.id, targetDate: '2027-03-31', maxRestarts: 2 }, world.driverManager);
    expect(updated.data!.updateUserAssessmentAssignment).toMatchObject({
      id: assignment.id,
      targetDate: '2027-03-31T00:00:00.000Z',
      maxRestarts: 2,
    });
    const shown = await personView(world.loneDriver, world.driverManager);
    expect(shown.data!.requiredAssessments.find((r) => r.assessmentId === world.hazard)!.assignment).toMatchObject({
      id: assignment.id,
      maxRestarts: 2,
    });

    const deleted = await remove(assignment.id, world.driverManager);
    expect(deleted.data!.deleteUserAssessmentAssignment).toMatchObject({ id: assignment.id, archived: true });
    const after = await personView(world.loneDriver, world.driverManager);
    expect(after.data!.requiredAssessments.find((r) => r.assessmentId === world.hazard)!.assignment).toBeNull();
    // Archived, not deleted; selecting it again makes a new live assignment.
    expect((await storedAssignments(ctx.db, world.customerId)).find((a) => a.id === assignment.id)?.archived).toBe(
      true,
    );
    const reassigned = await create({ userId: world.loneDriver.id, assessmentId: world.hazard }, world.driverManager);
    expect(reassigned.data!.createUserAssessmentAssignment.id).not.toBe(assignment.id);
    await remove(reassigned.data!.createUserAssessmentAssignment.id, world.driverManager);
  });

  it("assigns to a team, which a member's list shows as their team assignment, with the Recommended mark", async () => {
    const refused = await create({ subscriptionTeamId: world.teamId, assessmentId: world.night }, world.driverManager);
    expect(errorCode(refused)).toBe('FORBIDDEN');

    const created = await create(
      { subscriptionTeamId: world.teamId, assessmentId: world.night, targetDate: '2027-01-15T09:30:00Z' },
      world.overviewManager,
    );
    const teamAssignment = created.data!.createUserAssessmentAssignment;
    expect(teamAssignment).toMatchObject({
      subscriptionId: world.customerId,
      userId: null,
      subscriptionTeamId: world.teamId,
      assessmentId: world.night,
      targetDate: '2027-01-15T09:30:00.000Z',
      maxRestarts: 0,
    });
    const events = await assignedEvents(ctx.db, world.customerId);
    expect(events.filter((e) => e.data.subscriptionTeamId === world.teamId).map((e) => [e.event, e.data])).toEqual([
      [
        'training.assigned',
        { assessmentId: world.night, userId: null, subscriptionTeamId: world.teamId, subscriptionId: world.customerId },
      ],
    ]);

    const memberView = await personView(world.teamDriver, world.driverManager);
    expect(memberView.data!.requiredAssessments).toEqual([
      {
        assessmentId: world.hazard,
        name: 'Hazard perception',
        assessmentType: 'Assessment',
        licenceMaxRestarts: 3,
        recommended: true,
        assignment: null,
        teamAssignment: null,
      },
      {
        assessmentId: world.night,
        name: 'Night driving',
        assessmentType: 'TrainingModule',
        licenceMaxRestarts: 0,
        recommended: false,
        assignment: null,
        teamAssignment,
      },
    ]);
    // A driver outside the team does not see it.
    const outsider = await personView(world.loneDriver, world.driverManager, { assessmentTypes: ['TrainingModule'] });
    expect(outsider.data!.requiredAssessments.map((r) => [r.name, r.teamAssignment])).toEqual([
      ['Night driving', null],
    ]);

    const teamView = await required(
      { subscriptionTeamId: world.teamId, subscriptionId: world.customerId },
      world.overviewManager,
    );
    expect(
      teamView.data!.requiredAssessments.map((r) => [
        r.name,
        r.assignment?.id ?? null,
        r.teamAssignment,
        r.recommended,
      ]),
    ).toEqual([
      ['Hazard perception', null, null, false],
      ['Night driving', teamAssignment.id, null, false],
    ]);
    expect(errorCode(await required({ subscriptionTeamId: world.teamId }, world.driverManager))).toBe('FORBIDDEN');

    // The member's own assignment is theirs, beside the team's.
    const own = await create({ userId: world.teamDriver.id, assessmentId: world.night }, world.driverManager);
    const withOwn = await personView(world.teamDriver, world.driverManager, { search: 'night' });
    expect(withOwn.data!.requiredAssessments).toHaveLength(1);
    expect(withOwn.data!.requiredAssessments[0]).toMatchObject({
      assignment: { id: own.data!.createUserAssessmentAssignment.id },
      teamAssignment: { id: teamAssignment.id },
    });

    // A repeated team assignment is the same one; updating and deleting need the team role too.
    const again = await create({ subscriptionTeamId: world.teamId, assessmentId: world.night }, world.overviewManager);
    expect(again.data!.createUserAssessmentAssignment.id).toBe(teamAssignment.id);
    expect(errorCode(await update({ id: teamAssignment.id, maxRestarts: 0 }, world.driverManager))).toBe('FORBIDDEN');
    expect(errorCode(await remove(teamAssignment.id, world.driverManager))).toBe('FORBIDDEN');
    const moved = await update({ id: teamAssignment.id, targetDate: '2026-01-01' }, world.overviewManager);
    expect(moved.data!.updateUserAssessmentAssignment.targetDate).toBe('2026-01-01T00:00:00.000Z');
  });

  it('makes one assignment when the same one is selected twice at the same moment', async () => {
    const model = { userId: world.managerPerson.id, assessmentId: world.night };
    const [a, b] = await Promise.all([create(model, world.overviewManager), create(model, world.overviewManager)]);
    expect(a.data!.createUserAssessmentAssignment.id).toBe(b.data!.createUserAssessmentAssignment.id);
    const live = (await storedAssignments(ctx.db, world.customerId)).filter(
      (row) => row.userId === world.managerPerson.id && row.assessmentId === world.night && !row.archived,
    );
    expect(live).toHaveLength(1);
    await remove(live[0]!.id, world.overviewManager);
  });

  it('refuses bad input with its message, changing nothing', async () => {
    const before = await storedAssignments(ctx.db, world.customerId);
    const eventsBefore = await assignedEvents(ctx.db, world.customerId);
    const driver = world.loneDriver.id;
    const cases: [object, string, string][] = [
      [
        { userId: driver, subscriptionTeamId: world.teamId, assessmentId: world.hazard },
        'userId',
        'Assign this to either one person or one team',
      ],
      [{ assessmentId: world.hazard }, 'userId', 'Assign this to either one person or one team'],
      [
        { userId: driver, assessmentId: world.unlicensed },
        'assessmentId',
        'This assessment is not licensed to the subscription',
      ],
      [
        { userId: driver, assessmentId: world.hazard, targetDate: 'next Tuesday' },
        'targetDate',
        'Enter the due date as a date, like 2027-01-31',
      ],
      [
        { userId: driver, assessmentId: world.hazard, targetDate: '2027-02-30' },
        'targetDate',
        'Enter the due date as a date, like 2027-01-31',
      ],
      [
        { userId: driver, assessmentId: world.hazard, maxRestarts: 4 },
        'maxRestarts',
        'Max restarts cannot exceed the limit set on subscription',
      ],
      [
        { userId: driver, assessmentId: world.night, maxRestarts: 1 },
        'maxRestarts',
        'Max restarts cannot exceed the limit set on subscription',
      ],
      [
        { userId: driver, assessmentId: world.hazard, maxRestarts: -1 },
        'maxRestarts',
        'Max restarts must be a whole number from 0 to 1000',
      ],
    ];
    for (const [model, field, message] of cases) {
      const refused = await create(model, world.overviewManager);
      expect(errorCode(refused), JSON.stringify(model)).toBe('BAD_USER_INPUT');
      expect(fieldMessage(refused, field), JSON.stringify(model)).toBe(message);
    }
    expect(await storedAssignments(ctx.db, world.customerId)).toEqual(before);
    expect(await assignedEvents(ctx.db, world.customerId)).toEqual(eventsBefore);

    // A past due date is allowed (shown overdue), and 0 is always within the licence.
    const past = await create(
      { userId: driver, assessmentId: world.hazard, targetDate: '2020-05-01', maxRestarts: 0 },
      world.overviewManager,
    );
    const assignment = past.data!.createUserAssessmentAssignment;
    expect(assignment).toMatchObject({ targetDate: '2020-05-01T00:00:00.000Z', maxRestarts: 0 });
    for (const [model, field, message] of [
      [
        { id: assignment.id, maxRestarts: 4 },
        'maxRestarts',
        'Max restarts cannot exceed the limit set on subscription',
      ],
      [{ id: assignment.id, targetDate: '31/12/2027' }, 'targetDate', 'Enter the due date as a date, like 2027-01-31'],
      [{ targetDate: '2027-12-31' }, 'id', undefined],
    ] as [object, string, string | undefined][]) {
      const refused = await update(model, world.overviewManager);
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      if (message) expect(fieldMessage(refused, field)).toBe(message);
    }
    const [stored] = (await storedAssignments(ctx.db, world.customerId)).filter((a) => a.id === assignment.id);
    expect(stored).toMatchObject({ maxRestarts: 0, targetDate: new Date('2020-05-01T00:00:00.000Z') });
    // A client id already used is refused.
    const taken = await create(
      { id: assignment.id, userId: world.teamDriver.id, assessmentId: world.hazard },
      world.overviewManager,
    );
    expect(errorCode(taken)).toBe('CONFLICT');
    await remove(assignment.id, world.overviewManager);
  });

  it("keeps to the people the caller manages and never reaches another subscription's", async () => {
    const own = (await create({ userId: world.loneDriver.id, assessmentId: world.hazard }, world.overviewManager)).data!
      .createUserAssessmentAssignment;
    const before = await storedAssignments(ctx.db, world.customerId);
    const rivalBefore = await storedAssignments(ctx.db, world.rivalId);

    // Another subscription's person, team or assignment is not found.
    expect(
      errorCode(await create({ userId: world.rivalDriver.id, assessmentId: world.hazard }, world.overviewManager)),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(
        await create({ subscriptionTeamId: world.rivalTeamId, assessmentId: world.hazard }, world.overviewManager),
      ),
    ).toBe('NOT_FOUND');
    expect(errorCode(await update({ id: own.id, maxRestarts: 1 }, world.rivalManager))).toBe('NOT_FOUND');
    expect(errorCode(await remove(own.id, world.rivalManager))).toBe('NOT_FOUND');
    expect(errorCode(await personView(world.loneDriver, world.rivalManager))).toBe('NOT_FOUND');
    expect(errorCode(await required({ subscriptionTeamId: world.teamId }, world.rivalManager))).toBe('NOT_FOUND');
    // The person's subscription must be the one named.
    expect(
      errorCode(
        await create(
          { subscriptionId: world.rivalId, userId: world.loneDriver.id, assessmentId: world.hazard },
          world.staff,
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(errorCode(await personView(world.loneDriver, world.staff, { subscriptionId: world.rivalId }))).toBe(
      'NOT_FOUND',
    );

    // A driver manager manages drivers only; a driver manages no one.
    expect(
      errorCode(await create({ userId: world.managerPerson.id, assessmentId: world.hazard }, world.driverManager)),
    ).toBe('NOT_FOUND');
    expect(errorCode(await personView(world.managerPerson, world.driverManager))).toBe('NOT_FOUND');
    expect(errorCode(await create({ userId: world.loneDriver.id, assessmentId: world.night }, world.teamDriver))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await personView(world.loneDriver, world.teamDriver))).toBe('FORBIDDEN');
    expect(
      errorCode(await gql(ctx.app, REQUIRED_ASSESSMENTS, { variables: { subscriptionTeamId: world.teamId } })),
    ).toBe('UNAUTHENTICATED');
    // Only staff assign to staff, and not an overview manager.
    expect(errorCode(await create({ userId: world.staff.id, assessmentId: world.hazard }, world.overviewManager))).toBe(
      'NOT_FOUND',
    );
    expect(await storedAssignments(ctx.db, world.customerId)).toEqual(before);
    expect(await storedAssignments(ctx.db, world.rivalId)).toEqual(rivalBefore);

    // Exactly one of a person and a team is viewed.
    expect(errorCode(await required({}, world.overviewManager))).toBe('BAD_USER_INPUT');
    expect(
      errorCode(
        await required(
          { profileId: (await profileOf(ctx.db, world.loneDriver)).id, subscriptionTeamId: world.teamId },
          world.overviewManager,
        ),
      ),
    ).toBe('BAD_USER_INPUT');

    // An overview manager assigns to a manager; staff to another staff member in the provider's own subscription.
    const toManager = await create(
      { userId: world.managerPerson.id, assessmentId: world.hazard },
      world.overviewManager,
    );
    expect(toManager.data!.createUserAssessmentAssignment.userId).toBe(world.managerPerson.id);
    const toStaff = await create({ userId: world.otherStaff.id, assessmentId: world.hazard }, world.staff);
    expect(toStaff.data!.createUserAssessmentAssignment).toMatchObject({
      subscriptionId: PROVIDER_SUBSCRIPTION_ID,
      maxRestarts: 2,
    });
    const staffView = await personView(world.otherStaff, world.staff);
    expect(staffView.data!.requiredAssessments.map((r) => [r.name, r.licenceMaxRestarts, !!r.assignment])).toEqual([
      ['Hazard perception', 2, true],
    ]);
  });
});
