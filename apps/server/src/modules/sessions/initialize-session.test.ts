import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { errorCode } from '../../../test/graphql-client.ts';
import { assignedDriver, useSessionWorld } from '../../../test/sessions-harness.ts';
import { productEventsOf } from '../../../test/user-events.ts';
import { assessmentItemSessionOrders } from './assessment-session.table.ts';

describe('initializeAssessmentSession', () => {
  const { ctx, world, start, startedSession, finishedSession } = useSessionWorld();

  it("starts the driver's session on the start page with each of the assessment's five items in order", async () => {
    const driver = await assignedDriver(ctx.db, world.customerId, world.hazard);
    const started = await start(driver.cookie, { assessmentId: world.hazard });
    expect(started.errors).toBeUndefined();
    const session = started.data!.initializeAssessmentSession;
    expect(session).toMatchObject({ userId: driver.id, currentPosition: 0, isFinished: false, totalScore: null });
    const order = await ctx.db
      .select()
      .from(assessmentItemSessionOrders)
      .where(eq(assessmentItemSessionOrders.assessmentSessionId, session.id));
    expect(order).toHaveLength(5);
  });

  it('resumes the unfinished session when the driver opens the assessment again', async () => {
    const { driver, sessionId } = await startedSession();
    const again = await start(driver.cookie, { assessmentId: world.hazard });
    expect(again.data!.initializeAssessmentSession.id).toBe(sessionId);
  });

  it('records assessments.started once, however often the driver opens the session', async () => {
    const { driver } = await startedSession();
    await start(driver.cookie, { assessmentId: world.hazard });
    const events = await productEventsOf(ctx.db, driver.id);
    expect(events.filter((event) => event === 'assessments.started')).toHaveLength(1);
  });

  it('refuses a retake beyond the limit, naming the attempt that used the last turn', async () => {
    const { driver, sessionId, finished } = await finishedSession();
    const retake = await start(driver.cookie, { assessmentId: world.hazard });
    expect(errorCode(retake)).toBe('CONFLICT');
    expect(retake.errors![0]!.message).toBe('No more attempts are allowed at this assessment.');
    // So the start page can say when that attempt was done and link its result.
    expect(retake.errors![0]!.extensions.params).toEqual({ sessionId, finishedAt: finished.endDate });
  });

  it('refuses an assessment not licensed to the organisation', async () => {
    const unlicensed = await start(world.loneDriver.cookie, { assessmentId: world.unlicensed });
    expect(unlicensed.errors![0]!.message).toBe('This assessment is not available to your organisation.');
  });

  it('refuses a driver an assessment not assigned to them', async () => {
    const unassigned = await buildUser(ctx.db, { subscriptionId: world.customerId });
    const refused = await start(unassigned.cookie, { assessmentId: world.hazard });
    expect(refused.errors![0]!.message).toBe('This assessment has not been assigned to you.');
  });

  it("lets a manager start one for a driver of theirs, as the driver's session", async () => {
    const forDriver = await start(world.driverManager.cookie, {
      assessmentId: world.hazard,
      userId: world.teamDriver.id,
    });
    expect(forDriver.errors).toBeUndefined();
    expect(forDriver.data!.initializeAssessmentSession.userId).toBe(world.teamDriver.id);
  });

  it("refuses a manager starting one for another organisation's driver", async () => {
    const refused = await start(world.driverManager.cookie, {
      assessmentId: world.hazard,
      userId: world.rivalDriver.id,
    });
    expect(errorCode(refused)).toBe('NOT_FOUND');
  });

  it('lets staff restart a session and refuses a manager', async () => {
    const byManager = await start(world.driverManager.cookie, { assessmentId: world.hazard, restart: true });
    expect(errorCode(byManager)).toBe('FORBIDDEN');
    const byStaff = await start(world.staff.cookie, { assessmentId: world.hazard, restart: true });
    expect(byStaff.errors).toBeUndefined();
  });
});
