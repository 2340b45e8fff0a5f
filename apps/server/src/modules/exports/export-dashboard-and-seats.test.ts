import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildResultsWorld } from '../../../test/export-results-world.ts';
import { download, problemOf, workbookRows } from '../../../test/exports-harness.ts';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const clock = (month: number, day: number, hour: number, minute: number) =>
  new Date(Date.UTC(2026, month - 1, day, hour, minute));

describe('GET /api/export/SubscriptionDashboard and SeatsBreakdown', () => {
  const ctx = useTestApp({ EXPORT_RATE_LIMIT_PER_MINUTE: '1000' });
  let world: Awaited<ReturnType<typeof buildResultsWorld>>;
  let staff: BuiltUser;

  const url = (name: string, query: Record<string, string>) =>
    `/api/export/${name}?${new URLSearchParams({ timeZone: 'America/New_York', ...query })}`;

  beforeAll(async () => {
    world = await buildResultsWorld(ctx.db);
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
  });

  describe('SubscriptionDashboard', () => {
    it('gives each person their overall score and risk and the latest score of each licensed assessment', async () => {
      const response = await download(
        ctx.app,
        url('SubscriptionDashboard', { subscriptionId: world.acmeId }),
        world.overviewManager,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/filename="dashboard-acme-haulage-[\d-]+\.xlsx"/);
      const notAssessed = [null, 'Not assessed'];
      expect(await workbookRows(response.rawPayload, 'People')).toEqual([
        ['First name', 'Last name', 'Email', 'Team', 'Overall score', 'Overall risk', 'Braking', 'Hazard perception'],
        // Ann: the mean of 45 and 90, rounded half up, by the subscription's thresholds (30/70).
        ['Ann', 'Archer', 'ann@acme.example', 'Day shift', 68, 'Medium', 45, 90],
        ['Ben', 'Baker', null, 'Day shift', ...notAssessed],
        ['Cat', 'Carter', 'cat@acme.example', 'Night shift', 50, 'Medium', null, 50],
        ['Dan', 'Dale', 'dan@acme.example', null, ...notAssessed],
        [`'=HYPERLINK("x")`, 'Evans', 'eve@acme.example', null, 75, 'Low', null, 75],
        ['Mia', 'Manager', world.dayManager.email, 'Day shift', ...notAssessed],
        ['Oli', 'Overview', world.overviewManager.email, null, ...notAssessed],
        ['Zed', 'Zulu', world.driver.email, null, ...notAssessed],
      ]);
    });

    it('writes the same as CSV, for the subscription the actor works in', async () => {
      const response = await download(ctx.app, url('SubscriptionDashboard', { format: 'csv' }), world.dayManager, {
        'accept-language': 'en-US',
      });
      expect(response.statusCode).toBe(200);
      expect(response.body.split('\r\n').slice(0, 2)).toEqual([
        '\ufeffFirst name,Last name,Email,Team,Overall score,Overall risk,Braking,Hazard perception',
        'Ann,Archer,ann@acme.example,Day shift,68,Medium,45,90',
      ]);
    });

    it('refuses signed-out people and drivers, and hides other tenants', async () => {
      expect(problemOf(await download(ctx.app, url('SubscriptionDashboard', {}), null)).status).toBe(401);
      expect(problemOf(await download(ctx.app, url('SubscriptionDashboard', {}), world.driver)).status).toBe(403);
      const rivals = await download(
        ctx.app,
        url('SubscriptionDashboard', { subscriptionId: world.rivalId }),
        world.overviewManager,
      );
      expect(problemOf(rivals)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      const ours = await download(
        ctx.app,
        url('SubscriptionDashboard', { subscriptionId: world.acmeId }),
        world.rivalManager,
      );
      expect(ours.statusCode).toBe(404);
      expect(ours.body).not.toContain('Archer');
    });

    it('refuses a subscription id that is not one', async () => {
      const response = await download(
        ctx.app,
        url('SubscriptionDashboard', { subscriptionId: 'acme' }),
        world.overviewManager,
      );
      expect(problemOf(response)).toEqual({ status: 400, code: 'BAD_USER_INPUT', detail: 'The id must be a UUID.' });
    });
  });

  describe('SeatsBreakdown', () => {
    const seats = (query: Record<string, string> = {}) =>
      url('SeatsBreakdown', { subscriptionId: world.acmeId, assessmentId: world.hazard, ...query });

    it('lists who used a seat, by their first session, people since removed too', async () => {
      const response = await download(ctx.app, seats(), staff);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        /filename="seats-acme-haulage-hazard-perception-[\d-]+\.xlsx"/,
      );
      // New York: four hours behind UTC until 1 November.
      expect(await workbookRows(response.rawPayload, 'Seats')).toEqual([
        [
          'First name',
          'Last name',
          'Email',
          'Team',
          'First session (UTC)',
          'First session (local)',
          'Sessions',
          'Finished sessions',
          'Removed',
        ],
        ['Gus', 'Gone', 'gus@acme.example', null, '2026-08-20T06:50:00.000Z', clock(8, 20, 2, 50), 1, 1, 'Yes'],
        ['Ann', 'Archer', 'ann@acme.example', 'Day shift', '2026-09-01T09:50:00.000Z', clock(9, 1, 5, 50), 2, 2, 'No'],
        ['Ben', 'Baker', null, 'Day shift', '2026-10-06T07:50:00.000Z', clock(10, 6, 3, 50), 1, 0, 'No'],
        [
          'Cat',
          'Carter',
          'cat@acme.example',
          'Night shift',
          '2026-10-07T08:50:00.000Z',
          clock(10, 7, 4, 50),
          1,
          1,
          'No',
        ],
        [
          `'=HYPERLINK("x")`,
          'Evans',
          'eve@acme.example',
          null,
          '2026-10-08T10:50:00.000Z',
          clock(10, 8, 6, 50),
          1,
          1,
          'No',
        ],
      ]);
    });

    it('is for provider staff only', async () => {
      expect(problemOf(await download(ctx.app, seats(), null)).status).toBe(401);
      for (const who of [world.overviewManager, world.dayManager, world.driver]) {
        expect(problemOf(await download(ctx.app, seats(), who))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      }
    });

    it('answers not found for an assessment or subscription that does not exist', async () => {
      const missing = crypto.randomUUID();
      expect((await download(ctx.app, seats({ assessmentId: missing }), staff)).statusCode).toBe(404);
      expect((await download(ctx.app, seats({ subscriptionId: missing }), staff)).statusCode).toBe(404);
    });

    it('refuses a missing assessment', async () => {
      const response = await download(ctx.app, url('SeatsBreakdown', { subscriptionId: world.acmeId }), staff);
      expect(problemOf(response)).toEqual({
        status: 400,
        code: 'BAD_USER_INPUT',
        detail: 'Choose an assessment: assessmentId is required.',
      });
    });
  });
});
