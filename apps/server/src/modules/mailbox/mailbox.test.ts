import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createMailboxTransport } from '../../platform/email/email-transport.ts';
import { SEND_EMAIL_JOB, sendEmailHandler } from '../../platform/email/send-email.job.ts';
import { processDueOutbox } from '../../platform/outbox/outbox-worker.ts';

type Messages = { mailboxMessages: Array<{ to: string; subject: string; text: string }> };

describe('mailboxMessages', () => {
  const ctx = useTestApp({ ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' });
  let admin: BuiltUser;
  let manager: BuiltUser;
  beforeAll(async () => {
    admin = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    manager = await buildUser(ctx.db, {
      subscriptionId: PROVIDER_SUBSCRIPTION_ID,
      roleGroup: RoleGroupName.OverviewManager,
    });
  });

  it('keeps mail sent without an SMTP server and shows it to staff, newest first, searchable', async () => {
    for (const email of ['first@example.com', 'second@example.com']) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/account/register',
        headers: { 'x-roadmark-csrf': '1' },
        payload: { email, password: 'Str0ng!pass', confirmPassword: 'Str0ng!pass', firstName: 'Kim', lastName: 'Lee' },
      });
    }
    await processDueOutbox(ctx.db, {
      handlers: { [SEND_EMAIL_JOB]: sendEmailHandler(createMailboxTransport(ctx.db)) },
    });

    const all = await gql<Messages>(ctx.app, '{ mailboxMessages { to subject text } }', { cookie: admin.cookie });
    expect(all.data!.mailboxMessages.map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(all.data!.mailboxMessages[0]!.text).toMatch(/\/account\/confirmEmail\?userId=/);
    const searched = await gql<Messages>(ctx.app, '{ mailboxMessages(search: "FIRST@") { to } }', {
      cookie: admin.cookie,
    });
    expect(searched.data!.mailboxMessages).toEqual([{ to: 'first@example.com' }]);
  });

  it.each([
    ['without a session', () => '', 'UNAUTHENTICATED'],
    ['for a manager', () => manager.cookie, 'FORBIDDEN'],
  ])('is refused %s', async (_label, cookie, code) => {
    expect(errorCode(await gql(ctx.app, '{ mailboxMessages { to } }', { cookie: cookie() }))).toBe(code);
  });
});
