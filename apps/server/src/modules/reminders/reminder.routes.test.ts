import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAccountsApp } from '../../../test/accounts-harness.ts';
import { buildAssignmentWorld, buildTeam, joinTeam } from '../../../test/assignments-harness.ts';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { insertFinishedSession } from '../../../test/sessions-harness.ts';
import { SEND_EMAIL_JOB } from '../../platform/email/send-email.job.ts';
import { outboxMessages } from '../../platform/outbox/outbox.table.ts';
import { users } from '../accounts/user.table.ts';
import { userAssessmentAssignments } from '../assignments/user-assessment-assignment.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';

describe('reminders', () => {
  const { ctx, mail, deliver, post } = useAccountsApp();
  let world: Awaited<ReturnType<typeof buildAssignmentWorld>>;
  let pinMember: BuiltUser;
  let emptyTeamId: string;

  const remind = (body: object, user: BuiltUser | null, headers: Record<string, string> = {}) =>
    post('/api/reminders/sendReminder', body, { ...(user ? { cookie: user.cookie } : {}), ...headers });
  const remindAll = (body: object, user: BuiltUser | null) =>
    post('/api/reminders/sendAllReminder', body, user ? { cookie: user.cookie } : {});
  const queuedEmails = () =>
    ctx.db
      .select({ payload: outboxMessages.payload, subscriptionId: outboxMessages.subscriptionId })
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.kind, SEND_EMAIL_JOB), sql`${outboxMessages.payload} ->> 'subject' like 'Reminder:%'`),
      );
  const assign = async (values: Partial<typeof userAssessmentAssignments.$inferInsert> & { assessmentId: string }) => {
    await ctx.db.insert(userAssessmentAssignments).values({
      id: crypto.randomUUID(),
      subscriptionId: world.customerId,
      targetDate: new Date('2027-03-31T00:00:00Z'),
      ...values,
    });
  };

  beforeAll(async () => {
    world = await buildAssignmentWorld(ctx.db);
    await ctx.db
      .update(subscriptions)
      .set({ allowBranding: true, brandColor: '#aa3300' })
      .where(eq(subscriptions.id, world.customerId));
    // A team member who signs in with a PIN has no address to email.
    pinMember = await buildUser(ctx.db, { subscriptionId: world.customerId });
    await ctx.db.update(users).set({ email: 'K7MPQR2X@pins.roadmark.local' }).where(eq(users.id, pinMember.id));
    await joinTeam(ctx.db, pinMember, world.teamId);
    emptyTeamId = await buildTeam(ctx.db, world.customerId, 'Empty team');
    await assign({ userId: world.loneDriver.id, assessmentId: world.hazard });
    await assign({
      subscriptionTeamId: world.teamId,
      assessmentId: world.night,
      targetDate: new Date('2027-01-15T09:30:00Z'),
    });
  });

  it("emails a driver a branded reminder of their own assignment, in the caller's language", async () => {
    const response = await remind({ userId: world.loneDriver.id, assessmentId: world.hazard }, world.driverManager);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: 1, skipped: 0 });
    await deliver();
    const email = await mail.sink.latestTo(world.loneDriver.email);
    expect(email.subject).toBe('Reminder: Hazard perception is due by 31/03/2027');
    expect(email.text).toContain('This is a friendly reminder from Acme Haulage');
    expect(email.text).toContain('Please complete it by 31/03/2027.');
    expect(email.text).toContain('Open my dashboard: https://roadmark.test/me');
    expect(email.html).toContain('background:#aa3300');

    const american = await remind({ userId: world.loneDriver.id, assessmentId: world.hazard }, world.driverManager, {
      'accept-language': 'en-US',
    });
    expect(american.json()).toEqual({ sent: 1, skipped: 0 });
    await deliver();
    expect((await mail.sink.latestTo(world.loneDriver.email)).subject).toBe(
      'Reminder: Hazard perception is due by 03/31/2027',
    );

    // The most wanted language that Roadmark offers decides, by q-value and not by the order written.
    const weighted = await remind({ userId: world.loneDriver.id, assessmentId: world.hazard }, world.driverManager, {
      'accept-language': 'fr-FR;q=0.9, en-GB;q=0.5, en-US;q=0.8',
    });
    expect(weighted.json()).toEqual({ sent: 1, skipped: 0 });
    await deliver();
    expect((await mail.sink.latestTo(world.loneDriver.email)).subject).toBe(
      'Reminder: Hazard perception is due by 03/31/2027',
    );
  });

  it("reminds a member through their team's assignment, and says so when there is nothing to remind", async () => {
    const response = await remind({ userId: world.teamDriver.id, assessmentId: world.night }, world.driverManager);
    expect(response.json()).toEqual({ sent: 1, skipped: 0 });
    await deliver();
    expect((await mail.sink.latestTo(world.teamDriver.email)).subject).toBe(
      'Reminder: Night driving is due by 15/01/2027',
    );

    const before = await queuedEmails();
    const nothing = await remind({ userId: world.teamDriver.id, assessmentId: world.hazard }, world.driverManager);
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json()).toEqual({
      sent: 0,
      skipped: 1,
      message: 'Nothing to remind: this person has no assignment of this assessment.',
    });
    const noAddress = await remind({ userId: pinMember.id, assessmentId: world.night }, world.driverManager);
    expect(noAddress.json()).toEqual({
      sent: 0,
      skipped: 1,
      message: 'Nothing was sent: everyone assigned has already finished it or has no email address to send to.',
    });
    expect(await queuedEmails()).toHaveLength(before.length);
  });

  it('reminds every team member who has it to do', async () => {
    const before = (await queuedEmails()).length;
    const response = await remindAll(
      { assessmentId: world.night, subscriptionTeamId: world.teamId },
      world.overviewManager,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: 1, skipped: 1 });
    const queued = await queuedEmails();
    expect(queued).toHaveLength(before + 1);
    expect(queued.at(-1)).toMatchObject({ subscriptionId: world.customerId, payload: { to: world.teamDriver.email } });

    // A member's own assignment counts too, when the team has none.
    await assign({ userId: world.teamDriver.id, assessmentId: world.hazard });
    expect(
      (await remindAll({ assessmentId: world.hazard, subscriptionTeamId: world.teamId }, world.overviewManager)).json(),
    ).toEqual({ sent: 1, skipped: 0 });
    expect(
      (await remindAll({ assessmentId: world.hazard, subscriptionTeamId: emptyTeamId }, world.overviewManager)).json(),
    ).toEqual({ sent: 0, skipped: 0, message: 'Nothing to remind: no one in this team has this assessment to do.' });
  });

  it('sends nothing to someone who has finished it since it was assigned, and says so', async () => {
    const finisher = await buildUser(ctx.db, { subscriptionId: world.customerId });
    await assign({ userId: finisher.id, assessmentId: world.hazard });
    // A session finished before this assignment does not count; one finished after it does.
    await insertFinishedSession(ctx.db, {
      subscriptionId: world.customerId,
      userId: finisher.id,
      assessmentId: world.hazard,
      endDate: new Date('2020-01-01T00:00:00Z'),
    });
    expect((await remind({ userId: finisher.id, assessmentId: world.hazard }, world.driverManager)).json()).toEqual({
      sent: 1,
      skipped: 0,
    });
    await insertFinishedSession(ctx.db, {
      subscriptionId: world.customerId,
      userId: finisher.id,
      assessmentId: world.hazard,
    });
    const before = (await queuedEmails()).length;
    expect((await remind({ userId: finisher.id, assessmentId: world.hazard }, world.driverManager)).json()).toEqual({
      sent: 0,
      skipped: 1,
      message: 'Nothing was sent: everyone assigned has already finished it or has no email address to send to.',
    });
    expect(await queuedEmails()).toHaveLength(before);
  });

  it("refuses callers who may not act on the person or team, and other subscriptions' people, sending nothing", async () => {
    const before = (await queuedEmails()).length;
    const own = { userId: world.loneDriver.id, assessmentId: world.hazard };
    const team = { assessmentId: world.night, subscriptionTeamId: world.teamId };
    expect((await remind(own, null)).statusCode).toBe(401);
    expect((await remind(own, world.teamDriver)).statusCode).toBe(403);
    expect((await remind(own, world.rivalManager)).statusCode).toBe(404);
    expect(
      (await remind({ userId: world.managerPerson.id, assessmentId: world.hazard }, world.driverManager)).statusCode,
    ).toBe(404);
    expect(
      (await remind({ userId: world.loneDriver.id, assessmentId: crypto.randomUUID() }, world.driverManager))
        .statusCode,
    ).toBe(404);
    const bad = await remind({ userId: 'someone', assessmentId: world.hazard }, world.driverManager);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_USER_INPUT');
    expect((await remindAll(team, world.driverManager)).statusCode).toBe(403);
    expect((await remindAll(team, world.rivalManager)).statusCode).toBe(404);
    expect(
      (await remindAll({ assessmentId: world.hazard, subscriptionTeamId: world.rivalTeamId }, world.overviewManager))
        .statusCode,
    ).toBe(404);
    expect((await remindAll({ assessmentId: world.night }, world.overviewManager)).statusCode).toBe(400);
    const noCsrf = await ctx.app.inject({
      method: 'POST',
      url: '/api/reminders/sendReminder',
      payload: own,
      headers: { cookie: world.driverManager.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await queuedEmails()).length).toBe(before);
  });

  it('lets staff remind an administrator', async () => {
    await ctx.db.insert(userAssessmentAssignments).values({
      id: crypto.randomUUID(),
      subscriptionId: world.otherStaff.subscriptionId,
      userId: world.otherStaff.id,
      assessmentId: world.hazard,
      targetDate: new Date('2027-06-01T00:00:00Z'),
    });
    expect((await remind({ userId: world.otherStaff.id, assessmentId: world.hazard }, world.staff)).json()).toEqual({
      sent: 1,
      skipped: 0,
    });
    expect(
      (await remind({ userId: world.otherStaff.id, assessmentId: world.hazard }, world.overviewManager)).statusCode,
    ).toBe(404);
  });
});
