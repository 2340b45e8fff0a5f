import { describe, expect, it } from 'vitest';
import { buildTeam } from '../../../test/assignments-harness.ts';
import { callApi, useApiWorld } from '../../../test/public-api-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';

describe('GET /teams and /teams/{id}', () => {
  const ctx = useTestApp();
  const world = useApiWorld(ctx);

  it('lists the teams of the key’s subscription by name, with search and pages', async () => {
    const { key, customerId, teamId } = world();
    const dayShift = await buildTeam(ctx.db, customerId, 'Day shift');
    const all = await callApi(ctx.app, 'GET', '/teams', { key });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({
      items: [
        { id: dayShift, name: 'Day shift' },
        { id: teamId, name: 'Night shift' },
      ],
      offset: 0,
      first: 100,
      hasMore: false,
    });
    const searched = await callApi(ctx.app, 'GET', '/teams', { key, query: { search: 'night' } });
    expect(searched.json().items).toEqual([{ id: teamId, name: 'Night shift' }]);
    const paged = await callApi(ctx.app, 'GET', '/teams', { key, query: { first: '1' } });
    expect(paged.json()).toMatchObject({ items: [{ id: dayShift }], hasMore: true });
  });

  it('answers one team', async () => {
    const { key, teamId } = world();
    const response = await callApi(ctx.app, 'GET', `/teams/${teamId}`, { key });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: teamId, name: 'Night shift' });
  });

  it('answers 404 for a team of another subscription', async () => {
    const { key, rivalTeamId } = world();
    const response = await callApi(ctx.app, 'GET', `/teams/${rivalTeamId}`, { key });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ title: 'NOT_FOUND', status: 404 });
  });

  it('offers no way to change teams', async () => {
    const { key, teamId } = world();
    const created = await callApi(ctx.app, 'POST', '/teams', { key, body: { name: 'New' } });
    expect(created.statusCode).toBe(404);
    const deleted = await callApi(ctx.app, 'DELETE', `/teams/${teamId}`, { key });
    expect(deleted.statusCode).toBe(404);
  });
});

describe('GET /assessments', () => {
  const ctx = useTestApp();
  const world = useApiWorld(ctx);

  it('lists what the subscription licenses, by name, with the licence’s retake limit', async () => {
    const { key, hazard, night } = world();
    const response = await callApi(ctx.app, 'GET', '/assessments', { key });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        { id: hazard, name: 'Hazard perception', assessmentType: 'Assessment', maxRestarts: 3 },
        { id: night, name: 'Night driving', assessmentType: 'TrainingModule', maxRestarts: 0 },
      ],
      offset: 0,
      first: 100,
      hasMore: false,
    });
  });

  it('filters by kind and pages', async () => {
    const { key, night, hazard } = world();
    const training = await callApi(ctx.app, 'GET', '/assessments', {
      key,
      query: { assessmentType: 'TrainingModule' },
    });
    expect(training.json().items.map((item: { id: string }) => item.id)).toEqual([night]);
    const paged = await callApi(ctx.app, 'GET', '/assessments', { key, query: { first: '1' } });
    expect(paged.json()).toMatchObject({ items: [{ id: hazard }], hasMore: true });
    const second = await callApi(ctx.app, 'GET', '/assessments', { key, query: { first: '1', offset: '1' } });
    expect(second.json()).toMatchObject({ items: [{ id: night }], hasMore: false });
  });

  it('refuses an unknown kind with 400 naming the field', async () => {
    const { key } = world();
    const response = await callApi(ctx.app, 'GET', '/assessments', { key, query: { assessmentType: 'Quiz' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('assessmentType');
  });
});
