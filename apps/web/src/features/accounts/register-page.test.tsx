import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { deferredAnswer, mockAccountFetch, problem } from './account-fetch-mock';
import { RegisterPage } from './register-page';

const RULES_TEXT =
  'Password must be at least 6 characters long, must contain a number, must contain an uppercase letter, ' +
  'must contain a symbol (such as !$%&*@#)';

function renderPage(route = '/account/register?ReturnUrl=%2Fdashboard') {
  return renderWithProviders(<RegisterPage />, { route });
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

function fillValid() {
  type(/^Email/, ' sam@example.com ');
  type(/^Password/, 'Secret1!');
  type(/^Confirm password/, 'Secret1!');
  type(/^First name/, ' Sam ');
  type(/^Last name/, 'Driver');
}

afterEach(() => vi.restoreAllMocks());

describe('RegisterPage', () => {
  it('shows the page with its title, one heading and the served password rules', async () => {
    mockAccountFetch({
      '/api/account/passwordRules': {
        body: {
          requiredLength: 8,
          requireDigit: false,
          requireLowercase: false,
          requireUppercase: false,
          requireNonAlphanumeric: false,
          requiredUniqueChars: 1,
        },
      },
    });
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Register - Roadmark');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    type(/^Password/, 'abcdefg');
    submit();
    await waitFor(() => expect(screen.getAllByText('Password must be at least 8 characters long')).toHaveLength(2));
  });

  it('keeps to the default rules when the served ones cannot be read', async () => {
    mockAccountFetch({ '/api/account/passwordRules': { status: 500 } });
    renderPage();
    type(/^Password/, 'abc');
    submit();
    expect(await screen.findByText(RULES_TEXT)).toBeTruthy();
  });

  it('reports every required field on submit and sends nothing', async () => {
    const { posts } = mockAccountFetch({});
    renderPage();
    submit();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('validates on blur', async () => {
    mockAccountFetch({});
    renderPage();
    fireEvent.blur(field(/^First name/));
    expect(await screen.findByText('First name is required')).toBeTruthy();
  });

  it('reports the broken password rules and a mismatched confirmation', async () => {
    const { posts } = mockAccountFetch({});
    renderPage();
    fillValid();
    type(/^Password/, 'abc');
    type(/^Confirm password/, 'abd');
    submit();
    expect(await screen.findByText(RULES_TEXT)).toBeTruthy();
    expect(screen.getByText('The password and confirmation password do not match')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('registers with the return url and shows the confirm-email notice', async () => {
    const pending = deferredAnswer();
    const { posts } = mockAccountFetch({ '/api/account/register': pending.promise });
    renderPage();
    fillValid();
    submit();
    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeTruthy();
    const [call] = posts();
    expect(call?.url).toBe('/api/account/register?returnUrl=%2Fdashboard');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('x-roadmark-csrf')).toBe('1');
    expect(call?.body).toEqual({
      email: 'sam@example.com',
      password: 'Secret1!',
      confirmPassword: 'Secret1!',
      firstName: 'Sam',
      lastName: 'Driver',
    });
    pending.answer({
      body: { userId: 'u1', requiresEmailConfirmation: true, requiresTwoFactor: false, succeeded: false },
    });
    expect(
      await screen.findByText('You need to confirm your account before you can sign in. Please check your email.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('shows a taken email in the alert and on the email field', async () => {
    mockAccountFetch({
      '/api/account/register': problem(409, 'errors.emailAlreadyRegistered', 'This email is already registered.'),
    });
    renderPage();
    fillValid();
    submit();
    await waitFor(() => expect(screen.getAllByText('This email is already registered.')).toHaveLength(2));
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
  });

  it("shows the server's password-rules text on the field and in the alert", async () => {
    const message = 'Password must be at least 10 characters long';
    mockAccountFetch({
      '/api/account/register': problem(400, 'validation.passwordRules', message, [
        { field: 'password', messageKey: 'validation.passwordRules', message },
      ]),
    });
    renderPage();
    fillValid();
    submit();
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(field(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/\{errors\}/)).toBeNull();
  });

  it('refuses a return url on another origin and does not submit', async () => {
    const { posts } = mockAccountFetch({});
    renderPage('/account/register?returnUrl=https%3A%2F%2Fevil.example%2F');
    expect(
      screen.getByText('Invalid return url. The return url needs to have the same origin as the current page.'),
    ).toBeTruthy();
    fillValid();
    submit();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posts()).toHaveLength(0);
  });

  it('links to sign in, keeping the return url', () => {
    mockAccountFetch({});
    renderPage();
    const link = screen.getByRole('link', { name: 'Already have an account? Sign in' });
    expect(link.getAttribute('href')).toBe('/account/login?returnUrl=%2Fdashboard');
  });
});
