import { describe, expect, it } from 'vitest';
import { apiKeyClientId, generateApiKey, maskApiKey } from './api-key.ts';
import { isAddressAllowed, isAllowListEntry } from './ip-allow-list.ts';
import { sdkClientFormSchema } from './sdk-client-form.ts';
import { commonDataFields, sortWebhookEvents, WEBHOOK_EVENTS } from './webhook-events.ts';
import { jsonListSchema, webhookFormSchema } from './webhook-form.ts';
import { webhookSample } from './webhook-payload.ts';

const clientId = '0b6f3c1e-2d4a-4e6f-9a7b-1c2d3e4f5a6b';
const now = new Date('2026-11-26T10:00:00.000Z');

describe('API keys', () => {
  it('are ED, the client id and 42 random letters and digits, different every time', () => {
    const key = generateApiKey(clientId);
    expect(key).toMatch(new RegExp(`^ED${clientId}[A-Za-z0-9]{42}$`));
    expect(generateApiKey(clientId)).not.toBe(key);
    expect(apiKeyClientId(key)).toBe(clientId);
    expect(maskApiKey(key)).toBe(`${key.slice(0, 10)}…${key.slice(-4)}`);
  });

  it.each([
    ['', 'empty'],
    [`XX${clientId}${'a'.repeat(42)}`, 'wrong prefix'],
    [`ED${clientId}${'a'.repeat(41)}`, 'short secret'],
    [`ED${clientId}${'a'.repeat(41)}!`, 'symbol in the secret'],
    [`EDnot-a-uuid${'a'.repeat(42)}`, 'no client id'],
  ])('reads no client id from %j (%s)', (key) => {
    expect(apiKeyClientId(key)).toBeNull();
  });
});

describe('IP allow-lists', () => {
  it.each([
    ['203.0.113.7', ['203.0.113.7'], true],
    ['203.0.113.8', ['203.0.113.7'], false],
    ['203.0.113.200', ['203.0.113.0/24'], true],
    ['203.0.114.1', ['203.0.113.0/24'], false],
    ['::ffff:203.0.113.7', ['203.0.113.7'], true],
    ['2001:db8::1', ['2001:db8::/32'], true],
    ['2001:db9::1', ['2001:db8::/32'], false],
    ['203.0.113.7', ['2001:db8::/32'], false],
    ['198.51.100.1', [], true],
    ['not an address', ['0.0.0.0/0'], false],
  ])('%s against %j is allowed: %s', (address, entries, allowed) => {
    expect(isAddressAllowed(address, entries)).toBe(allowed);
  });

  it.each(['1.2.3', '10.0.0.0/33', '2001:db8::/129', '10.0.0.1/8/2', 'example.com', '127.1', ''])(
    'refuses the entry %j',
    (entry) => expect(isAllowListEntry(entry)).toBe(false),
  );

  it('drops blank rows and repeats, and explains an unreadable address', () => {
    expect(sdkClientFormSchema.parse({ name: ' App ', ipAllowList: ['10.0.0.1', '', ' 10.0.0.1 '] })).toEqual({
      name: 'App',
      ipAllowList: ['10.0.0.1'],
    });
    const result = sdkClientFormSchema.safeParse({ name: '', ipAllowList: ['10.0.0.999'] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'validation.nameRequired',
      'validation.ipAddressInvalid',
    ]);
  });
});

describe('webhook form', () => {
  const valid = {
    sdkClientId: clientId,
    httpMethod: 'POST',
    url: 'https://hooks.example.com/roadmark',
    headers: [{ name: 'X-Token', value: 'abc def' }],
    events: ['users.created', 'assessments.complete', 'users.created'],
  };

  it('keeps the selected events sorted and once each', () => {
    expect(webhookFormSchema.parse(valid).events).toEqual(['assessments.complete', 'users.created']);
    expect(sortWebhookEvents(['users.deleted', 'nonsense', 'training.assigned'])).toEqual([
      'training.assigned',
      'users.deleted',
    ]);
    expect(WEBHOOK_EVENTS).toHaveLength(12);
  });

  it.each([
    [{ sdkClientId: '' }, 'sdkClientId', 'validation.sdkApplicationRequired'],
    [{ sdkClientId: undefined }, 'sdkClientId', 'validation.sdkApplicationRequired'],
    [{ url: '' }, 'url', 'validation.urlRequired'],
    [{ url: 'ftp://example.com/x' }, 'url', 'validation.urlInvalid'],
    [{ url: 'javascript:alert(1)' }, 'url', 'validation.urlInvalid'],
    [{ httpMethod: '' }, 'httpMethod', 'validation.httpMethodRequired'],
    [{ httpMethod: 'PATCH' }, 'httpMethod', 'validation.httpMethodRequired'],
    [{ events: [] }, 'events', 'validation.webhookEventsRequired'],
    [{ events: ['users.exploded'] }, 'events.0', 'validation.webhookEventUnknown'],
    [{ headers: [{ name: 'X Token', value: 'a' }] }, 'headers.0.name', 'validation.headerNameInvalid'],
    [{ headers: [{ name: 'X-A\r\nX-B', value: 'a' }] }, 'headers.0.name', 'validation.headerNameInvalid'],
    [{ headers: [{ name: 'X-A', value: 'a\r\nX-B: b' }] }, 'headers.0.value', 'validation.headerValueInvalid'],
    [{ headers: [{ name: 'webhook-signature', value: 'v1,x' }] }, 'headers.0.name', 'validation.headerNameReserved'],
  ])('refuses %j: %s is %s', (change, field, message) => {
    const result = webhookFormSchema.safeParse({ ...valid, ...change });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([field, message]);
  });

  it('drops header rows left blank', () => {
    expect(webhookFormSchema.parse({ ...valid, headers: [{ name: ' ', value: '' }] }).headers).toEqual([]);
  });

  it('reads JSON text lists and explains what is not one', () => {
    const events = jsonListSchema(webhookFormSchema.shape.events, 'validation.jsonListInvalid');
    expect(events.parse('["users.created"]')).toEqual(['users.created']);
    expect(events.safeParse('{"a":1}').error?.issues[0]?.message).toBe('validation.jsonListInvalid');
    expect(events.safeParse('not json').error?.issues[0]?.message).toBe('validation.jsonListInvalid');
  });
});

describe('webhook sample', () => {
  it('is a JSON body indented four spaces for POST, with the one event chosen', () => {
    expect(webhookSample(['users.created'], 'POST', now)).toBe(`{
    "event": "users.created",
    "eventDate": "2026-11-26T10:00:00.000Z",
    "uniqueId": "3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b",
    "data": {
        "userId": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
        "profileId": "6e5d4c3b-2a19-4f8e-8d7c-6b5a4f3e2d1c",
        "subscriptionId": "c0ffee00-1234-4abc-9def-0123456789ab"
    }
}`);
  });

  it('keeps only the common data fields and says EVENT_NAME when several or no events are chosen', () => {
    const sample = JSON.parse(webhookSample(['assessments.assigned', 'assessments.complete'], 'PUT', now));
    expect(sample.event).toBe('EVENT_NAME');
    expect(Object.keys(sample.data)).toEqual(['assessmentId', 'userId', 'subscriptionId']);
    expect(JSON.parse(webhookSample([], 'POST', now)).event).toBe('EVENT_NAME');
    expect(commonDataFields(['users.created', 'subscriptionTeams.deleted'])).toEqual(['subscriptionId']);
  });

  it('is a query string of the top-level fields and the data fields for GET-like methods', () => {
    expect(webhookSample(['subscriptionTeams.updated'], 'GET', now)).toBe(
      '?event=subscriptionTeams.updated&eventDate=2026-11-26T10%3A00%3A00.000Z' +
        '&uniqueId=3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b' +
        '&subscriptionTeamId=b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e&subscriptionId=c0ffee00-1234-4abc-9def-0123456789ab',
    );
  });
});
