import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';

const GET_TAG = 'query ($id: ID!) { questionTag(id: $id) { id } }';
const RENAME_TAG = 'mutation ($model: UpdateQuestionTagInput!) { updateQuestionTag(model: $model) { id } }';
const ID_MESSAGE = 'The id must be a UUID.';

describe('ID arguments', () => {
  const ctx = useTestApp();
  let staff: BuiltUser;
  beforeAll(async () => {
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
  });

  it.each([
    ['text', 'not-a-uuid'],
    ['a UUID in braces, which PostgreSQL would take', `{${crypto.randomUUID()}}`],
    ['a number', 12345],
    ['an empty string', ''],
  ])('refuses %s as an id variable with BAD_USER_INPUT and the plain id message', async (_, id) => {
    const response = await gql(ctx.app, GET_TAG, { variables: { id }, cookie: staff.cookie });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]).toMatchObject({
      message: ID_MESSAGE,
      extensions: { messageKey: 'validation.idInvalid', fields: [{ field: 'id', message: ID_MESSAGE }] },
    });
  });

  it('refuses a malformed id written into the query itself', async () => {
    const response = await gql(ctx.app, '{ questionTag(id: "not-a-uuid") { id } }', { cookie: staff.cookie });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.message).toBe(ID_MESSAGE);
  });

  it('names the input field that holds a malformed id, and changes nothing', async () => {
    const response = await gql(ctx.app, RENAME_TAG, {
      variables: { model: { id: 'not-a-uuid', name: 'Renamed' } },
      cookie: staff.cookie,
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.extensions.fields).toEqual([
      { field: 'id', messageKey: 'validation.idInvalid', message: ID_MESSAGE },
    ]);
    expect(response.data).toBeNull();
  });

  it('refuses a malformed id before checking who is asking', async () => {
    const response = await gql(ctx.app, GET_TAG, { variables: { id: 'not-a-uuid' } });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });

  it('passes a well-formed id on to the resolver', async () => {
    const response = await gql(ctx.app, GET_TAG, { variables: { id: crypto.randomUUID() }, cookie: staff.cookie });
    expect(errorCode(response)).toBe('NOT_FOUND');
  });
});
