import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAccountsApp } from '../../../test/accounts-harness.ts';
import { buildAssignmentWorld, joinTeam } from '../../../test/assignments-harness.ts';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { insertFinishedSession } from '../../../test/sessions-harness.ts';
import { SEND_EMAIL_JOB } from '../../platform/email/send-email.job.ts';
import { outboxMessages } from '../../platform/outbox/outbox.table.ts';
import { users } from '../accounts/user.table.ts';
import { userAssessmentAssignments } from '../assignments/user-assessment-assignment.table.ts';
import { subscriptionAssessments } from '../licensing/subscription-assessment.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { type AutomaticReminderOptions, sendAutomaticReminders } from './automatic-reminders.ts';

const OPTIONS: AutomaticReminderOptions = {
  publicUrl: 'https://roadmark.test',
  pinEmailDomain: 'pins.roadmark.local',
  locale: 'en-GB',
  hourUtc: 7,
  batchSize: 2,
};
const NOW = new Date('2027-03-10T07:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 24 * 60 * 60 * 1000);

describe('automatic reminders', () => {
  const { ctx, mail, deliver, post } = useAccountsApp();
  let world: Awaited<ReturnType<typeof buildAssignmentWorld>>;
  let pinMember: BuiltUser;
  let unconfirmedMember: BuiltUser;

  const run = (at: Date) => sendAutomaticReminders(ctx.db, at, OPTIONS);
  const remindersTo = async (email: string) => {
    const rows = await ctx.db
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, SEND_EMAIL_JOB),
          sql`${outboxMessages.payload} ->> 'subject' like 'Reminder:%'`,
          sql`${outboxMessages.payload} ->> 'to' = ${email}`,
        ),
      );
    return rows.map((row) => (row.payload as { subject: string }).subject);
  };
  const assign = async (values: Partial<typeof userAssessmentAssignments.$inferInsert> & { assessmentId: string }) => {
    const id = crypto.randomUUID();
    await ctx.db.insert(userAssessmentAssignments).values({
      id,
      subscriptionId: world.customerId,
      targetDate: days(5),
      ...values,
    });
    return id;
  };

  beforeAll(async () => {
    world = await buildAssignmentWorld(ctx.db);
    pinMember = await buildUser(ctx.db, { subscriptionId: world.customerId });
    await ctx.db.update(users).set({ email: 'Q7MPQR2X@PINS.roadmark.local' }).where(eq(users.id, pinMember.id));
    await joinTeam(ctx.db, pinMember, world.teamId);
    unconfirmedMember = await buildUser(ctx.db, { subscriptionId: world.customerId, emailConfirmed: false });
    await joinTeam(ctx.db, unconfirmedMember, world.teamId);

    // Due in 5 days (within the default 7): reminded.
    await assign({ userId: world.loneDriver.id, assessmentId: world.hazard });
    // The team's training, a day overdue: every confirmed member with an address is reminded.
    await assign({ subscriptionTeamId: world.teamId, assessmentId: world.night, targetDate: days(-1) });
    // Too far ahead, and too long overdue (more than 30 days): not reminded.
    await assign({ userId: world.managerPerson.id, assessmentId: world.hazard, targetDate: days(10) });
    await assign({ userId: world.driverManager.id, assessmentId: world.hazard, targetDate: days(-31) });
    // The rival has turned automatic reminders off.
    await ctx.db.update(subscriptions).set({ automaticReminders: false }).where(eq(subscriptions.id, world.rivalId));
    await ctx.db.insert(userAssessmentAssignments).values({
      id: crypto.randomUUID(),
      subscriptionId: world.rivalId,
      userId: world.rivalDriver.id,
      assessmentId: world.hazard,
      targetDate: days(1),
    });
  });

  it('reminds people due within the lead time or overdue, batch by batch, and not again for three days', async () => {
    expect(await run(NOW)).toEqual({ sent: 2 });
    expect(await remindersTo(world.loneDriver.email)).toEqual(['Reminder: Hazard perception is due by 15/03/2027']);
    expect(await remindersTo(world.teamDriver.email)).toEqual(['Reminder: Night driving is due by 09/03/2027']);
    for (const nobody of [pinMember, unconfirmedMember, world.managerPerson, world.driverManager, world.rivalDriver]) {
      expect(await remindersTo(nobody.email)).toEqual([]);
    }
    await deliver();
    const email = await mail.sink.latestTo(world.loneDriver.email);
    expect(email.text).toContain('This is a friendly reminder from Acme Haulage');
    expect(email.text).toContain('Open my dashboard: https://roadmark.test/me');

    // The next days: nothing until three days have passed since the last reminder.
    expect(await run(days(1))).toEqual({ sent: 0 });
    expect(await run(days(2.99))).toEqual({ sent: 0 });
    // Three days on, both are still due (the team's training is now four days overdue); the manager's is now due.
    expect(await run(days(3.01))).toEqual({ sent: 3 });
    expect(await remindersTo(world.managerPerson.email)).toEqual(['Reminder: Hazard perception is due by 20/03/2027']);
  });

  it("follows the subscription's lead time, and stops when turned off", async () => {
    const customer = eq(subscriptions.id, world.customerId);
    const later = days(41);
    const farAhead = await assign({
      userId: world.overviewManager.id,
      assessmentId: world.night,
      targetDate: days(50),
    });
    expect(await run(later)).toEqual({ sent: 0 });
    await ctx.db.update(subscriptions).set({ reminderDaysBeforeDue: 10 }).where(customer);
    await ctx.db.update(subscriptions).set({ automaticReminders: false }).where(customer);
    expect(await run(later)).toEqual({ sent: 0 });
    await ctx.db.update(subscriptions).set({ automaticReminders: true }).where(customer);
    expect(await run(later)).toEqual({ sent: 1 });
    expect(await remindersTo(world.overviewManager.email)).toEqual(['Reminder: Night driving is due by 29/04/2027']);
    await ctx.db
      .update(userAssessmentAssignments)
      .set({ archived: true })
      .where(eq(userAssessmentAssignments.id, farAhead));
  });

  it("uses a person's own assignment over their team's, and skips unlicensed and archived assessments", async () => {
    const at = days(100);
    const member = await buildUser(ctx.db, { subscriptionId: world.customerId });
    await joinTeam(ctx.db, member, world.teamId);
    // The team's training is long overdue by now, and the member's own assignment of it is months away.
    await assign({ userId: member.id, assessmentId: world.night, targetDate: days(200) });
    await ctx.db
      .update(userAssessmentAssignments)
      .set({ archived: true })
      .where(eq(userAssessmentAssignments.subscriptionTeamId, world.teamId));
    const teamTraining = await assign({ subscriptionTeamId: world.teamId, assessmentId: world.night, targetDate: at });
    await ctx.db
      .update(subscriptionAssessments)
      .set({ archived: true })
      .where(
        and(
          eq(subscriptionAssessments.subscriptionId, world.customerId),
          eq(subscriptionAssessments.assessmentId, world.hazard),
        ),
      );
    await assign({ userId: member.id, assessmentId: world.hazard, targetDate: at });

    expect(await run(at)).toEqual({ sent: 1 });
    expect(await remindersTo(member.email)).toEqual([]);
    expect(await remindersTo(world.teamDriver.email)).toContain('Reminder: Night driving is due by 18/06/2027');
    await ctx.db
      .update(userAssessmentAssignments)
      .set({ archived: true })
      .where(eq(userAssessmentAssignments.id, teamTraining));
  });

  it('does not remind someone who has finished it since it was assigned', async () => {
    const at = days(300);
    const finisher = await buildUser(ctx.db, { subscriptionId: world.customerId });
    await assign({ userId: finisher.id, assessmentId: world.night, targetDate: at });
    expect(await remindersTo(finisher.email)).toEqual([]);
    await insertFinishedSession(ctx.db, {
      subscriptionId: world.customerId,
      userId: finisher.id,
      assessmentId: world.night,
    });
    await run(at);
    expect(await remindersTo(finisher.email)).toEqual([]);
  });

  it('waits three days after a manager reminded someone by hand', async () => {
    const at = new Date();
    const driver = await buildUser(ctx.db, { subscriptionId: world.customerId });
    await ctx.db
      .update(subscriptionAssessments)
      .set({ archived: false })
      .where(
        and(
          eq(subscriptionAssessments.subscriptionId, world.customerId),
          eq(subscriptionAssessments.assessmentId, world.hazard),
        ),
      );
    await assign({ userId: driver.id, assessmentId: world.hazard, targetDate: at });
    const manual = await post(
      '/api/reminders/sendReminder',
      { userId: driver.id, assessmentId: world.hazard },
      { cookie: world.driverManager.cookie },
    );
    expect(manual.json()).toEqual({ sent: 1, skipped: 0 });
    await run(at);
    expect(await remindersTo(driver.email)).toHaveLength(1);
    await run(new Date(at.getTime() + 3.1 * 24 * 60 * 60 * 1000));
    expect(await remindersTo(driver.email)).toHaveLength(2);
  });
});
