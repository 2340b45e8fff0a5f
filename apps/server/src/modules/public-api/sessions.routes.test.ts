import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, useApiWorld } from '../../../test/public-api-harness.ts';
import { buildMetric, insertSession } from '../../../test/sessions-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { assessmentSessionMetricScores } from '../sessions/assessment-session.table.ts';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /sessions and /sessions/{id}', () => {
  const ctx = useTestApp();
  const world = useApiWorld(ctx);
  let sessions: Record<string, string> = {};

  beforeAll(async () => {
    const { customerId, rivalId, loneDriver, teamDriver, driverManager, rivalDriver, hazard, night } = world();
    const of = (userId: string, subscriptionId = customerId) => ({ userId, subscriptionId });
    sessions = {
      lonesHazard: await insertSession(ctx.db, {
        ...of(loneDriver.id),
        assessmentId: hazard,
        totalScore: 25,
        endDate: minutesAgo(30),
      }),
      lonesNight: await insertSession(ctx.db, {
        ...of(loneDriver.id),
        assessmentId: night,
        totalScore: 90,
        endDate: minutesAgo(20),
      }),
      teamDriversHazard: await insertSession(ctx.db, {
        ...of(teamDriver.id),
        assessmentId: hazard,
        finished: false,
        endDate: minutesAgo(10),
      }),
      managers: await insertSession(ctx.db, { ...of(driverManager.id), assessmentId: hazard, totalScore: 50 }),
      rivals: await insertSession(ctx.db, { ...of(rivalDriver.id, rivalId), assessmentId: hazard, totalScore: 60 }),
    };
    const braking = await buildMetric(ctx.db, 'Braking');
    const anticipation = await buildMetric(ctx.db, 'Anticipation');
    await ctx.db.insert(assessmentSessionMetricScores).values(
      [
        [braking, 20],
        [anticipation, 35],
      ].map(([driverMetricId, score]) => ({
        id: crypto.randomUUID(),
        subscriptionId: customerId,
        assessmentSessionId: sessions.lonesHazard!,
        driverMetricId: driverMetricId as string,
        score: score as number,
      })),
    );
  });

  it('lists the sessions of the drivers a key manages, newest first, with stored scores and risk', async () => {
    const { key, loneDriver, teamDriver, hazard, night } = world();
    const ids = sessions;
    const response = await callApi(ctx.app, 'GET', '/sessions', { key });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ offset: 0, first: 100, hasMore: false });
    expect(response.json().items).toEqual([
      {
        id: ids.teamDriversHazard,
        assessmentId: hazard,
        userId: teamDriver.id,
        startDate: expect.any(String),
        endDate: null,
        isFinished: false,
        markedSuspicious: false,
        totalScore: null,
        riskCategory: 'NotAssessed',
      },
      expect.objectContaining({
        id: ids.lonesNight,
        assessmentId: night,
        totalScore: 90,
        riskCategory: 'NotAssessed',
      }),
      expect.objectContaining({
        id: ids.lonesHazard,
        userId: loneDriver.id,
        isFinished: true,
        endDate: expect.stringMatching(/Z$/),
        totalScore: 25,
        riskCategory: 'High',
      }),
    ]);
  });

  it.each([
    ['userId', 'loneDriver', ['lonesNight', 'lonesHazard']],
    ['assessmentId', 'hazard', ['teamDriversHazard', 'lonesHazard']],
    ['finished', 'true', ['lonesNight', 'lonesHazard']],
    ['finished', 'false', ['teamDriversHazard']],
  ] as const)('filters by %s', async (name, value, expected) => {
    const w = world();
    const ids = sessions;
    const resolved = value in w ? (w[value as keyof typeof w] as { id?: string } | string) : value;
    const query = { [name]: typeof resolved === 'string' ? resolved : resolved.id! };
    const response = await callApi(ctx.app, 'GET', '/sessions', { key: w.key, query });
    expect(response.json().items.map((item: { id: string }) => item.id)).toEqual(expected.map((key) => ids[key]));
  });

  it('answers one session with its driver metric scores', async () => {
    const { key } = world();
    const ids = sessions;
    const response = await callApi(ctx.app, 'GET', `/sessions/${ids.lonesHazard}`, { key });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids.lonesHazard,
      totalScore: 25,
      riskCategory: 'High',
      driverMetricScores: [
        { name: 'Anticipation', score: 35, driverMetricId: expect.any(String) },
        { name: 'Braking', score: 20, driverMetricId: expect.any(String) },
      ],
    });
    const unfinished = await callApi(ctx.app, 'GET', `/sessions/${ids.teamDriversHazard}`, { key });
    expect(unfinished.json()).toMatchObject({ totalScore: null, driverMetricScores: [] });
  });

  it.each([
    ['another subscription’s driver', 'rivals'],
    ['a manager, whom a key does not manage', 'managers'],
  ])('answers 404 for the session of %s', async (_case, which) => {
    const { key } = world();
    const ids = sessions;
    const response = await callApi(ctx.app, 'GET', `/sessions/${ids[which]}`, { key });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, title: 'NOT_FOUND' });
  });

  it('answers 404 when filtered by a person of another subscription', async () => {
    const { key, rivalDriver } = world();
    const response = await callApi(ctx.app, 'GET', '/sessions', { key, query: { userId: rivalDriver.id } });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a finished filter that is not true or false', async () => {
    const { key } = world();
    const response = await callApi(ctx.app, 'GET', '/sessions', { key, query: { finished: 'maybe' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'finished' }] });
  });
});
