import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date-time';
import { currentUrl, renderWithProviders } from '../../../test/render';
import {
  API_KEY,
  CLIENT_ID,
  overviewAnswer,
  stubClipboard,
  testClient,
  testWebhook,
  WEBHOOK_ID,
} from '../sdk-test-data';
import { SdkOverviewPage } from './sdk-overview-page';

const otherRoutes = [
  { path: '/manage/sdk/applications/edit/:id', element: <p>application edit page</p> },
  { path: '/manage/sdk/applications/delete/:id', element: <p>application delete page</p> },
  { path: '/manage/sdk/applications/add', element: <p>application add page</p> },
  { path: '/manage/sdk/webhooks/edit/:id', element: <p>webhook edit page</p> },
  { path: '/manage/sdk/webhooks/delete/:id', element: <p>webhook delete page</p> },
  { path: '/manage/sdk/webhooks/deliveries/:id', element: <p>delivery log page</p> },
  { path: '/manage/sdk/webhooks/add', element: <p>webhook add page</p> },
];

function renderOverview(clients: unknown[], webhooks: unknown[]) {
  return renderWithProviders(<SdkOverviewPage />, {
    path: '/manage/sdk',
    routes: otherRoutes,
    mocks: [overviewAnswer(clients, webhooks)],
  });
}

beforeEach(() => localStorage.clear());

describe('SdkOverviewPage', () => {
  it('shows the company, the documentation links and both empty states', async () => {
    renderOverview([], []);
    expect(screen.getByRole('heading', { level: 1, name: 'API/SDK' })).toBeTruthy();
    expect(document.title).toBe('API/SDK - Roadmark');
    expect(await screen.findByText('Acme Haulage')).toBeTruthy();
    const keys = screen.getByRole('region', { name: 'Application API keys' });
    expect(within(keys).getByText('You have not generated any API keys yet.')).toBeTruthy();
    const webhooks = screen.getByRole('region', { name: 'Webhooks' });
    expect(within(webhooks).getByText('You have not connected any webhooks yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('x-api-key')).toBeTruthy();
    expect(screen.getByText('webhook-signature')).toBeTruthy();
    expect(screen.getByText(/retried for 24 hours/)).toBeTruthy();

    const playground = screen.getByRole('link', { name: /GraphQL playground/ });
    expect(playground.getAttribute('href')).toBe('/api/graphql-playground/index.html');
    expect(playground.getAttribute('target')).toBe('_blank');
    expect(playground.getAttribute('rel')).toContain('noopener');
    const rest = screen.getByRole('link', { name: /REST documentation/ });
    expect(rest.getAttribute('href')).toBe('/api/rest/v1.0/swagger/index.html');
    expect(rest.getAttribute('target')).toBe('_blank');

    expect(screen.getByRole('link', { name: 'Add application' }).getAttribute('href')).toBe(
      '/manage/sdk/applications/add',
    );
    expect(screen.getByRole('link', { name: 'Add webhook' }).getAttribute('href')).toBe('/manage/sdk/webhooks/add');
  });

  it('lists the keys masked, copies the whole key, and opens Edit and Delete', async () => {
    const written = stubClipboard();
    const { router } = renderOverview(
      [testClient(), testClient({ id: 'c2', name: 'Payroll', ipAllowList: [], lastUsedAt: null })],
      [],
    );
    const table = await screen.findByRole('table', { name: 'Application API keys' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Application', 'API key', 'Allowed IP addresses', 'Last used', 'Actions']);
    const [, fleet, payroll] = within(table).getAllByRole('row');
    expect(within(fleet!).getByText(testClient().apiSecretMasked)).toBeTruthy();
    expect(within(fleet!).queryByText(API_KEY)).toBeNull();
    expect(within(fleet!).getByText('203.0.113.7, 198.51.100.0/24')).toBeTruthy();
    expect(within(fleet!).getByText(formatDateTime('2026-11-26T10:00:00.000Z', 'en-GB'))).toBeTruthy();
    expect(within(payroll!).getByText('Any address')).toBeTruthy();
    expect(within(payroll!).getByText('Never')).toBeTruthy();
    expect(screen.getByText('You have not connected any webhooks yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Copy the API key of Fleet app' }));
    expect(await within(fleet!).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(written).toEqual([API_KEY]);
    expect(currentUrl(router)).toBe('/manage/sdk');

    expect(screen.getByRole('link', { name: 'Edit Fleet app' }).getAttribute('href')).toBe(
      `/manage/sdk/applications/edit/${CLIENT_ID}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Fleet app' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/manage/sdk/applications/delete/${CLIENT_ID}`));
  });

  it('opens a key on double-click', async () => {
    const { router } = renderOverview([testClient()], []);
    fireEvent.doubleClick(await screen.findByRole('cell', { name: 'Fleet app' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/manage/sdk/applications/edit/${CLIENT_ID}`));
  });

  it('lists the webhooks with their application, events, url and header names, and a switched-off one in red', async () => {
    const { router } = renderOverview(
      [testClient()],
      [
        testWebhook(),
        testWebhook({
          id: 'w2',
          httpMethod: 'GET',
          url: 'https://old.example.com/hook',
          events: ['users.deleted'],
          headers: [],
          disabledAt: '2026-11-26T10:00:00.000Z',
          disabledReason: 'The receiver answered 410 Gone',
        }),
      ],
    );
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Application', 'Events', 'Url', 'Headers', 'Actions']);
    const [, active, switchedOff] = within(table).getAllByRole('row');
    expect(within(active!).getByText('Fleet app')).toBeTruthy();
    expect(within(active!).getByText('assessments.complete')).toBeTruthy();
    expect(within(active!).getByText('users.created')).toBeTruthy();
    expect(within(active!).getByText('POST https://hooks.example.com/roadmark')).toBeTruthy();
    expect(within(active!).getByText('X-Token')).toBeTruthy();
    expect(within(active!).queryByText('abc')).toBeNull();
    expect(within(active!).queryByText('Switched off')).toBeNull();
    expect(within(switchedOff!).getByText('Switched off')).toBeTruthy();
    expect(within(switchedOff!).getByText('The receiver answered 410 Gone')).toBeTruthy();
    expect(within(switchedOff!).getByText('None')).toBeTruthy();

    const name = 'Fleet app webhook to https://hooks.example.com/roadmark';
    expect(screen.getByRole('link', { name: `Edit ${name}` }).getAttribute('href')).toBe(
      `/manage/sdk/webhooks/edit/${WEBHOOK_ID}`,
    );
    fireEvent.click(screen.getByRole('button', { name: `More actions for ${name}` }));
    expect((await screen.findByRole('menuitem', { name: 'Delivery log' })).getAttribute('href')).toBe(
      `/manage/sdk/webhooks/deliveries/${WEBHOOK_ID}`,
    );
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/manage/sdk/webhooks/delete/${WEBHOOK_ID}`));
  });

  it('opens a webhook on double-click', async () => {
    const { router } = renderOverview([testClient()], [testWebhook()]);
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    fireEvent.doubleClick(within(table).getByRole('cell', { name: 'X-Token' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/manage/sdk/webhooks/edit/${WEBHOOK_ID}`));
  });
});
