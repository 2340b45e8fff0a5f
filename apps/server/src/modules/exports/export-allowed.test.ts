import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildResultsWorld } from '../../../test/export-results-world.ts';
import { download, problemOf, workbookRows } from '../../../test/exports-harness.ts';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';

const NOT_ALLOWED = {
  status: 403,
  code: 'FORBIDDEN',
  detail:
    "Exports are not switched on for this subscription. Roadmark can switch them on in the subscription's settings.",
};

describe('the allow-export switch', () => {
  const ctx = useTestApp({ EXPORT_RATE_LIMIT_PER_MINUTE: '1000' });
  let world: Awaited<ReturnType<typeof buildResultsWorld>>;
  let staff: BuiltUser;
  const url = (name: string, query: Record<string, string>) => `/api/export/${name}?${new URLSearchParams(query)}`;

  beforeAll(async () => {
    world = await buildResultsWorld(ctx.db);
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    await ctx.db.update(subscriptions).set({ allowExport: false }).where(eq(subscriptions.id, world.acmeId));
  });

  it('keeps names and scores in: results, detailed results and the dashboard are refused, to staff too', async () => {
    for (const who of [world.overviewManager, staff]) {
      for (const [name, query] of [
        ['AssessmentResults', { assessmentId: world.hazard, subscriptionId: world.acmeId }],
        ['DetailedAssessmentResults', { assessmentId: world.hazard, subscriptionId: world.acmeId }],
        ['SubscriptionDashboard', { subscriptionId: world.acmeId }],
        ['Users', { subscriptionId: world.acmeId }],
        ...(who === staff
          ? [['SeatsBreakdown', { subscriptionId: world.acmeId, assessmentId: world.hazard }] as const]
          : []),
      ] as const) {
        expect(problemOf(await download(ctx.app, url(name, query), who)), `${name}`).toEqual(NOT_ALLOWED);
      }
    }
  });

  it('gives the assignment template without the people, for the manager to fill in', async () => {
    const response = await download(
      ctx.app,
      url('BlankAssessmentImport', { subscriptionId: world.acmeId, type: 'Assessment' }),
      world.overviewManager,
    );
    expect(response.statusCode).toBe(200);
    const rows = await workbookRows(response.rawPayload);
    expect(rows).toEqual([['Email or PIN', 'Braking', 'Hazard perception']]);
  });

  it("leaves the subscription's responses out of the raw event data", async () => {
    const response = await download(ctx.app, url('responseRawData', { format: 'csv' }), staff);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Acme Haulage');
    expect(response.body).not.toContain('ann@acme.example');
  });
});
