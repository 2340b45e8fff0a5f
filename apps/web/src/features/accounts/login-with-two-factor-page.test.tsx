import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { deferredAnswer, mockAccountFetch, problem } from './account-fetch-mock';
import { LoginWithTwoFactorPage } from './login-with-two-factor-page';

const PATH = '/api/account/loginWithTwoFactor';
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

function renderPage(route = '/account/loginWithTwoFactor?ReturnUrl=%2Fjobs&rememberMe=true') {
  return renderWithProviders(<LoginWithTwoFactorPage />, { path: '/account/loginWithTwoFactor', route });
}

afterEach(() => vi.restoreAllMocks());

describe('LoginWithTwoFactorPage', () => {
  it('has one heading and a numeric one-time-code field', () => {
    mockAccountFetch({});
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Two-factor sign-in']);
    expect(document.title).toBe('Two-factor sign-in - Roadmark');
    const code = field(/^Authentication code/);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('validates the code with the domain messages', async () => {
    const { posts } = mockAccountFetch({});
    renderPage();
    submit();
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app, or a recovery code'),
    ).toBeTruthy();
    type(/^Authentication code/, '12345');
    submit();
    expect(await screen.findByText('Enter the 6 digits your authenticator app shows')).toBeTruthy();
    expect(field(/^Authentication code/).getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toHaveLength(0);
  });

  it('sends the code and leaves for the returnUrl', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const pending = deferredAnswer();
    const { posts } = mockAccountFetch({ [PATH]: pending.promise });
    renderPage();
    type(/^Authentication code/, '123 456');
    submit();
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeTruthy();
    const [call] = posts();
    expect(call?.url).toBe(`${PATH}?returnUrl=%2Fjobs&rememberMe=true`);
    expect(call?.headers.get('x-roadmark-csrf')).toBe('1');
    expect(call?.body).toEqual({ code: '123456' });
    pending.answer({ body: { succeeded: true, returnUrl: '/jobs' } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/jobs'));
  });

  it('switches to a recovery code and back', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { posts } = mockAccountFetch({ [PATH]: { body: { succeeded: true, returnUrl: '/' } } });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByLabelText(/^Authentication code/)).toBeNull();
    submit();
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app, or a recovery code'),
    ).toBeTruthy();
    type(/^Recovery code/, ' abcd-efgh ');
    submit();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ recoveryCode: 'abcd-efgh' });
    fireEvent.click(screen.getByRole('button', { name: 'Use your authenticator app instead' }));
    expect(field(/^Authentication code/)).toBeTruthy();
  });

  it('shows a wrong code on the field and in the alert', async () => {
    const message = 'That code is not right. Check your authenticator app and try again.';
    mockAccountFetch({
      [PATH]: problem(400, 'errors.twoFactorCodeInvalid', message, [
        { field: 'code', messageKey: 'errors.twoFactorCodeInvalid', message },
      ]),
    });
    renderPage();
    type(/^Authentication code/, '654321');
    submit();
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(field(/^Authentication code/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Sign in again' })).toBeNull();
  });

  it('says when the sign-in has timed out, with a link back to sign in', async () => {
    const message = 'Your sign-in has timed out. Please sign in again.';
    mockAccountFetch({
      [PATH]: { status: 401, body: { status: 401, messageKey: 'errors.twoFactorChallengeExpired', detail: message } },
    });
    renderPage();
    type(/^Authentication code/, '654321');
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/account/login');
  });
});
