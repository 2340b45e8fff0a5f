import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { deferredAnswer, mockAccountFetch, problem } from './account-fetch-mock';
import { ForgotPasswordPage } from './forgot-password-page';

const email = () => screen.getByLabelText(/^Email/) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

function renderPage() {
  return renderWithProviders(<ForgotPasswordPage />, { route: '/account/forgotPassword' });
}

afterEach(() => vi.restoreAllMocks());

describe('ForgotPasswordPage', () => {
  it('requires an email, on blur and on submit, and checks its form', async () => {
    const { posts } = mockAccountFetch({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgotten your password?' })).toBeTruthy();
    fireEvent.blur(email());
    expect(await screen.findByText('Email is required')).toBeTruthy();
    fireEvent.change(email(), { target: { value: 'sam at example' } });
    submit();
    expect(await screen.findByText('Enter an email address like name@example.com, without spaces')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('sends the reset email and shows the notice', async () => {
    const pending = deferredAnswer();
    const { posts } = mockAccountFetch({ '/api/account/sendPasswordResetEmail': pending.promise });
    renderPage();
    fireEvent.change(email(), { target: { value: ' sam@example.com ' } });
    submit();
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeTruthy();
    const [call] = posts();
    expect(call?.url).toBe('/api/account/sendPasswordResetEmail');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('x-roadmark-csrf')).toBe('1');
    expect(call?.body).toEqual({ email: 'sam@example.com' });
    pending.answer({ status: 204 });
    expect(await screen.findByText('Please check your email and follow the link to reset your password.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/account/login');
  });

  it('shows an unconfirmed email in the alert and on the field', async () => {
    const message = "This email has not been confirmed, so we can't send a password reset until it has been confirmed.";
    mockAccountFetch({
      '/api/account/sendPasswordResetEmail': problem(400, 'errors.emailNotConfirmedForReset', message),
    });
    renderPage();
    fireEvent.change(email(), { target: { value: 'sam@example.com' } });
    submit();
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(email().getAttribute('aria-invalid')).toBe('true');
  });
});
