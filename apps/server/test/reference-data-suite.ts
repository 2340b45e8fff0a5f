import { EMULATION_HEADER } from '@roadmark/domain/emulation';
import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from './factories.ts';
import { errorCode, gql } from './graphql-client.ts';
import { useTestApp } from './test-app.ts';

export interface ReferenceDataOperations {
  /** GraphQL names, e.g. questionTag / questionTags / createQuestionTag. */
  one: string;
  many: string;
  create: string;
  update: string;
  delete: string;
  fields: string;
}

/**
 * The contract every named reference-data type keeps (tags, safety metrics): Administration only, the provider's one
 * list (also while staff manage a customer), validated with the domain's messages, archived on delete. Each failure
 * leaves the data exactly as it was.
 */
export function describeReferenceData(ops: ReferenceDataOperations) {
  const ctx = useTestApp();
  let admin: BuiltUser;
  let manager: BuiltUser;
  let customerManager: BuiltUser;
  /** Staff managing a customer send this header; the provider's lists stay theirs. */
  let managingCustomer: Record<string, string>;

  const create = (name: string, cookie = admin.cookie, id?: string) =>
    gql<Record<string, { id: string; name: string }>>(
      ctx.app,
      `mutation($model: ${capitalise(ops.create)}Input!) { ${ops.create}(model: $model) { ${ops.fields} } }`,
      { cookie, variables: { model: { name, ...(id ? { id } : {}) } } },
    );
  const list = (cookie = admin.cookie, args = '', headers: Record<string, string> = {}) =>
    gql<Record<string, Array<{ id: string; name: string }>>>(ctx.app, `{ ${ops.many}${args} { ${ops.fields} } }`, {
      cookie,
      headers,
    });
  const names = async (cookie = admin.cookie, args = '', headers: Record<string, string> = {}) =>
    (await list(cookie, args, headers)).data![ops.many]!.map((r) => r.name);

  beforeAll(async () => {
    admin = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    manager = await buildUser(ctx.db, {
      subscriptionId: PROVIDER_SUBSCRIPTION_ID,
      roleGroup: RoleGroupName.OverviewManager,
    });
    const customer = await buildSubscription(ctx.db);
    customerManager = await buildUser(ctx.db, {
      subscriptionId: customer.id,
      roleGroup: RoleGroupName.OverviewManager,
    });
    managingCustomer = { [EMULATION_HEADER]: customer.id };
  });

  describe(ops.create, () => {
    it('creates a trimmed record with a client-chosen id when an administrator sends it', async () => {
      const id = crypto.randomUUID();
      const response = await create('  Night driving  ', admin.cookie, id);
      expect(response.errors).toBeUndefined();
      expect(response.data![ops.create]).toMatchObject({ id, name: 'Night driving' });
      expect(await names()).toContain('Night driving');
    });

    it('refuses with UNAUTHENTICATED when there is no session', async () => {
      const response = await create('Anonymous', '');
      expect(errorCode(response)).toBe('UNAUTHENTICATED');
      expect(await names()).not.toContain('Anonymous');
    });

    it('refuses with FORBIDDEN when the caller is not an administrator', async () => {
      const response = await create('Managed', manager.cookie);
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(await names()).not.toContain('Managed');
    });

    it('refuses with CONFLICT when the id is taken, leaving that record alone', async () => {
      const theirs = await create('Their record');
      const theirId = theirs.data![ops.create]!.id;
      const response = await create('Hijack', admin.cookie, theirId);
      expect(errorCode(response)).toBe('CONFLICT');
      expect(await names()).toContain('Their record');
      expect(await names()).not.toContain('Hijack');
    });

    it.each([
      ['an empty name', '', 'validation.nameRequired', 'Name is required'],
      ['a name of only spaces', '    ', 'validation.nameRequired', 'Name is required'],
      [
        'a name over 200 characters',
        'x'.repeat(201),
        'validation.nameTooLong',
        'Name must be at most 200 characters long',
      ],
    ])('refuses %s with BAD_USER_INPUT and the domain message', async (_label, name, messageKey, message) => {
      const before = await names();
      const response = await create(name);
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors![0]!.message).toBe(message);
      expect(response.errors![0]!.extensions.fields).toEqual([{ field: 'name', messageKey, message }]);
      expect(await names()).toEqual(before);
    });

    it('refuses a malformed id with BAD_USER_INPUT', async () => {
      const response = await create('Bad id', admin.cookie, 'not-a-uuid');
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors![0]!.extensions.messageKey).toBe('validation.idInvalid');
      expect(await names()).not.toContain('Bad id');
    });

    it('accepts exactly 200 characters', async () => {
      const response = await create('y'.repeat(200));
      expect(response.errors).toBeUndefined();
    });
  });

  describe(ops.update, () => {
    const update = (model: Record<string, unknown>, cookie = admin.cookie, headers: Record<string, string> = {}) =>
      gql<Record<string, { id: string; name: string }>>(
        ctx.app,
        `mutation($model: ${capitalise(ops.update)}Input!) { ${ops.update}(model: $model) { ${ops.fields} } }`,
        { cookie, headers, variables: { model } },
      );

    it('renames a record when an administrator sends it', async () => {
      const id = (await create('Before rename')).data![ops.create]!.id;
      const response = await update({ id, name: 'After rename' });
      expect(response.data![ops.update]).toMatchObject({ id, name: 'After rename' });
      expect(await names()).toContain('After rename');
    });

    it('refuses with UNAUTHENTICATED without a session and changes nothing', async () => {
      const id = (await create('Keep me')).data![ops.create]!.id;
      expect(errorCode(await update({ id, name: 'Changed' }, ''))).toBe('UNAUTHENTICATED');
      expect(await names()).toContain('Keep me');
    });

    it('refuses with FORBIDDEN for a non-administrator and changes nothing', async () => {
      const id = (await create('Keep me too')).data![ops.create]!.id;
      expect(errorCode(await update({ id, name: 'Changed' }, manager.cookie))).toBe('FORBIDDEN');
      expect(await names()).toContain('Keep me too');
    });

    it("renames the provider's record while staff manage a customer, and refuses that customer's manager", async () => {
      const id = (await create('Provider & <record>')).data![ops.create]!.id;
      expect(errorCode(await update({ id, name: 'Renamed' }, customerManager.cookie))).toBe('FORBIDDEN');
      const renamed = await update({ id, name: 'Provider "renamed"' }, admin.cookie, managingCustomer);
      expect(renamed.errors).toBeUndefined();
      expect(await names()).toContain('Provider "renamed"');
    });

    it.each([
      ['a blank name', { name: '   ' }, 'BAD_USER_INPUT'],
      ['a too long name', { name: 'z'.repeat(201) }, 'BAD_USER_INPUT'],
      ['a malformed id', { id: '123' }, 'BAD_USER_INPUT'],
      ['an unknown id', { id: crypto.randomUUID() }, 'NOT_FOUND'],
    ])('refuses %s and changes nothing', async (_label, patch, code) => {
      const id = (await create(`Stable ${_label}`)).data![ops.create]!.id;
      const response = await update({ id, name: 'Changed', ...patch });
      expect(errorCode(response)).toBe(code);
      expect(await names()).toContain(`Stable ${_label}`);
    });
  });

  describe(ops.delete, () => {
    const remove = (id: string, cookie = admin.cookie) =>
      gql<Record<string, { id: string; archived: boolean }>>(
        ctx.app,
        `mutation($id: ID!) { ${ops.delete}(id: $id) { id archived } }`,
        { cookie, variables: { id } },
      );

    it('archives the record so it leaves the list and can no longer be read', async () => {
      const id = (await create('To archive')).data![ops.create]!.id;
      const response = await remove(id);
      expect(response.data![ops.delete]).toEqual({ id, archived: true });
      expect(await names()).not.toContain('To archive');
      const read = await gql(ctx.app, `query($id: ID!) { ${ops.one}(id: $id) { id } }`, {
        cookie: admin.cookie,
        variables: { id },
      });
      expect(errorCode(read)).toBe('NOT_FOUND');
    });

    it.each([
      ['no session', 'anonymous', 'UNAUTHENTICATED'],
      ['a non-administrator', 'manager', 'FORBIDDEN'],
      ["a customer's manager", 'customer', 'FORBIDDEN'],
    ])('refuses %s and keeps the record', async (_label, who, code) => {
      const id = (await create(`Survivor ${who}`)).data![ops.create]!.id;
      const cookies: Record<string, string> = {
        anonymous: '',
        manager: manager.cookie,
        customer: customerManager.cookie,
      };
      const cookie = cookies[who]!;
      expect(errorCode(await remove(id, cookie))).toBe(code);
      expect(await names()).toContain(`Survivor ${who}`);
    });

    it.each([
      ['a malformed id', 'nope', 'BAD_USER_INPUT'],
      ['an unknown id', crypto.randomUUID(), 'NOT_FOUND'],
    ])('refuses %s', async (_label, id, code) => {
      expect(errorCode(await remove(id))).toBe(code);
    });
  });

  describe(ops.many, () => {
    it('searches case-insensitively, treats % literally, and pages with offset and first', async () => {
      for (const name of ['Alpha search', 'beta SEARCH', 'Gamma', '100% sure']) await create(name);
      expect(await names(admin.cookie, '(search: "SEARCH")')).toEqual(['Alpha search', 'beta SEARCH']);
      expect(await names(admin.cookie, '(search: "%")')).toEqual(['100% sure']);
      const all = await names();
      expect(await names(admin.cookie, '(offset: 1, first: 2)')).toEqual(all.slice(1, 3));
    });

    it("lists the provider's records to staff managing a customer, and to no customer", async () => {
      await create('One list for all');
      expect(await names(admin.cookie, '', managingCustomer)).toContain('One list for all');
      expect(errorCode(await list(customerManager.cookie))).toBe('FORBIDDEN');
    });

    it.each([
      ['first: 0', '(first: 0)'],
      ['offset: -1', '(offset: -1)'],
      ['first over the maximum', '(first: 1001)'],
    ])('refuses %s with BAD_USER_INPUT', async (_label, args) => {
      expect(errorCode(await list(admin.cookie, args))).toBe('BAD_USER_INPUT');
    });

    it('refuses a driver with FORBIDDEN', async () => {
      const driver = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID });
      expect(errorCode(await list(driver.cookie))).toBe('FORBIDDEN');
    });
  });

  describe(ops.one, () => {
    it.each([
      ['a malformed id', 'x', 'BAD_USER_INPUT'],
      ['an unknown id', crypto.randomUUID(), 'NOT_FOUND'],
    ])('answers %s with %s', async (_label, id, code) => {
      const read = await gql(ctx.app, `query($id: ID!) { ${ops.one}(id: $id) { id } }`, {
        cookie: admin.cookie,
        variables: { id },
      });
      expect(errorCode(read)).toBe(code);
    });
  });

  return { ctx, admin: () => admin };
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
