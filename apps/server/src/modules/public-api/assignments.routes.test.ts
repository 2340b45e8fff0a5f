import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignedEvents, storedAssignments } from '../../../test/assignments-harness.ts';
import { type ApiWorld, callApi, useApiWorld } from '../../../test/public-api-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { userAssessmentAssignments } from '../assignments/user-assessment-assignment.table.ts';

interface AssignmentAnswer {
  id: string;
  userId: string | null;
  subscriptionTeamId: string | null;
  assessmentId: string;
  targetDate: string;
  maxRestarts: number;
}

/** Test tables name people and records of the world (e.g. 'loneDriver'); other values are sent as they are. */
function resolveNames(world: ApiWorld, body: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(body).map(([name, value]) => {
      const found = typeof value === 'string' && value in world ? world[value as keyof ApiWorld] : value;
      return [name, typeof found === 'object' && found !== null ? (found as { id: string }).id : found];
    }),
  );
}

describe('POST /assignments', () => {
  const ctx = useTestApp();
  const world = useApiWorld(ctx);

  it('assigns a licensed assessment to a driver and records assessments.assigned', async () => {
    const { key, loneDriver, hazard, customerId } = world();
    const response = await callApi(ctx.app, 'POST', '/assignments', {
      key,
      body: { userId: loneDriver.id, assessmentId: hazard, targetDate: '2031-05-01' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      userId: loneDriver.id,
      subscriptionTeamId: null,
      assessmentId: hazard,
      targetDate: '2031-05-01T00:00:00.000Z',
      maxRestarts: 3,
    });
    const events = await assignedEvents(ctx.db, customerId);
    expect(events.at(-1)).toMatchObject({ event: 'assessments.assigned', data: { userId: loneDriver.id } });
    const again = await callApi(ctx.app, 'POST', '/assignments', {
      key,
      body: { userId: loneDriver.id, assessmentId: hazard },
    });
    expect(again.json().id).toBe(response.json().id);
  });

  it.each([
    [{ userId: 'rivalDriver', assessmentId: 'hazard' }, 404],
    [{ userId: 'driverManager', assessmentId: 'hazard' }, 404],
    [{ subscriptionTeamId: 'teamId', assessmentId: 'hazard' }, 403],
  ] as const)('refuses %o (%i) and assigns nothing', async (body, status) => {
    const w = world();
    const resolved = resolveNames(w, body);
    const before = (await storedAssignments(ctx.db, w.customerId)).length;
    const rivalBefore = (await storedAssignments(ctx.db, w.rivalId)).length;
    const response = await callApi(ctx.app, 'POST', '/assignments', { key: w.key, body: resolved });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect((await storedAssignments(ctx.db, w.customerId)).length).toBe(before);
    expect((await storedAssignments(ctx.db, w.rivalId)).length).toBe(rivalBefore);
  });

  it.each([
    [{ userId: 'loneDriver' }, 'assessmentId', 'assessmentId is required'],
    [{ assessmentId: 'hazard' }, 'userId', 'Assign this to either one person or one team'],
    [
      { userId: 'teamDriver', assessmentId: 'night', maxRestarts: 9 },
      'maxRestarts',
      'Max restarts cannot exceed the limit set on subscription',
    ],
    [{ userId: 'teamDriver', assessmentId: 'night', targetDate: 'soon' }, 'targetDate', 'Enter the due date as a date'],
  ])('refuses %o with 400 and the message for %s', async (body, field, message) => {
    const w = world();
    const resolved = resolveNames(w, body);
    const response = await callApi(ctx.app, 'POST', '/assignments', { key: w.key, body: resolved });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, errors: [{ field }] });
    expect(response.json().detail).toContain(message);
  });
});

describe('GET /assignments', () => {
  const ctx = useTestApp();
  const world = useApiWorld(ctx);

  it('lists the assignments of the drivers a key manages, filtered by person or assessment', async () => {
    const { key, loneDriver, teamDriver, driverManager, hazard, night, overviewManager, teamId } = world();
    const assign = async (cookieOrKey: { key?: string; cookie?: string }, body: Record<string, string>) => {
      const response = await callApi(ctx.app, 'POST', '/assignments', {
        ...cookieOrKey,
        body,
        headers: { 'x-roadmark-csrf': '1' },
      });
      expect(response.statusCode).toBe(201);
      return response.json() as AssignmentAnswer;
    };
    const lonesHazard = await assign({ key }, { userId: loneDriver.id, assessmentId: hazard });
    const lonesNight = await assign({ key }, { userId: loneDriver.id, assessmentId: night });
    const teamDriversHazard = await assign({ key }, { userId: teamDriver.id, assessmentId: hazard });
    const managers = await assign(
      { cookie: overviewManager.cookie },
      { userId: driverManager.id, assessmentId: hazard },
    );
    const teamWide = await assign(
      { cookie: overviewManager.cookie },
      { subscriptionTeamId: teamId, assessmentId: night },
    );

    const all = await callApi(ctx.app, 'GET', '/assignments', { key });
    expect(all.statusCode).toBe(200);
    const ids = all.json().items.map((item: AssignmentAnswer) => item.id);
    expect(ids).toEqual([lonesHazard.id, lonesNight.id, teamDriversHazard.id]);
    expect(ids).not.toContain(managers.id);
    expect(ids).not.toContain(teamWide.id);

    const lones = await callApi(ctx.app, 'GET', '/assignments', { key, query: { userId: loneDriver.id } });
    expect(lones.json().items.map((item: AssignmentAnswer) => item.id)).toEqual([lonesHazard.id, lonesNight.id]);
    const hazards = await callApi(ctx.app, 'GET', '/assignments', { key, query: { assessmentId: hazard } });
    expect(hazards.json().items.map((item: AssignmentAnswer) => item.id)).toEqual([
      lonesHazard.id,
      teamDriversHazard.id,
    ]);
    const paged = await callApi(ctx.app, 'GET', '/assignments', { key, query: { first: '2', offset: '1' } });
    expect(paged.json()).toMatchObject({ offset: 1, first: 2, hasMore: false });
    expect(paged.json().items).toHaveLength(2);

    const byManager = await callApi(ctx.app, 'GET', '/assignments', { cookie: overviewManager.cookie });
    expect(byManager.json().items.map((item: AssignmentAnswer) => item.id)).toEqual(
      expect.arrayContaining([managers.id, teamWide.id]),
    );
  });

  it('answers 404 when filtered by a person of another subscription', async () => {
    const { key, rivalDriver } = world();
    const response = await callApi(ctx.app, 'GET', '/assignments', { key, query: { userId: rivalDriver.id } });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /assignments/{id}', () => {
  const ctx = useTestApp();
  const world = useApiWorld(ctx);

  it('archives the assignment', async () => {
    const { key, loneDriver, hazard } = world();
    const created = await callApi(ctx.app, 'POST', '/assignments', {
      key,
      body: { userId: loneDriver.id, assessmentId: hazard },
    });
    const response = await callApi(ctx.app, 'DELETE', `/assignments/${created.json().id}`, { key });
    expect(response.statusCode).toBe(204);
    const [stored] = await ctx.db
      .select()
      .from(userAssessmentAssignments)
      .where(eq(userAssessmentAssignments.id, created.json().id));
    expect(stored!.archived).toBe(true);
  });

  it('answers 404 for another subscription’s assignment and leaves it live', async () => {
    const { key, rivalManager, rivalDriver, hazard } = world();
    const rivals = await callApi(ctx.app, 'POST', '/assignments', {
      cookie: rivalManager.cookie,
      headers: { 'x-roadmark-csrf': '1' },
      body: { userId: rivalDriver.id, assessmentId: hazard },
    });
    expect(rivals.statusCode).toBe(201);
    const response = await callApi(ctx.app, 'DELETE', `/assignments/${rivals.json().id}`, { key });
    expect(response.statusCode).toBe(404);
    const [stored] = await ctx.db
      .select()
      .from(userAssessmentAssignments)
      .where(eq(userAssessmentAssignments.id, rivals.json().id));
    expect(stored!.archived).toBe(false);
  });
});
