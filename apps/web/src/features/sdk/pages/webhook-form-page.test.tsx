import { InMemoryCache } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, type RenderOptions, renderWithProviders } from '../../../test/render';
import {
  CreateSdkWebhookMutation,
  RotateSdkWebhookSecretMutation,
  SdkWebhookDeliveriesQuery,
  SdkWebhookQuery,
  SendSdkWebhookTestEventMutation,
  UpdateSdkWebhookMutation,
} from '../graphql/sdk-operations';
import { DELIVERY_LOG_PAGE_SIZE } from '../hooks/use-delivery-log';
import { applicationOptionsAnswer, CLIENT_ID, stubClipboard, testWebhook, WEBHOOK_ID } from '../sdk-test-data';
import { WebhookFormPage } from './webhook-form-page';

const overviewRoute = [{ path: '/manage/sdk', element: <p>sdk overview</p> }];
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function renderAdd(mocks: RenderOptions['mocks'] = [], cache?: InMemoryCache) {
  return renderWithProviders(<WebhookFormPage />, {
    path: '/manage/sdk/webhooks/add',
    history: ['/manage/sdk'],
    routes: overviewRoute,
    mocks: [applicationOptionsAnswer(), ...mocks],
    cache,
  });
}

function renderEdit(webhook: ReturnType<typeof testWebhook>, mocks: RenderOptions['mocks'] = []) {
  return renderWithProviders(<WebhookFormPage />, {
    path: '/manage/sdk/webhooks/edit/:id',
    route: `/manage/sdk/webhooks/edit/${WEBHOOK_ID}`,
    history: ['/manage/sdk'],
    routes: overviewRoute,
    mocks: [
      applicationOptionsAnswer(),
      {
        request: { query: SdkWebhookQuery, variables: { id: WEBHOOK_ID } },
        result: { data: { sdkWebhook: webhook } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      ...mocks,
    ],
  });
}

const eventsInput = () => screen.getByRole('combobox', { name: /Events to trigger webhook/ }) as HTMLInputElement;
const key = (target: Element, name: string, code = name) => fireEvent.keyDown(target, { key: name, code });
const isOpen = () => eventsInput().getAttribute('aria-expanded') === 'true';

async function chooseEvent(event: string) {
  if (!isOpen()) fireEvent.click(eventsInput());
  fireEvent.click(await screen.findByRole('option', { name: event }));
}

async function chooseApplication() {
  fireEvent.click(screen.getByRole('combobox', { name: /SDK application/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Fleet app' }));
}

beforeEach(() => localStorage.clear());

describe('WebhookFormPage', () => {
  it('starts with POST, no events and the documented placeholders', async () => {
    renderAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Add webhook connection' })).toBeTruthy();
    expect(document.title).toBe('Add webhook connection - Roadmark');
    const application = (await screen.findByRole('combobox', { name: /SDK application/ })) as HTMLInputElement;
    expect(application.placeholder).toBe('(Please select an SDK application for this webhook)');
    expect((screen.getByRole('combobox', { name: /HTTP method/ }) as HTMLInputElement).value).toBe('POST');
    expect(screen.getByLabelText(/^URL/).getAttribute('type')).toBe('url');
    expect(eventsInput().placeholder).toBe('No events have been selected.');
  });

  it("says 'SDK application is required', 'URL is required' and 'HTTP method is required' on blur", async () => {
    renderAdd();
    fireEvent.blur(await screen.findByRole('combobox', { name: /SDK application/ }));
    expect(await screen.findByText('SDK application is required')).toBeTruthy();
    fireEvent.blur(screen.getByLabelText(/^URL/));
    expect(await screen.findByText('URL is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^URL/), { target: { value: 'ftp://example.com/x' } });
    fireEvent.blur(screen.getByLabelText(/^URL/));
    expect(await screen.findByText('Enter a full web address starting with https:// or http://')).toBeTruthy();

    // Choosing the selected method again clears it.
    const method = screen.getByRole('combobox', { name: /HTTP method/ });
    fireEvent.click(method);
    fireEvent.click(await screen.findByRole('option', { name: 'POST' }));
    fireEvent.blur(method);
    expect(await screen.findByText('HTTP method is required')).toBeTruthy();
  });

  it('puts a header message on the header row it is about, skipping blank rows', async () => {
    renderAdd();
    await screen.findByRole('combobox', { name: /SDK application/ });
    fireEvent.click(screen.getByRole('button', { name: 'Add header' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add header' }));
    const second = screen.getByLabelText('Header name 2');
    fireEvent.change(second, { target: { value: 'X Token' } });
    fireEvent.blur(second);
    const message = await screen.findByText('A header name may only use letters, digits and - _ . with no spaces');
    expect(second.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByLabelText('Header name 1').getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Remove header 1' }));
    await waitFor(() => expect(screen.queryByLabelText('Header name 2')).toBeNull());
    expect((screen.getByLabelText('Header name 1') as HTMLInputElement).value).toBe('X Token');
  });

  it('refuses to save without application, URL and events, and sends nothing', async () => {
    renderAdd();
    await screen.findByRole('combobox', { name: /SDK application/ });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('SDK application is required')).toBeTruthy();
    expect(screen.getByText('URL is required')).toBeTruthy();
    expect(screen.getByText('Choose at least one event to trigger this webhook')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Add webhook connection' })).toBeTruthy();
  });

  it('keeps the chosen events sorted and shows a JSON body for POST and a query string for GET', async () => {
    renderAdd();
    await screen.findByRole('combobox', { name: /SDK application/ });
    await chooseEvent('users.created');
    let sample = screen.getByLabelText('Sample request body') as HTMLTextAreaElement;
    expect(sample.readOnly).toBe(true);
    expect(sample.value).toContain('\n    "event": "users.created",\n');
    expect(sample.value).toContain('\n        "profileId": "');

    await chooseEvent('assessments.complete');
    const input = eventsInput();
    key(input, 'Escape');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    const pills =
      input.closest('.mantine-PillsInput-root, .mantine-MultiSelect-input') ?? input.parentElement!.parentElement!;
    const chosen = within(pills as HTMLElement)
      .getAllByText(/^(assessments|users)\./)
      .map((pill) => pill.textContent);
    expect(chosen).toEqual(['assessments.complete', 'users.created']);
    sample = screen.getByLabelText('Sample request body') as HTMLTextAreaElement;
    const body = JSON.parse(sample.value);
    expect(body.event).toBe('EVENT_NAME');
    expect(Object.keys(body.data)).toEqual(['userId', 'subscriptionId']);

    const method = screen.getByRole('combobox', { name: /HTTP method/ });
    fireEvent.click(method);
    fireEvent.click(await screen.findByRole('option', { name: 'GET' }));
    const query = (await screen.findByLabelText('Sample query string')) as HTMLTextAreaElement;
    expect(query.value).toMatch(
      /^\?event=EVENT_NAME&eventDate=[^&]+&uniqueId=[^&]+&userId=[^&]+&subscriptionId=[^&]+$/,
    );
    expect(screen.queryByLabelText('Sample request body')).toBeNull();
  });

  it('opens and closes the event list with the keyboard, and Enter never submits', async () => {
    renderAdd();
    await screen.findByRole('combobox', { name: /SDK application/ });
    const input = eventsInput();
    input.focus();
    expect(isOpen()).toBe(false);

    key(input, 'ArrowDown');
    await waitFor(() => expect(isOpen()).toBe(true));
    expect(screen.getByRole('listbox')).toBeTruthy();
    key(input, 'Escape');
    await waitFor(() => expect(isOpen()).toBe(false));

    key(input, 'ArrowUp');
    await waitFor(() => expect(isOpen()).toBe(true));
    key(input, 'Escape');
    await waitFor(() => expect(isOpen()).toBe(false));

    key(input, ' ', 'Space');
    await waitFor(() => expect(isOpen()).toBe(true));
    key(input, ' ', 'Space');
    await waitFor(() => expect(isOpen()).toBe(false));

    // fireEvent answers false when the default action (submitting the form) was prevented.
    expect(key(input, 'Enter')).toBe(false);
    await waitFor(() => expect(isOpen()).toBe(true));
    expect(key(input, 'Enter')).toBe(false);
    await waitFor(() => expect(isOpen()).toBe(false));

    // Arrow Down highlights an event; Enter picks it and the list stays open for more.
    key(input, 'ArrowDown');
    await waitFor(() => expect(isOpen()).toBe(true));
    key(input, 'ArrowDown');
    expect(key(input, 'Enter')).toBe(false);
    await waitFor(() => expect(screen.getByLabelText('Sample request body')).toBeTruthy());
    expect((screen.getByLabelText('Sample request body') as HTMLTextAreaElement).value).toContain(
      '"event": "assessments.complete"',
    );
    fireEvent.click(input);
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(screen.queryByText('SDK application is required')).toBeNull();
  });

  it('shows the signing secret once after the create, and goes back only on Done', async () => {
    stubClipboard();
    const cache = new InMemoryCache();
    const { router } = renderAdd(
      [
        {
          request: {
            query: CreateSdkWebhookMutation,
            variables: (v: { model: Record<string, string> }) =>
              v.model.id?.length === 36 &&
              v.model.sdkClientId === CLIENT_ID &&
              v.model.httpMethod === 'PUT' &&
              v.model.url === 'https://hooks.example.com/roadmark' &&
              v.model.eventsJson === '["assessments.complete","users.created"]' &&
              v.model.headersJson === '[{"name":"X-Token","value":"abc"}]',
          },
          result: { data: { createSdkWebhook: { ...testWebhook({ httpMethod: 'PUT' }), signingSecret: SECRET } } },
        },
      ],
      cache,
    );
    await screen.findByRole('combobox', { name: /SDK application/ });
    await chooseApplication();
    fireEvent.click(screen.getByRole('combobox', { name: /HTTP method/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'PUT' }));
    fireEvent.change(screen.getByLabelText(/^URL/), { target: { value: 'https://hooks.example.com/roadmark' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add header' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add header' }));
    fireEvent.change(screen.getByLabelText('Header name 1'), { target: { value: 'X-Token' } });
    fireEvent.change(screen.getByLabelText('Header value 1'), { target: { value: 'abc' } });
    await chooseEvent('users.created');
    await chooseEvent('assessments.complete');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(dialog).getByText('Copy this signing secret now: it will not be shown again')).toBeTruthy();
    expect(within(dialog).getByDisplayValue(SECRET)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy signing secret' }));
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/manage/sdk/webhooks/add');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/sdk'));
    // The cache is persisted to browser storage: the secret must never reach it.
    expect(JSON.stringify(cache.extract())).not.toContain(SECRET);
    expect(JSON.stringify(cache.extract())).toContain('Fleet app');
  });
});

describe('WebhookFormPage (edit)', () => {
  it('says why a switched-off webhook is off, and saving switches it back on', async () => {
    const { router } = renderEdit(
      testWebhook({ disabledAt: '2026-11-26T10:00:00.000Z', disabledReason: 'The receiver answered 410 Gone' }),
      [
        {
          request: { query: UpdateSdkWebhookMutation, variables: { model: { id: WEBHOOK_ID } } },
          result: { data: { updateSdkWebhook: testWebhook() } },
        },
      ],
    );
    const alert = (await screen.findByText('This webhook is switched off')).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(/The receiver answered 410 Gone/)).toBeTruthy();
    expect(within(alert).getByText(/Save the webhook to switch it back on/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send test event' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/sdk'));
  });

  it('sends only the fields that changed', async () => {
    const { router } = renderEdit(testWebhook(), [
      {
        request: {
          query: UpdateSdkWebhookMutation,
          variables: { model: { id: WEBHOOK_ID, url: 'https://hooks.example.com/v2' } },
        },
        result: { data: { updateSdkWebhook: testWebhook({ url: 'https://hooks.example.com/v2' }) } },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit webhook connection' })).toBeTruthy();
    fireEvent.change(await screen.findByDisplayValue('https://hooks.example.com/roadmark'), {
      target: { value: 'https://hooks.example.com/v2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/sdk'));
  });

  it('rotates the signing secret after a confirmation and shows the new one once', async () => {
    renderEdit(testWebhook(), [
      {
        request: { query: RotateSdkWebhookSecretMutation, variables: { id: WEBHOOK_ID } },
        result: {
          data: {
            rotateSdkWebhookSecret: {
              ...testWebhook({ previousSecretExpiresAt: '2026-11-27T10:00:00.000Z' }),
              signingSecret: SECRET,
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate signing secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rotate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(dialog).getByDisplayValue(SECRET)).toBeTruthy();
    expect(within(dialog).getByText(/The previous signing secret keeps working until/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).toBeNull());
  });

  it('sends a test event of the chosen event and shows the delivery log', async () => {
    const delivery = {
      __typename: 'WebhookDelivery',
      id: 'd1',
      event: 'users.created',
      isTest: true,
      status: 'pending',
      attempts: 0,
      lastResponseStatus: null,
      lastError: null,
      createdAt: '2026-11-26T10:00:00.000Z',
      completedAt: null,
      attemptLog: [],
    };
    renderEdit(testWebhook(), [
      {
        request: { query: SendSdkWebhookTestEventMutation, variables: { id: WEBHOOK_ID, event: 'users.created' } },
        result: { data: { sendSdkWebhookTestEvent: delivery } },
      },
      {
        request: {
          query: SdkWebhookDeliveriesQuery,
          variables: { webhookId: WEBHOOK_ID, offset: 0, first: DELIVERY_LOG_PAGE_SIZE },
        },
        result: { data: { sdkWebhookDeliveries: [delivery] } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    const eventSelect = await screen.findByRole('combobox', { name: 'Event to send' });
    expect((eventSelect as HTMLInputElement).value).toBe('assessments.complete');
    fireEvent.click(eventSelect);
    fireEvent.click(await screen.findByRole('option', { name: 'users.created' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send test event' }));
    const log = await screen.findByRole('table', { name: 'Delivery log' });
    expect(within(log).getByText('users.created')).toBeTruthy();
    expect(within(log).getByText('Test')).toBeTruthy();
    expect(within(log).getByText('Pending')).toBeTruthy();
  });
});
