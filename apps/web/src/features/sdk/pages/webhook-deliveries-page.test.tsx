import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SdkWebhookDeliveriesQuery, SdkWebhookQuery } from '../graphql/sdk-operations';
import { DELIVERY_LOG_PAGE_SIZE } from '../hooks/use-delivery-log';
import { testWebhook, WEBHOOK_ID } from '../sdk-test-data';
import { WebhookDeliveriesPage } from './webhook-deliveries-page';

function delivery(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'WebhookDelivery',
    id,
    event: 'users.created',
    isTest: false,
    status: 'succeeded',
    attempts: 1,
    lastResponseStatus: 200,
    lastError: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    completedAt: '2026-11-26T10:00:01.000Z',
    attemptLog: [
      {
        __typename: 'WebhookDeliveryAttempt',
        attempt: 1,
        startedAt: '2026-11-26T10:00:00.500Z',
        durationMs: 87,
        responseStatus: 200,
        error: null,
        succeeded: true,
      },
    ],
    ...overrides,
  };
}

const webhookAnswer = {
  request: { query: SdkWebhookQuery, variables: { id: WEBHOOK_ID } },
  result: { data: { sdkWebhook: testWebhook() } },
};

function deliveriesAnswer(first: number, result: () => unknown[], maxUsageCount = Number.POSITIVE_INFINITY) {
  return {
    request: { query: SdkWebhookDeliveriesQuery, variables: { webhookId: WEBHOOK_ID, offset: 0, first } },
    result: () => ({ data: { sdkWebhookDeliveries: result() } }),
    maxUsageCount,
  };
}

function renderLog(mocks: unknown[]) {
  return renderWithProviders(<WebhookDeliveriesPage />, {
    path: '/manage/sdk/webhooks/deliveries/:id',
    route: `/manage/sdk/webhooks/deliveries/${WEBHOOK_ID}`,
    mocks: [webhookAnswer, ...(mocks as never[])],
  });
}

beforeEach(() => localStorage.clear());

describe('WebhookDeliveriesPage', () => {
  it('lists the deliveries with their status and shows the attempts of one on request', async () => {
    renderLog([
      deliveriesAnswer(DELIVERY_LOG_PAGE_SIZE, () => [
        delivery('d2', {
          status: 'failed',
          isTest: true,
          attempts: 2,
          lastResponseStatus: 500,
          lastError: 'HTTP 500',
          attemptLog: [
            { ...delivery('x').attemptLog[0], attempt: 1, responseStatus: 500, error: 'HTTP 500', succeeded: false },
            { ...delivery('x').attemptLog[0], attempt: 2, responseStatus: null, error: 'Timed out', durationMs: 10000 },
          ],
        }),
        delivery('d1'),
      ]),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery log' })).toBeTruthy();
    expect(await screen.findByText('POST https://hooks.example.com/roadmark')).toBeTruthy();
    const log = await screen.findByRole('table', { name: 'Delivery log' });
    const headers = within(log)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Event', 'Status', 'Response code', 'Attempts', 'Created', 'Completed']);
    const [, failed, succeeded] = within(log).getAllByRole('row');
    expect(within(failed!).getByText('Failed')).toBeTruthy();
    expect(within(failed!).getByText('Test')).toBeTruthy();
    expect(within(failed!).getByText('500')).toBeTruthy();
    expect(within(succeeded!).getByText('Succeeded')).toBeTruthy();
    expect(within(succeeded!).queryByText('Test')).toBeNull();

    const toggle = within(failed!).getByRole('button', { name: /^Show 2 attempts of the users.created delivery/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const attempts = await screen.findByRole('table', { name: /^Attempts of the users.created delivery/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const [, first, second] = within(attempts).getAllByRole('row');
    expect(within(first!).getByText('HTTP 500')).toBeTruthy();
    expect(within(second!).getByText('Timed out')).toBeTruthy();
    expect(within(second!).getByText('10000')).toBeTruthy();
  });

  it('asks again every 2 seconds while a delivery is pending, then stops', async () => {
    let asked = 0;
    renderLog([
      deliveriesAnswer(DELIVERY_LOG_PAGE_SIZE, () => {
        asked += 1;
        return [
          asked === 1
            ? delivery('d1', {
                status: 'pending',
                attempts: 0,
                lastResponseStatus: null,
                completedAt: null,
                attemptLog: [],
              })
            : delivery('d1'),
        ];
      }),
    ]);
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.getByText(/this log updates every 2 seconds/)).toBeTruthy();
    expect(await screen.findByText('Succeeded', {}, { timeout: 3500 })).toBeTruthy();
    expect(screen.queryByText(/this log updates every 2 seconds/)).toBeNull();
    const askedWhenDone = asked;
    await new Promise((resolve) => setTimeout(resolve, 2300));
    expect(asked).toBe(askedWhenDone);
  });

  it('loads more deliveries on request', async () => {
    const page = Array.from({ length: DELIVERY_LOG_PAGE_SIZE }, (_, index) => delivery(`d${index}`));
    renderLog([
      deliveriesAnswer(DELIVERY_LOG_PAGE_SIZE, () => page),
      deliveriesAnswer(DELIVERY_LOG_PAGE_SIZE * 2, () => [...page, delivery('older', { event: 'users.deleted' })]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('users.deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('shows an attempt whose answer was never recorded as such, with no duration', async () => {
    const cutShort = { ...delivery('x').attemptLog[0], durationMs: null, responseStatus: null, succeeded: null };
    renderLog([
      deliveriesAnswer(DELIVERY_LOG_PAGE_SIZE, () => [
        delivery('d1', {
          status: 'succeeded',
          attempts: 2,
          attemptLog: [
            { ...cutShort, attempt: 1 },
            { ...delivery('x').attemptLog[0], attempt: 2 },
          ],
        }),
      ]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /^Show 2 attempts of the users.created delivery/ }));
    const attempts = await screen.findByRole('table', { name: /^Attempts of the users.created delivery/ });
    const [, first, second] = within(attempts).getAllByRole('row');
    expect(within(first!).getByText(/^No answer recorded/)).toBeTruthy();
    expect(within(first!).getAllByText('—')).toHaveLength(2);
    expect(within(second!).queryByText(/No answer recorded/)).toBeNull();
    expect(within(second!).getByText('87')).toBeTruthy();
  });

  it('says when nothing has been sent yet', async () => {
    renderLog([deliveriesAnswer(DELIVERY_LOG_PAGE_SIZE, () => [])]);
    expect(await screen.findByText('Nothing has been sent to this webhook yet.')).toBeTruthy();
  });
});
