import { PIN_ALPHABET, PIN_LENGTH } from '@roadmark/domain/pin';
import { RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import { eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFrom, useAccountsApp } from '../../../test/accounts-harness.ts';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { PRODUCT_EVENT_KIND } from '../../platform/events/record-event.ts';
import { outboxMessages } from '../../platform/outbox/outbox.table.ts';
import { profiles } from '../people/profile.table.ts';
import { users } from './user.table.ts';

const driverGroup = roleGroupByName(RoleGroupName.Driver).id;
const PIN_DOMAIN = 'pins.fleet.test';
const PIN_PATTERN = new RegExp(`^[${PIN_ALPHABET}]{${PIN_LENGTH}}$`);

describe('POST /api/account/invite without an email (a PIN account)', () => {
  const { ctx, mail, deliver, post } = useAccountsApp({ PIN_EMAIL_DOMAIN: PIN_DOMAIN });
  let companyId: string;
  let manager: BuiltUser;
  const invite = (user: Record<string, unknown>, sendEmail = true) =>
    post(
      '/api/account/invite',
      { user: { firstName: 'Pat', lastName: 'Pin', roleGroupId: driverGroup, ...user }, sendEmail },
      { cookie: manager.cookie },
    );
  // Emails only: the webhook event of the new person is queued whatever the address.
  const outboxCount = async () =>
    (await ctx.db.select().from(outboxMessages).where(ne(outboxMessages.kind, PRODUCT_EVENT_KIND))).length;

  beforeAll(async () => {
    companyId = (await buildSubscription(ctx.db)).id;
    manager = await buildUser(ctx.db, { subscriptionId: companyId, roleGroup: RoleGroupName.DriverManager });
  });

  it.each([
    ['a blank email', { email: '' }],
    ['an email of spaces', { email: '   ' }],
    ['a null email', { email: null }],
    ['no email at all', {}],
  ])('creates a confirmed, password-less account whose login is the profile PIN when given %s', async (_l, user) => {
    const response = await invite(user);
    expect(response.statusCode).toBe(200);
    const { userId, profileId, uniqueDriverPin } = response.json();
    expect(uniqueDriverPin).toMatch(PIN_PATTERN);
    const [account] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(account).toMatchObject({
      email: `${uniqueDriverPin.toLowerCase()}@${PIN_DOMAIN}`,
      emailConfirmed: true,
      passwordHash: null,
      subscriptionId: companyId,
    });
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, profileId));
    expect(profile).toMatchObject({ userId, uniqueDriverPin, firstName: 'Pat', lastName: 'Pin' });
  });

  it('signs the PIN account in with the bare PIN and an empty password', async () => {
    const { uniqueDriverPin } = (await invite({ email: '' })).json();
    for (const typed of [uniqueDriverPin, ` ${uniqueDriverPin.toLowerCase()} `]) {
      const response = await post('/api/account/login', { email: typed, password: '' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ succeeded: true, requiresEmailConfirmation: false });
      expect(sessionCookieFrom(response)).not.toBe('');
    }
  });

  it('queues no email for a PIN account, even when asked to send one', async () => {
    const before = await outboxCount();
    const sent = mail.sink.messages.length;
    expect((await invite({ email: '' }, true)).statusCode).toBe(200);
    expect(await outboxCount()).toBe(before);
    await deliver();
    expect(mail.sink.messages).toHaveLength(sent);
  });

  it('still invites a typed email as before, returning its profile PIN too', async () => {
    const before = await outboxCount();
    const response = await invite({ email: 'typed@example.com' });
    expect(response.statusCode).toBe(200);
    const { userId, profileId, uniqueDriverPin } = response.json();
    expect(uniqueDriverPin).toMatch(PIN_PATTERN);
    const [account] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(account).toMatchObject({ email: 'typed@example.com', emailConfirmed: false, passwordHash: null });
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, profileId));
    expect(profile!.uniqueDriverPin).toBe(uniqueDriverPin);
    expect(await outboxCount()).toBe(before + 1);
    await deliver();
    expect((await mail.sink.latestTo('typed@example.com')).subject).toBe('You have been invited to Roadmark');
    // A typed-email account is not a PIN account: its PIN does not sign in without a password.
    expect((await post('/api/account/login', { email: uniqueDriverPin, password: '' })).statusCode).toBe(401);
  });

  it('refuses a typed address in the PIN domain, which would sign in without a password', async () => {
    const before = (await ctx.db.select().from(users)).length;
    const response = await invite({ email: `ABCD2345@${PIN_DOMAIN}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'This address is kept for PIN accounts. Leave the email blank to create a PIN account.',
      errors: [{ field: 'user.email', messageKey: 'validation.emailInPinDomain' }],
    });
    expect((await ctx.db.select().from(users)).length).toBe(before);
  });

  it('is refused for a driver, creating nothing', async () => {
    const driver = await buildUser(ctx.db, { subscriptionId: companyId });
    const before = (await ctx.db.select().from(users)).length;
    const response = await post(
      '/api/account/invite',
      { user: { firstName: 'Pat', lastName: 'Pin', roleGroupId: driverGroup } },
      { cookie: driver.cookie },
    );
    expect(response.statusCode).toBe(403);
    expect((await ctx.db.select().from(users)).length).toBe(before);
  });
});
