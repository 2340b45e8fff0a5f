import { InMemoryCache } from '@apollo/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format-date-time';
import { currentUrl } from '../../../test/render';
import { mockAccountFetch } from '../../accounts/account-fetch-mock';
import {
  ChangeUserRoleGroupMutation,
  CreateUserMutation,
  GenerateUniqueDriverPinMutation,
  PersonFormOptionsQuery,
  PersonQuery,
  UpdatePersonMutation,
} from '../graphql/people-operations';
import { GROUPS, renderPeoplePage, SUBSCRIPTION_ID, testPerson } from '../people-test-data';
import { PersonFormPage } from './person-form-page';

const team = { __typename: 'SubscriptionTeam', id: 't1', name: 'Night shift' };
const options = (roleGroups = [GROUPS.driver, GROUPS.driverManager, GROUPS.overviewManager]) => ({
  request: { query: PersonFormOptionsQuery, variables: { subscriptionId: SUBSCRIPTION_ID } },
  result: { data: { roleGroups, subscriptionTeams: [team] } },
});
const personAnswer = (person: Record<string, unknown>) => ({
  request: { query: PersonQuery, variables: { id: 'p1' } },
  result: { data: { profile: person } },
});
const generatedPin = {
  request: { query: GenerateUniqueDriverPinMutation },
  result: { data: { generateUniqueDriverPin: 'NEWP2345' } },
};
const listRoute = [{ path: '/manage/drivers', element: <p>driver list</p> }];

/** The driver form's create call, answered with the new person: `email` null for a PIN-only driver. */
function createDriverMock(names: { firstName: string; lastName: string }, email: string | null) {
  return {
    request: {
      query: CreateUserMutation,
      variables: {
        model: {
          ...names,
          email,
          roleGroupId: GROUPS.driver.id,
          subscriptionId: SUBSCRIPTION_ID,
          subscriptionTeamId: null,
          uniqueDriverPin: 'NEWP2345',
        },
      },
    },
    result: { data: { createUser: testPerson('p9', { ...names, uniqueDriverPin: 'NEWP2345' }) } },
  };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

afterEach(() => vi.restoreAllMocks());

/** A moment as the page shows it: in the browser's time zone, British order. */
const local = (iso: string) => formatDateTime(iso, 'en-GB');

describe('PersonFormPage', { timeout: 20_000 }, () => {
  it('says what is missing and sends nothing', async () => {
    renderPeoplePage(<PersonFormPage />, { path: '/manage/drivers/add', mocks: [options(), generatedPin] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add driver' })).toBeTruthy();
    await screen.findByRole('textbox', { name: 'First name' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    // A driver's email may be left blank.
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.getByText('Leave blank for a driver who signs in with their PIN alone.')).toBeTruthy();
  });

  it("requires a manager's email, by the rule the server keeps", async () => {
    renderPeoplePage(<PersonFormPage />, {
      kind: 'managers',
      path: '/manage/managers/add',
      mocks: [options([GROUPS.driverManager, GROUPS.overviewManager]), generatedPin],
    });
    await screen.findByRole('textbox', { name: 'First name' });
    type('First name', 'Max');
    type('Last name', 'Manager');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Only drivers can sign in with a PIN alone: enter an email address for this person.'),
    ).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).required).toBe(true);
  });

  it('adds a driver without an email, who signs in with the PIN shown, and sends no invite', async () => {
    const fetches = mockAccountFetch({});
    const { router } = renderPeoplePage(<PersonFormPage />, {
      path: '/manage/drivers/add',
      history: ['/manage/drivers'],
      routes: listRoute,
      mocks: [options(), generatedPin, createDriverMock({ firstName: 'Pip', lastName: 'Pin' }, null)],
    });
    expect(((await screen.findByRole('textbox', { name: 'Driver PIN' })) as HTMLInputElement).value).toBe('NEWP2345');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).required).toBe(false);
    type('First name', 'Pip');
    type('Last name', 'Pin');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/drivers'));
    expect(await screen.findByText('Driver created. They sign in with the PIN NEWP2345.')).toBeTruthy();
    expect(fetches.posts()).toEqual([]);
  });

  it('creates the driver, then sends the invite, and goes back', async () => {
    const fetches = mockAccountFetch({ '/api/account/resendInviteEmail': { status: 204 } });
    const { router } = renderPeoplePage(<PersonFormPage />, {
      path: '/manage/drivers/add',
      history: ['/manage/drivers'],
      routes: listRoute,
      mocks: [options(), generatedPin, createDriverMock({ firstName: 'Nia', lastName: 'New' }, 'nia@example.com')],
    });
    await screen.findByRole('textbox', { name: 'First name' });
    const pin = (await screen.findByRole('textbox', { name: 'Driver PIN' })) as HTMLInputElement;
    expect(pin.value).toBe('NEWP2345');
    expect(pin.readOnly).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Role group' }) as HTMLInputElement).value).toBe('Driver');
    type('First name', 'Nia');
    type('Last name', 'New');
    type('Email', 'nia@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/drivers'));
    expect(fetches.posts().map((call) => [call.url, call.body])).toEqual([
      ['/api/account/resendInviteEmail', { email: 'nia@example.com' }],
    ]);
  });

  it('shows the maximum-users message when the server refuses the create', async () => {
    const message = 'Cannot create a new user. Maximum amount of users for this subscription has been reached.';
    renderPeoplePage(<PersonFormPage />, {
      path: '/manage/drivers/add',
      mocks: [
        options([GROUPS.driver]),
        generatedPin,
        {
          ...createDriverMock({ firstName: 'One', lastName: 'Toomany' }, 'full@example.com'),
          result: { errors: [{ message, extensions: { code: 'CONFLICT', messageKey: 'errors.maxUsersReached' } }] },
        },
      ],
    });
    await screen.findByRole('textbox', { name: 'First name' });
    expect(screen.queryByRole('combobox', { name: 'Role group' })).toBeNull();
    type('First name', 'One');
    type('Last name', 'Toomany');
    type('Email', 'full@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('edits the name and role group, and changes the email through the account call', async () => {
    const fetches = mockAccountFetch({ '/api/account/changeAccountEmail': { body: { pending: true } } });
    const { router } = renderPeoplePage(<PersonFormPage />, {
      path: '/manage/drivers/edit/:id',
      route: '/manage/drivers/edit/p1',
      history: ['/manage/drivers'],
      routes: listRoute,
      mocks: [
        options(),
        personAnswer(testPerson('p1')),
        {
          request: {
            query: UpdatePersonMutation,
            variables: { model: { id: 'p1', firstName: 'Dina', lastName: 'Driver', subscriptionTeamId: null } },
          },
          result: { data: { updateProfile: testPerson('p1', { firstName: 'Dina' }) } },
        },
        {
          request: {
            query: ChangeUserRoleGroupMutation,
            variables: { model: { userId: 'u-p1', roleGroupId: GROUPS.driverManager.id } },
          },
          result: { data: { changeUserRoleGroup: testPerson('p1', {}, { roleGroup: GROUPS.driverManager }) } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit driver' })).toBeTruthy();
    const pin = (await screen.findByRole('textbox', { name: 'Driver PIN' })) as HTMLInputElement;
    expect(pin.value).toBe('ABCD2345');
    expect(pin.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Resend invite' })).toBeNull();
    type('First name', 'Dina');
    type('Email', 'dina@example.com');
    fireEvent.click(screen.getByRole('combobox', { name: 'Role group' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Driver manager' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/drivers'));
    expect(fetches.posts().map((call) => call.body)).toEqual([
      { currentEmail: 'dana@example.com', newEmail: 'dina@example.com' },
    ]);
  });

  it('shows a pending email change with the old address still in use', async () => {
    renderPeoplePage(<PersonFormPage />, {
      path: '/manage/drivers/edit/:id',
      route: '/manage/drivers/edit/p1',
      mocks: [options(), personAnswer(testPerson('p1', {}, { pendingEmail: 'dana@new.example' }))],
    });
    expect(
      await screen.findByText(
        'Email change to dana@new.example is waiting for the user to confirm it. Until then they keep using dana@example.com.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('dana@example.com');
  });

  it('starts from the server, not from a remembered answer, so a confirmed email change is not undone', async () => {
    // The cache (restored from the last visit) still holds the address from before the user confirmed the change.
    const cache = new InMemoryCache();
    cache.writeQuery({
      query: PersonQuery,
      variables: { id: 'p1' },
      data: { profile: testPerson('p1', {}, { pendingEmail: 'dana@new.example' }) } as never,
    });
    const fetches = mockAccountFetch({ '/api/account/changeAccountEmail': { body: { pending: true } } });
    const { router } = renderPeoplePage(<PersonFormPage />, {
      path: '/manage/drivers/edit/:id',
      route: '/manage/drivers/edit/p1',
      history: ['/manage/drivers'],
      routes: listRoute,
      cache,
      mocks: [
        options(),
        personAnswer(testPerson('p1', {}, { email: 'dana@new.example' })),
        {
          request: {
            query: UpdatePersonMutation,
            variables: { model: { id: 'p1', firstName: 'Dina', lastName: 'Driver', subscriptionTeamId: null } },
          },
          result: {
            data: { updateProfile: testPerson('p1', { firstName: 'Dina' }, { email: 'dana@new.example' }) },
          },
        },
      ],
    });
    const email = (await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
    expect(email.value).toBe('dana@new.example');
    expect(screen.queryByText(/is waiting for the user to confirm it/)).toBeNull();
    type('First name', 'Dina');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/drivers'));
    expect(fetches.posts()).toEqual([]);
  });

  it('resends the invite of an unconfirmed user with the green message', async () => {
    const fetches = mockAccountFetch({ '/api/account/resendInviteEmail': { status: 204 } });
    renderPeoplePage(<PersonFormPage />, {
      path: '/manage/drivers/edit/:id',
      route: '/manage/drivers/edit/p1',
      mocks: [options(), personAnswer(testPerson('p1', {}, { emailConfirmed: false }))],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend invite' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      'Invite email for this user has been resent.  Please ask the user to check their email to confirm.',
    );
    expect(fetches.posts().map((call) => call.body)).toEqual([{ email: 'dana@example.com' }]);
  });

  it('locks a person out after asking, then shows since when and lets them back in', async () => {
    const fetches = mockAccountFetch({ '/api/account/lockout': { status: 204 } });
    const locked = testPerson(
      'p1',
      { firstName: 'Zoë & "Jo"' },
      {
        lockout: { __typename: 'AccountLockout', since: '2026-11-05T21:03:00.000Z', until: null, byManager: true },
      },
    );
    renderPeoplePage(<PersonFormPage />, {
      path: '/manage/drivers/edit/:id',
      route: '/manage/drivers/edit/p1',
      mocks: [options(), personAnswer(testPerson('p1', { firstName: 'Zoë & "Jo"' })), personAnswer(locked)],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Lock out' }));
    expect(await screen.findByText('Lock Zoë & "Jo" Driver out?')).toBeTruthy();
    expect(fetches.posts()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Lock out' }));
    expect(
      await screen.findByText(
        `A manager locked Zoë & "Jo" Driver out on ${local('2026-11-05T21:03:00.000Z')}. They cannot sign in until someone lets them back in.`,
      ),
    ).toBeTruthy();
    expect(fetches.posts().map((call) => call.body)).toEqual([{ email: 'dana@example.com', lockout: true }]);
  });

  it('says a lockout from failed sign-ins runs out by itself, and lets the person back in at once', async () => {
    const fetches = mockAccountFetch({ '/api/account/lockout': { status: 204 } });
    const locked = testPerson(
      'p1',
      {},
      {
        lockout: {
          __typename: 'AccountLockout',
          since: '2026-11-05T21:03:00.000Z',
          until: '2026-11-05T21:18:00.000Z',
          byManager: false,
        },
      },
    );
    renderPeoplePage(<PersonFormPage />, {
      path: '/manage/drivers/edit/:id',
      route: '/manage/drivers/edit/p1',
      mocks: [options(), personAnswer(locked), personAnswer(testPerson('p1'))],
    });
    expect(
      await screen.findByText(
        `Dana Driver was locked out on ${local('2026-11-05T21:03:00.000Z')} after too many failed sign-ins. They can sign in again after ${local('2026-11-05T21:18:00.000Z')}, or as soon as you let them back in.`,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Let back in' }));
    expect(await screen.findByRole('button', { name: 'Lock out' })).toBeTruthy();
    expect(fetches.posts().map((call) => call.body)).toEqual([{ email: 'dana@example.com', lockout: false }]);
  });

  it('hides the team for administrators', async () => {
    renderPeoplePage(<PersonFormPage />, {
      kind: 'administrators',
      path: '/administration/administrators/add',
      mocks: [
        generatedPin,
        {
          request: {
            query: PersonFormOptionsQuery,
            variables: { subscriptionId: '7a1f0000-0000-4000-8000-0000000000a1' },
          },
          result: {
            data: {
              roleGroups: [
                { __typename: 'RoleGroup', id: '7a1f0000-0000-4000-8000-000000000005', name: 'Roadmark staff' },
              ],
              subscriptionTeams: [],
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add administrator' })).toBeTruthy();
    await screen.findByRole('textbox', { name: 'First name' });
    expect(screen.queryByRole('combobox', { name: 'Team' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Role group' })).toBeNull();
  });
});
