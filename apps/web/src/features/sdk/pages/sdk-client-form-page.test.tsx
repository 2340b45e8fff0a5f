import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, type RenderOptions, renderWithProviders } from '../../../test/render';
import { COPIED_CONFIRMATION_MS } from '../components/copy-value-button';
import { CreateSdkClientMutation, SdkClientQuery, UpdateSdkClientMutation } from '../graphql/sdk-operations';
import { API_KEY, CLIENT_ID, stubClipboard, testClient } from '../sdk-test-data';
import { SdkClientFormPage } from './sdk-client-form-page';

const overviewRoute = [{ path: '/manage/sdk', element: <p>sdk overview</p> }];

function renderAdd(mocks: RenderOptions['mocks'] = []) {
  return renderWithProviders(<SdkClientFormPage />, {
    path: '/manage/sdk/applications/add',
    history: ['/manage/sdk'],
    routes: overviewRoute,
    mocks,
  });
}

function renderEdit(mocks: RenderOptions['mocks'] = []) {
  return renderWithProviders(<SdkClientFormPage />, {
    path: '/manage/sdk/applications/edit/:id',
    route: `/manage/sdk/applications/edit/${CLIENT_ID}`,
    history: ['/manage/sdk'],
    routes: overviewRoute,
    mocks: [
      {
        request: { query: SdkClientQuery, variables: { id: CLIENT_ID } },
        result: { data: { sdkClient: testClient() } },
      },
      ...mocks,
    ],
  });
}

afterEach(() => vi.useRealTimers());

describe('SdkClientFormPage', () => {
  it("says 'Name is required' on blur and on Save, and sends nothing", async () => {
    renderAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Add application API key' })).toBeTruthy();
    expect(document.title).toBe('Add application API key - Roadmark');
    const name = screen.getByLabelText(/Name/);
    fireEvent.blur(name);
    expect(await screen.findByText('Name is required')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Fleet app' } });
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Add application API key' })).toBeTruthy();
  });

  it('says the key is made on save, adds and removes IP addresses, and explains an unreadable one', async () => {
    renderAdd();
    const key = screen.getByLabelText(/API key/) as HTMLInputElement;
    expect(key.readOnly).toBe(true);
    expect(key.value).toBe('');
    expect(key.placeholder).toBe('The key is generated when you save');
    expect(screen.getByText(/An empty list allows every address/)).toBeTruthy();
    expect(screen.queryByLabelText('IP address 1')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add IP address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add IP address' }));
    const first = screen.getByLabelText('IP address 1');
    fireEvent.change(first, { target: { value: '10.0.0.999' } });
    fireEvent.blur(first);
    expect(await screen.findByText(/Enter an IP address such as 203.0.113.7/)).toBeTruthy();
    expect(screen.getByLabelText('IP address 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove IP address 1' }));
    await waitFor(() => expect(screen.queryByLabelText('IP address 2')).toBeNull());
    expect((screen.getByLabelText('IP address 1') as HTMLInputElement).value).toBe('');
  });

  it('creates the application with a client id, its name and addresses, then goes back', async () => {
    const { router } = renderAdd([
      {
        request: {
          query: CreateSdkClientMutation,
          variables: (v: { model: { id: string; name: string; ipAllowListJson: string } }) =>
            v.model.id.length === 36 && v.model.name === 'Fleet app' && v.model.ipAllowListJson === '["203.0.113.7"]',
        },
        result: { data: { createSdkClient: { __typename: 'SdkClient', id: CLIENT_ID, name: 'Fleet app' } } },
      },
    ]);
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: ' Fleet app ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add IP address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add IP address' }));
    fireEvent.change(screen.getByLabelText('IP address 1'), { target: { value: '203.0.113.7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/sdk'));
  });

  it('shows the whole key on edit, confirms a copy for 2 seconds, and sends only what changed', async () => {
    const written = stubClipboard();
    const { router } = renderEdit([
      {
        request: {
          query: UpdateSdkClientMutation,
          variables: { model: { id: CLIENT_ID, ipAllowListJson: '["203.0.113.7"]' } },
        },
        result: { data: { updateSdkClient: { __typename: 'SdkClient', id: CLIENT_ID, name: 'Fleet app' } } },
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit application API key' })).toBeTruthy();
    expect(await screen.findByDisplayValue(API_KEY)).toBeTruthy();
    expect((screen.getByLabelText('IP address 2') as HTMLInputElement).value).toBe('198.51.100.0/24');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy API key' }));
    });
    expect(written).toEqual([API_KEY]);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPIED_CONFIRMATION_MS - 50));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByRole('button', { name: 'Copy API key' })).toBeTruthy();
    vi.useRealTimers();

    fireEvent.click(screen.getByRole('button', { name: 'Remove IP address 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/sdk'));
  });

  it('ignores a refused copy', async () => {
    stubClipboard(true);
    renderEdit();
    await screen.findByDisplayValue(API_KEY);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy API key' }));
    });
    expect(screen.getByRole('button', { name: 'Copy API key' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back on Cancel', async () => {
    const { router } = renderAdd();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/sdk'));
  });
});
