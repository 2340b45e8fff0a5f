import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAssessment, buildTeam, license } from '../../../test/assignments-harness.ts';
import { assign } from '../../../test/dashboards-harness.ts';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { users } from '../accounts/user.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';

const FIELDS = 'shown steps { key done } subscription { id companyName }';
const QUERY = `{ gettingStarted { ${FIELDS} } }`;
const DISMISS = `mutation { dismissGettingStarted { ${FIELDS} } }`;

interface Progress {
  shown: boolean;
  steps: { key: string; done: boolean }[];
  subscription: { id: string; companyName: string } | null;
}

describe("the provider dashboard's getting-started checklist", () => {
  const ctx = useTestApp();
  let staff: BuiltUser;
  let otherStaff: BuiltUser;
  let assessmentId: string;

  const progress = async (user: BuiltUser, query = QUERY) => {
    const response = await gql<Record<string, Progress>>(ctx.app, query, { cookie: user.cookie });
    expect(response.errors).toBeUndefined();
    return Object.values(response.data!)[0]!;
  };
  const doneSteps = (value: Progress) => value.steps.filter((step) => step.done).map((step) => step.key);

  beforeAll(async () => {
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    otherStaff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    assessmentId = await buildAssessment(ctx.db, 'Hazard perception');
  });

  it('ticks each step as the installation gets it, counting only live customer subscriptions', async () => {
    const fresh = await progress(staff);
    expect(fresh).toEqual({
      shown: true,
      steps: ['addSubscription', 'licenseContent', 'addTeam', 'addPeople', 'assign'].map((key) => ({
        key,
        done: false,
      })),
      subscription: null,
    });

    // The provider's own records (its staff, a team of its own, a licence of its own), distributors, studies and
    // archived subscriptions are not a customer set up.
    await buildTeam(ctx.db, PROVIDER_SUBSCRIPTION_ID, 'Trainers');
    await license(ctx.db, PROVIDER_SUBSCRIPTION_ID, assessmentId);
    const distributor = await buildSubscription(ctx.db, { subscriptionType: 'Distributor' });
    await license(ctx.db, distributor.id, assessmentId);
    await buildSubscription(ctx.db, { subscriptionType: 'Study' });
    const archived = await buildSubscription(ctx.db, { companyName: 'Gone & Co', archived: true });
    await buildTeam(ctx.db, archived.id);
    expect(doneSteps(await progress(staff))).toEqual([]);

    const older = await buildSubscription(ctx.db, { companyName: 'Older Haulage' });
    await ctx.db
      .update(subscriptions)
      .set({ createdAt: new Date('2026-01-01') })
      .where(eq(subscriptions.id, older.id));
    const customer = await buildSubscription(ctx.db, { companyName: 'Ridge & "Vale" Freight — 北' });
    let now = await progress(staff);
    expect(doneSteps(now)).toEqual(['addSubscription']);
    expect(now.subscription).toEqual({ id: customer.id, companyName: 'Ridge & "Vale" Freight — 北' });

    await license(ctx.db, customer.id, assessmentId);
    const teamId = await buildTeam(ctx.db, older.id);
    expect(doneSteps(await progress(staff))).toEqual(['addSubscription', 'licenseContent', 'addTeam']);

    const driver = await buildUser(ctx.db, { subscriptionId: customer.id });
    expect(doneSteps(await progress(staff))).toEqual(['addSubscription', 'licenseContent', 'addTeam', 'addPeople']);

    await assign(ctx.db, { subscriptionId: customer.id, assessmentId, subscriptionTeamId: teamId });
    now = await progress(staff);
    expect(doneSteps(now)).toHaveLength(5);
    expect(now.shown).toBe(false);

    // An archived driver is not people set up: the step opens again, and the checklist comes back.
    await ctx.db.update(users).set({ archived: true }).where(eq(users.id, driver.id));
    now = await progress(staff);
    expect(now.steps.find((step) => step.key === 'addPeople')?.done).toBe(false);
    expect(now.shown).toBe(true);
  });

  it('is put away for the person who dismisses it only, and dismissing again changes nothing', async () => {
    expect((await progress(otherStaff)).shown).toBe(true);
    const dismissed = await progress(staff, DISMISS);
    expect(dismissed.shown).toBe(false);
    expect(dismissed.steps).toHaveLength(5);
    const [first] = await ctx.db.select().from(users).where(eq(users.id, staff.id));
    expect(first?.gettingStartedDismissedAt).toBeInstanceOf(Date);

    expect((await progress(staff, DISMISS)).shown).toBe(false);
    const [again] = await ctx.db.select().from(users).where(eq(users.id, staff.id));
    expect(again?.gettingStartedDismissedAt).toEqual(first?.gettingStartedDismissedAt);
    expect((await progress(staff)).shown).toBe(false);
    expect((await progress(otherStaff)).shown).toBe(true);
  });

  it('is for staff only: a customer manager or driver is refused and nothing is written', async () => {
    const customer = await buildSubscription(ctx.db);
    const manager = await buildUser(ctx.db, { subscriptionId: customer.id, roleGroup: RoleGroupName.OverviewManager });
    const driver = await buildUser(ctx.db, { subscriptionId: customer.id });
    for (const user of [manager, driver]) {
      expect(errorCode(await gql(ctx.app, QUERY, { cookie: user.cookie }))).toBe('FORBIDDEN');
      expect(errorCode(await gql(ctx.app, DISMISS, { cookie: user.cookie }))).toBe('FORBIDDEN');
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.gettingStartedDismissedAt).toBeNull();
    }
    expect(errorCode(await gql(ctx.app, QUERY))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(ctx.app, DISMISS))).toBe('UNAUTHENTICATED');
  });
});
