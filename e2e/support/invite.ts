import { expect } from '@playwright/test';
import type { Mailbox } from './mailbox.ts';

/** Subject of the invite email (apps/server/src/locales/en-GB/email.json). */
export const INVITE_SUBJECT = 'You have been invited to Roadmark';
/** The seeded 'Driver' role group. */
export const DRIVER_ROLE_GROUP_ID = '7a1f0000-0000-4000-8000-000000000001';

/** What POST /api/account/invite answers: the new account, its profile and the profile's driver PIN. */
export interface Invited {
  userId: string;
  profileId: string;
  uniqueDriverPin: string;
}

/**
 * The administrator invites a person through the invite API, from the administrator's context: a quick way to set
 * up people for journeys that are not about user management (e2e/people.spec.ts drives the screens themselves).
 * A blank email makes a PIN account: no email is sent, and the PIN in the answer signs in alone.
 * `sendEmail: false` sets up a person who never signs in (a driver whose sessions the administrator runs).
 */
export async function invite(
  mailbox: Mailbox,
  person: { email: string; firstName: string; lastName: string },
  placement: { roleGroupId?: string; subscriptionId?: string; sendEmail?: boolean } = {},
): Promise<Invited> {
  const response = await mailbox.page.request.post('/api/account/invite', {
    headers: { 'x-roadmark-csrf': '1' },
    data: {
      user: {
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        roleGroupId: placement.roleGroupId ?? DRIVER_ROLE_GROUP_ID,
        ...(placement.subscriptionId ? { subscriptionId: placement.subscriptionId } : {}),
      },
      sendEmail: placement.sendEmail ?? true,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Invited;
}
