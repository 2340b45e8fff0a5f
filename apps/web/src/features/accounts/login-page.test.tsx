import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { deferredAnswer, mockAccountFetch } from './account-fetch-mock';
import { LoginPage } from './login-page';

const NOTICE = 'You need to confirm your account before you can sign in. Please check your email.';

afterEach(() => vi.restoreAllMocks());

describe('LoginPage account links and confirmation', () => {
  it('links to registration, keeping the return url', () => {
    renderWithProviders(<LoginPage />, { route: '/account/login?RETURNURL=%2Fdashboard' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/account/register?returnUrl=%2Fdashboard',
    );
  });

  it('resends the confirmation email to the address signed in with', async () => {
    const pending = deferredAnswer();
    const { posts } = mockAccountFetch({
      '/api/account/login': { body: { succeeded: false, requiresTwoFactor: false, requiresEmailConfirmation: true } },
      '/api/account/resendConfirmEmail': pending.promise,
    });
    renderWithProviders(<LoginPage />, { route: '/account/login' });
    fireEvent.change(screen.getByLabelText(/Email or PIN/), { target: { value: 'sam@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Secret1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(NOTICE)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeTruthy();
    const call = posts()[1];
    expect(call?.url).toBe('/api/account/resendConfirmEmail');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('x-roadmark-csrf')).toBe('1');
    expect(call?.body).toEqual({ email: 'sam@example.com' });
    pending.answer({ status: 204 });
    expect(await screen.findByText('We have sent you a new confirmation email.')).toBeTruthy();
  });
});
