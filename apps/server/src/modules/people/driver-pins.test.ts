import { RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { users } from '../accounts/user.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { profiles } from './profile.table.ts';

const group = (name: RoleGroupName) => roleGroupByName(name).id;
const GENERATE = 'mutation { generateUniqueDriverPin }';
const CREATE = `mutation($model: CreateUserInput!) {
  createUser(model: $model) { id userId uniqueDriverPin user { email } }
}`;
const CHANGE_GROUP = `mutation($model: ChangeUserRoleGroupInput!) {
  changeUserRoleGroup(model: $model) { id user { roleGroup { name } } }
}`;
const GENERATE_A_NEW_PIN = 'Generate a new PIN.';

type Created = { createUser: { id: string; userId: string; uniqueDriverPin: string; user: { email: string } } };

describe('driver PINs and PIN accounts', () => {
  const ctx = useTestApp();
  let subscriptionId: string;
  let manager: BuiltUser;
  let strangerManager: BuiltUser;
  let strangerDriverPin: string;

  const generate = async (cookie: string) =>
    (await gql<{ generateUniqueDriverPin: string }>(ctx.app, GENERATE, { cookie })).data!.generateUniqueDriverPin;
  const create = (cookie: string, model: Record<string, unknown>) =>
    gql<Created>(ctx.app, CREATE, { cookie, variables: { model } });
  const person = (email: string, extra: Record<string, unknown> = {}) => ({
    firstName: 'Zoë & "Ann"',
    lastName: "O'Neil <Ltd>",
    email,
    roleGroupId: group(RoleGroupName.Driver),
    ...extra,
  });
  const seats = async () =>
    (await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)))[0]!.currentUsers;

  beforeAll(async () => {
    subscriptionId = (await buildSubscription(ctx.db)).id;
    manager = await buildUser(ctx.db, { subscriptionId, roleGroup: RoleGroupName.OverviewManager });
    const strangers = (await buildSubscription(ctx.db)).id;
    strangerManager = await buildUser(ctx.db, { subscriptionId: strangers, roleGroup: RoleGroupName.OverviewManager });
    const strangerDriver = await buildUser(ctx.db, { subscriptionId: strangers });
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, strangerDriver.id));
    strangerDriverPin = profile!.uniqueDriverPin;
  });

  describe('generateUniqueDriverPin and createUser', () => {
    it('gives the person the PIN the form was shown, and accepts it once only', async () => {
      const pin = await generate(manager.cookie);
      expect(pin).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      const created = await create(manager.cookie, person('reserved.pin@example.com', { uniqueDriverPin: pin }));
      expect(created.errors).toBeUndefined();
      expect(created.data!.createUser.uniqueDriverPin).toBe(pin);

      const before = await seats();
      const again = await create(manager.cookie, person('same.pin@example.com', { uniqueDriverPin: pin }));
      expect(errorCode(again)).toBe('BAD_USER_INPUT');
      expect(again.errors![0]!.message).toBe(GENERATE_A_NEW_PIN);
      expect(await seats()).toBe(before);
    });

    it('answers alike for a PIN in use elsewhere and an unused one, whatever the email, so neither can be told apart', async () => {
      const takenEmail = strangerManager.email;
      const unused = 'ABCDEFGH';
      const answers = [];
      for (const uniqueDriverPin of [strangerDriverPin, unused]) {
        for (const email of [takenEmail, `fresh-${uniqueDriverPin}@example.com`, '']) {
          const response = await create(manager.cookie, person(email, { uniqueDriverPin }));
          answers.push({ code: errorCode(response), message: response.errors?.[0]?.message });
        }
      }
      expect(answers).toEqual(Array(6).fill({ code: 'BAD_USER_INPUT', message: GENERATE_A_NEW_PIN }));
    });

    it("refuses a PIN reserved for another subscription's form, and leaves it theirs", async () => {
      const theirs = await generate(strangerManager.cookie);
      const stolen = await create(manager.cookie, person('stolen.pin@example.com', { uniqueDriverPin: theirs }));
      expect(stolen.errors![0]!.message).toBe(GENERATE_A_NEW_PIN);
      const own = await create(strangerManager.cookie, person('own.pin@example.com', { uniqueDriverPin: theirs }));
      expect(own.data!.createUser.uniqueDriverPin).toBe(theirs);
    });

    it('never generates a PIN a profile or another form already holds', async () => {
      const pins = await Promise.all(Array.from({ length: 20 }, () => generate(manager.cookie)));
      expect(new Set(pins).size).toBe(20);
      expect(pins).not.toContain(strangerDriverPin);
    });

    it("says only 'This email cannot be used.' for another organisation's email", async () => {
      const response = await create(manager.cookie, person(strangerManager.email));
      expect(errorCode(response)).toBe('CONFLICT');
      expect(response.errors![0]!.message).toBe('This email cannot be used.');
      expect(JSON.stringify(response.errors)).not.toContain(strangerManager.subscriptionId);
    });

    it.each([RoleGroupName.DriverManager, RoleGroupName.OverviewManager])(
      'refuses a %s without an email, and creates nothing',
      async (roleGroup) => {
        const before = await seats();
        const response = await create(manager.cookie, person('', { roleGroupId: group(roleGroup) }));
        expect(errorCode(response)).toBe('BAD_USER_INPUT');
        expect(response.errors![0]!.message).toBe(
          'Only drivers can sign in with a PIN alone: enter an email address for this person.',
        );
        expect(await seats()).toBe(before);
      },
    );
  });

  describe('changeUserRoleGroup', () => {
    it('refuses to make a PIN account a manager until it has an email and a password, and changes nothing', async () => {
      const created = (await create(manager.cookie, person(''))).data!.createUser;
      const response = await gql(ctx.app, CHANGE_GROUP, {
        cookie: manager.cookie,
        variables: { model: { userId: created.userId, roleGroupId: group(RoleGroupName.DriverManager) } },
      });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect((response.errors as Array<{ message: string }>)[0]!.message).toBe(
        'This person signs in with a PIN alone. Give them an email address and a password before giving them this role.',
      );
      const [account] = await ctx.db.select().from(users).where(eq(users.id, created.userId));
      expect(account!.roleGroupId).toBe(group(RoleGroupName.Driver));
    });
  });
});
