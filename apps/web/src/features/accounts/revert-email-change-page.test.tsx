import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHANGED_KEY } from '../../app/session/session-signals';
import { renderWithProviders } from '../../test/render';
import { deferredAnswer, mockAccountFetch, problem } from './account-fetch-mock';
import { RevertEmailChangePage } from './revert-email-change-page';

const USER_ID = '0b6f3a52-3c1f-4d7e-9a51-2f4b8c6d1e90';
const CODE = 'Zm9vYmFyYmF6cXV4MTIzNDU2';

function renderPage(route = `/account/revertEmailChange?userId=${USER_ID}&code=${CODE}`) {
  return renderWithProviders(<RevertEmailChangePage />, { route });
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Give me my account back' }));

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('RevertEmailChangePage', () => {
  it('gives the email back with a new password, then offers sign in', async () => {
    const pending = deferredAnswer();
    const { posts } = mockAccountFetch({ '/api/account/revertEmailChange': pending.promise });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Take your account back' })).toBeTruthy();
    expect(document.title).toBe('Take your account back - Roadmark');
    submit();
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    type(/^New password/, 'Secret1!');
    type(/^Confirm password/, 'Secret1!');
    submit();
    expect(await screen.findByRole('button', { name: 'Taking it back...' })).toBeTruthy();
    const [call] = posts();
    expect(call?.url).toBe('/api/account/revertEmailChange');
    expect(call?.body).toEqual({ userId: USER_ID, code: CODE, password: 'Secret1!', confirmPassword: 'Secret1!' });
    pending.answer({ status: 204 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is yours again' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your email is back and your new password is set. Everyone who was signed in to your account has been signed out.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account/login');
    // The other tabs of this browser learn that their session may have ended.
    expect(localStorage.getItem(SESSION_CHANGED_KEY)).not.toBeNull();
  });

  it('shows a used or expired link in the alert', async () => {
    const reason = 'This link has expired or has already been used. Please ask for a new one.';
    mockAccountFetch({ '/api/account/revertEmailChange': problem(400, 'errors.codeExpiredOrUsed', reason) });
    renderPage();
    type(/^New password/, 'Secret1!');
    type(/^Confirm password/, 'Secret1!');
    submit();
    expect(await screen.findByText(reason)).toBeTruthy();
  });

  it('explains a link without its code', () => {
    mockAccountFetch({});
    renderPage(`/account/revertEmailChange?userId=${USER_ID}`);
    expect(screen.getByText('This link is not valid. Please use the latest link we emailed you.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Give me my account back' })).toBeNull();
  });
});
