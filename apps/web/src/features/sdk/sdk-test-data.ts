import { SdkApplicationOptionsQuery, SdkOverviewQuery } from './graphql/sdk-operations';

export const CLIENT_ID = '0b6f3c1e-2d4a-4e6f-9a7b-1c2d3e4f5a6b';
export const WEBHOOK_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const API_KEY = `ED${CLIENT_ID}${'Ab3'.repeat(14)}`;

export function testClient(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SdkClient' as const,
    id: CLIENT_ID,
    name: 'Fleet app',
    apiSecret: API_KEY,
    apiSecretMasked: `${API_KEY.slice(0, 10)}…${API_KEY.slice(-4)}`,
    ipAllowList: ['203.0.113.7', '198.51.100.0/24'],
    lastUsedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

export function testWebhook(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SdkWebhook' as const,
    id: WEBHOOK_ID,
    sdkClientId: CLIENT_ID,
    sdkClientName: 'Fleet app',
    events: ['assessments.complete', 'users.created'],
    url: 'https://hooks.example.com/roadmark',
    httpMethod: 'POST',
    headers: [{ __typename: 'WebhookHeader' as const, name: 'X-Token', value: 'abc' }],
    disabledAt: null,
    disabledReason: null,
    previousSecretExpiresAt: null,
    ...overrides,
  };
}

export function overviewAnswer(clients: unknown[], webhooks: unknown[]) {
  return {
    request: { query: SdkOverviewQuery },
    result: {
      data: {
        sdkOverview: {
          __typename: 'SdkOverview',
          subscription: { __typename: 'Subscription', id: 's1', companyName: 'Acme Haulage' },
          sdkClients: clients,
          sdkWebhooks: webhooks,
        },
      },
    },
  };
}

export function applicationOptionsAnswer() {
  return {
    request: { query: SdkApplicationOptionsQuery },
    result: { data: { sdkClients: [{ __typename: 'SdkClient', id: CLIENT_ID, name: 'Fleet app' }] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A clipboard that records what was written, or refuses like a browser without permission. */
export function stubClipboard(refuse = false) {
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => {
        if (refuse) return Promise.reject(new DOMException('Denied', 'NotAllowedError'));
        written.push(text);
        return Promise.resolve();
      },
    },
  });
  return written;
}
