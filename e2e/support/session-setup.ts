import type { Page } from '@playwright/test';
import { adminGraphql, createSubscription } from './admin-api.ts';
import { INVITE_SUBJECT, invite } from './invite.ts';
import type { Mailbox } from './mailbox.ts';
import { newPerson, type Person } from './person.ts';
import { setPasswordFromInvite } from './subscription-administrator.ts';
import { uniqueName } from './unique-name.ts';

/** The seeded demo content (apps/server/src/modules/seed/demo-ids.ts). */
export const DEMO_ASSESSMENT = { id: '7a1f0000-0000-4000-8000-00000000de01', name: 'Demo: Hazard perception' };
export const DEMO_TRAINING = { id: '7a1f0000-0000-4000-8000-00000000de02', name: 'Demo: Spotting hazards' };

async function licenseAndAssign(mailbox: Mailbox, subscriptionId: string, userId: string, assessmentId: string) {
  await adminGraphql(
    mailbox,
    'mutation ($model: CreateSubscriptionAssessmentInput!) { createSubscriptionAssessment(model: $model) { id } }',
    { model: { subscriptionId, assessmentId, maxRestarts: 1 } },
  );
  await adminGraphql(
    mailbox,
    'mutation ($model: UserAssessmentAssignmentInput!) { createUserAssessmentAssignment(model: $model) { id } }',
    { model: { userId, assessmentId } },
  );
}

/**
 * A driver of a new subscription that licenses the demo assessment and training, both assigned to them, who has
 * accepted their invite and is signed in on `page`.
 */
export async function driverWithDemoAssignments(page: Page, mailbox: Mailbox): Promise<Person> {
  const subscriptionId = await createSubscription(mailbox, {
    companyName: uniqueName('Session Haulage'),
    subscriptionType: 'Subscription',
  });
  const driver = newPerson();
  const { userId } = await invite(mailbox, driver, { subscriptionId });
  for (const assessment of [DEMO_ASSESSMENT, DEMO_TRAINING]) {
    await licenseAndAssign(mailbox, subscriptionId, userId, assessment.id);
  }
  await page.goto(await mailbox.readLink(driver.email, INVITE_SUBJECT));
  await setPasswordFromInvite(page, driver);
  return driver;
}
