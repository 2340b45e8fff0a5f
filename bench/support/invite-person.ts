import { type Credentials, RoadmarkHttpClient } from './roadmark-http-client.ts';

/** The seeded role groups (packages/domain/src/roles.ts ROLE_GROUPS). */
export const ROLE_GROUP = {
  driver: '7a1f0000-0000-4000-8000-000000000001',
  overviewManager: '7a1f0000-0000-4000-8000-000000000003',
} as const;

export interface InvitedPerson extends Credentials {
  userId: string;
}

const INVITE_PATH = '/account/confirmInvite';
const MAILBOX = `query ($search: String) { mailboxMessages(first: 20, search: $search) { to subject text } }`;

/**
 * The invite link's user id and code, read from the built-in mailbox (a server without SMTP keeps every email
 * there, and staff may read it). The outbox worker delivers within a poll interval, so it is polled for a while.
 */
async function readInviteLink(staff: RoadmarkHttpClient, email: string): Promise<{ userId: string; code: string }> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { mailboxMessages } = await staff.graphql<{ mailboxMessages: { to: string; text: string }[] }>(MAILBOX, {
      search: email,
    });
    for (const message of mailboxMessages) {
      const href = message.text.match(/https?:\/\/\S+/g)?.find((link) => link.includes(INVITE_PATH));
      if (message.to.toLowerCase() !== email.toLowerCase() || !href) continue;
      const url = new URL(href);
      const userId = url.searchParams.get('userId');
      const code = url.searchParams.get('code');
      if (userId && code) return { userId, code };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no invite email to ${email} reached the mailbox within 60 s (is SMTP_URL set on the server?)`);
}

/**
 * A person invited by staff into the subscription, who accepts the emailed invite and chooses a password through
 * the call the web app's set-password page makes (POST /api/account/confirmInvite).
 */
export async function invitePerson(
  staff: RoadmarkHttpClient,
  person: { email: string; firstName: string; lastName: string; roleGroupId: string; subscriptionId: string },
  password: string,
): Promise<InvitedPerson> {
  const invited = await staff.post<{ userId: string }>('/api/account/invite', {
    user: {
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      roleGroupId: person.roleGroupId,
      subscriptionId: person.subscriptionId,
    },
    sendEmail: true,
  });
  const link = await readInviteLink(staff, person.email);
  if (link.userId !== invited.userId) throw new Error(`the invite email to ${person.email} names another account`);
  // The person is not signed in while accepting, as on the page the emailed link opens.
  await new RoadmarkHttpClient(staff.baseUrl).post('/api/account/confirmInvite', { ...link, password });
  return { email: person.email, password, userId: invited.userId };
}
