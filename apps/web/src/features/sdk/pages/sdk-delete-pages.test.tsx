import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderWithProviders } from '../../../test/render';
import {
  DeleteSdkClientMutation,
  DeleteSdkWebhookMutation,
  SdkClientQuery,
  SdkWebhookQuery,
} from '../graphql/sdk-operations';
import { CLIENT_ID, testClient, testWebhook, WEBHOOK_ID } from '../sdk-test-data';
import { SdkClientDeletePage } from './sdk-client-delete-page';
import { WebhookDeletePage } from './webhook-delete-page';

const overviewRoute = [{ path: '/manage/sdk', element: <p>sdk overview</p> }];

describe('SdkClientDeletePage', () => {
  it('asks, shows the name read-only, deletes and goes back', async () => {
    const { router } = renderWithProviders(<SdkClientDeletePage />, {
      path: '/manage/sdk/applications/delete/:id',
      route: `/manage/sdk/applications/delete/${CLIENT_ID}`,
      history: ['/manage/sdk'],
      routes: overviewRoute,
      mocks: [
        {
          request: { query: SdkClientQuery, variables: { id: CLIENT_ID } },
          result: { data: { sdkClient: testClient() } },
        },
        {
          request: { query: DeleteSdkClientMutation, variables: { id: CLIENT_ID } },
          result: { data: { deleteSdkClient: { __typename: 'SdkClient', id: CLIENT_ID } } },
        },
      ],
    });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: "Are you sure you want to delete this application's API access?",
      }),
    ).toBeTruthy();
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Fleet app');
    expect(name.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/sdk'));
  });
});

describe('WebhookDeletePage', () => {
  it('asks, shows the application and URL read-only, deletes and goes back', async () => {
    const { router } = renderWithProviders(<WebhookDeletePage />, {
      path: '/manage/sdk/webhooks/delete/:id',
      route: `/manage/sdk/webhooks/delete/${WEBHOOK_ID}`,
      history: ['/manage/sdk'],
      routes: overviewRoute,
      mocks: [
        {
          request: { query: SdkWebhookQuery, variables: { id: WEBHOOK_ID } },
          result: { data: { sdkWebhook: testWebhook() } },
        },
        {
          request: { query: DeleteSdkWebhookMutation, variables: { id: WEBHOOK_ID } },
          result: { data: { deleteSdkWebhook: { __typename: 'SdkWebhook', id: WEBHOOK_ID } } },
        },
      ],
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Are you sure you want to delete this webhook connection?' }),
    ).toBeTruthy();
    const application = (await screen.findByLabelText('SDK application')) as HTMLInputElement;
    expect(application.value).toBe('Fleet app');
    expect(application.readOnly).toBe(true);
    const url = screen.getByLabelText('URL') as HTMLInputElement;
    expect(url.value).toBe('https://hooks.example.com/roadmark');
    expect(url.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/sdk'));
  });
});
