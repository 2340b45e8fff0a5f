import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { deferredAnswer, mockAccountFetch, problem } from './account-fetch-mock';
import { ResetPasswordPage } from './reset-password-page';

const USER_ID = '0b6f3a52-3c1f-4d7e-9a51-2f4b8c6d1e90';
const CODE = 'Zm9vYmFyYmF6cXV4MTIzNDU2';

function renderPage(route = `/account/resetPassword?userid=${USER_ID}&Code=${CODE}`) {
  return renderWithProviders(<ResetPasswordPage />, { route });
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));

afterEach(() => vi.restoreAllMocks());

describe('ResetPasswordPage', () => {
  it('requires a password, checks the rules and the confirmation', async () => {
    const { posts } = mockAccountFetch({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    submit();
    expect(await screen.findByText('Password is required')).toBeTruthy();
    type(/^New password/, 'secret!!');
    type(/^Confirm password/, 'secret');
    submit();
    expect(await screen.findByText('Password must contain a number, must contain an uppercase letter')).toBeTruthy();
    expect(screen.getByText('The password and confirmation password do not match')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('resets the password and offers sign in', async () => {
    const pending = deferredAnswer();
    const { posts } = mockAccountFetch({ '/api/account/resetPassword': pending.promise });
    renderPage();
    type(/^New password/, 'Secret1!');
    type(/^Confirm password/, 'Secret1!');
    submit();
    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeTruthy();
    const [call] = posts();
    expect(call?.url).toBe('/api/account/resetPassword');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('x-roadmark-csrf')).toBe('1');
    expect(call?.body).toEqual({ userId: USER_ID, code: CODE, password: 'Secret1!', confirmPassword: 'Secret1!' });
    pending.answer({ status: 204 });
    expect(await screen.findByText('Your password has been reset.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account/login');
  });

  it("shows the server's password-rules error in the alert and on the field", async () => {
    const message = 'Password must contain at least 4 unique characters';
    mockAccountFetch({
      '/api/account/resetPassword': problem(400, 'validation.passwordRules', message, [
        { field: 'password', messageKey: 'validation.passwordRules', message },
      ]),
    });
    renderPage();
    type(/^New password/, 'Aa1!Aa1!');
    type(/^Confirm password/, 'Aa1!Aa1!');
    submit();
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(field(/^New password/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows an expired code in the alert', async () => {
    const reason = 'This link has expired or has already been used. Please ask for a new one.';
    mockAccountFetch({ '/api/account/resetPassword': problem(400, 'errors.codeExpiredOrUsed', reason) });
    renderPage();
    type(/^New password/, 'Secret1!');
    type(/^Confirm password/, 'Secret1!');
    submit();
    expect(await screen.findByText(reason)).toBeTruthy();
  });

  it('explains a link without its code and offers a new one', () => {
    mockAccountFetch({});
    renderPage(`/account/resetPassword?userId=${USER_ID}`);
    expect(screen.getByText('This link is not valid. Please use the latest link we emailed you.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Send me a new link' }).getAttribute('href')).toBe(
      '/account/forgotPassword',
    );
  });
});
