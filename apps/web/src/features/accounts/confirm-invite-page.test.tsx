import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { deferredAnswer, mockAccountFetch, problem } from './account-fetch-mock';
import { ConfirmInvitePage } from './confirm-invite-page';
import { ProfileForInviteQuery } from './invite-operations';

const reloads = vi.hoisted(() => ({ at: [] as string[] }));
vi.mock('../../app/session/reload-app-at', () => ({
  reloadAppAt: async (_client: unknown, url: string) => {
    reloads.at.push(url);
  },
}));

const USER_ID = '0b6f3a52-3c1f-4d7e-9a51-2f4b8c6d1e90';
const CODE = 'Zm9vYmFyYmF6cXV4MTIzNDU2';
const INVITED = {
  __typename: 'InvitedProfile' as const,
  firstName: 'Sam',
  lastName: 'Driver',
  email: 'sam@example.com',
};
const EXPIRED = 'This link has expired or has already been used. Please ask for a new one.';

const inviteMock = {
  request: { query: ProfileForInviteQuery, variables: { userId: USER_ID, code: CODE } },
  result: { data: { profileForInvite: INVITED } },
};

function renderPage(
  route = `/account/confirmInvite?UserId=${USER_ID}&code=${CODE}&returnUrl=%2Fdashboard`,
  mocks = [inviteMock],
) {
  return renderWithProviders(<ConfirmInvitePage />, { route, mocks });
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Set my password' }));

/** Chooses a good password on the shown form and sends it. */
async function setGoodPassword() {
  await screen.findByDisplayValue('sam@example.com');
  type(/^Password/, 'Secret1!');
  type(/^Confirm password/, 'Secret1!');
  submit();
}

/** The one call the form made, sent while its button says it is saving. */
async function expectPasswordSent(posts: () => { url: string; headers: Headers; body: unknown }[]) {
  expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
  const [call] = posts();
  expect(call?.url).toBe('/api/account/confirmInvite?returnUrl=%2Fdashboard');
  expect(call?.headers.get('x-roadmark-csrf')).toBe('1');
  expect(call?.body).toEqual({ userId: USER_ID, code: CODE, password: 'Secret1!' });
}

afterEach(() => {
  vi.restoreAllMocks();
  reloads.at = [];
});

describe('ConfirmInvitePage', () => {
  it('shows who the invite is for, read-only', async () => {
    mockAccountFetch({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Set your password' })).toBeTruthy();
    expect(await screen.findByDisplayValue('sam@example.com')).toBeTruthy();
    expect(document.title).toBe('Accept invitation - Roadmark');
    for (const [label, value] of [
      [/^First name/, 'Sam'],
      [/^Last name/, 'Driver'],
      [/^Email/, 'sam@example.com'],
    ] as const) {
      expect(field(label).value).toBe(value);
      expect(field(label).readOnly).toBe(true);
    }
  });

  it('requires a password, checks the rules and the confirmation', async () => {
    const { posts } = mockAccountFetch({});
    renderPage();
    await screen.findByDisplayValue('sam@example.com');
    submit();
    expect(await screen.findByText('Password is required')).toBeTruthy();
    type(/^Password/, 'secret!!');
    type(/^Confirm password/, 'secret');
    submit();
    expect(await screen.findByText('Password must contain a number, must contain an uppercase letter')).toBeTruthy();
    expect(screen.getByText('The password and confirmation password do not match')).toBeTruthy();
    fireEvent.blur(field(/^Confirm password/));
    expect(posts()).toHaveLength(0);
  });

  it('sets the password and, signed in by the server, loads the app again at the return URL', async () => {
    const pending = deferredAnswer();
    const { posts } = mockAccountFetch({ '/api/account/confirmInvite': pending.promise });
    renderPage();
    await setGoodPassword();
    await expectPasswordSent(posts);
    pending.answer({ body: { signedIn: true, returnUrl: '/dashboard' } });
    await waitFor(() => expect(reloads.at).toEqual(['/dashboard']));
    expect(screen.queryByRole('heading', { level: 1, name: 'Password set' })).toBeNull();
  });

  it('goes home when the invite had no return URL', async () => {
    mockAccountFetch({ '/api/account/confirmInvite': { body: { signedIn: true, returnUrl: '/' } } });
    renderPage(`/account/confirmInvite?userId=${USER_ID}&code=${CODE}`);
    await setGoodPassword();
    await waitFor(() => expect(reloads.at).toEqual(['/']));
  });

  it('sets the password and offers sign in when the server did not sign the person in', async () => {
    const pending = deferredAnswer();
    const { posts } = mockAccountFetch({ '/api/account/confirmInvite': pending.promise });
    renderPage();
    await setGoodPassword();
    await expectPasswordSent(posts);
    pending.answer({ body: { signedIn: false, returnUrl: '/dashboard' } });
    expect(await screen.findByText('Your password has been set. You can now sign in.')).toBeTruthy();
    expect(reloads.at).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Password set' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/account/login?returnUrl=%2Fdashboard',
    );
  });

  it("shows the server's refusal of the password in the alert and on the field", async () => {
    mockAccountFetch({ '/api/account/confirmInvite': problem(400, 'errors.codeExpiredOrUsed', EXPIRED) });
    renderPage();
    await screen.findByDisplayValue('sam@example.com');
    type(/^Password/, 'Secret1!');
    type(/^Confirm password/, 'Secret1!');
    submit();
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(screen.queryByText('Your password has been set. You can now sign in.')).toBeNull();
  });

  it('shows the failure heading for a used or expired link', async () => {
    mockAccountFetch({});
    renderPage(`/account/confirmInvite?userId=${USER_ID}&code=${CODE}`, [
      {
        request: inviteMock.request,
        result: {
          errors: [
            { message: EXPIRED, extensions: { code: 'BAD_USER_INPUT', messageKey: 'errors.codeExpiredOrUsed' } },
          ],
        },
      } as unknown as typeof inviteMock,
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry we cannot use this invite link' })).toBeTruthy();
    expect(screen.getByText(EXPIRED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set my password' })).toBeNull();
  });

  it('explains a link without its code', () => {
    mockAccountFetch({});
    renderPage(`/account/confirmInvite?userId=${USER_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry we cannot use this invite link' })).toBeTruthy();
    expect(screen.getByText('This link is not valid. Please use the latest link we emailed you.')).toBeTruthy();
  });
});
