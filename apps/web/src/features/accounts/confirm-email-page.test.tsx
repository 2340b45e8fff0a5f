import { configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { deferredAnswer, mockAccountFetch, problem } from './account-fetch-mock';
import { ConfirmEmailPage } from './confirm-email-page';

const USER_ID = '0b6f3a52-3c1f-4d7e-9a51-2f4b8c6d1e90';
const CODE = 'Zm9vYmFyYmF6cXV4MTIzNDU2';
const FAILURE_HEADING = 'Sorry we cannot confirm your email using this code';

function renderPage(route: string) {
  return renderWithProviders(<ConfirmEmailPage />, { route });
}

// StrictMode runs effects twice only when it wraps the root, as the app's main.tsx does.
beforeEach(() => configure({ reactStrictMode: true }));
afterEach(() => {
  configure({ reactStrictMode: false });
  vi.restoreAllMocks();
});

describe('ConfirmEmailPage', () => {
  it('confirms once on open, waiting meanwhile, then offers sign in', async () => {
    const pending = deferredAnswer();
    const { posts } = mockAccountFetch({ '/api/account/confirmEmail': pending.promise });
    renderPage(`/account/confirmEmail?UserId=${USER_ID}&CODE=${CODE}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeTruthy();
    expect(screen.getByText('Confirming your email...')).toBeTruthy();
    expect(document.title).toBe('Confirm email - Roadmark');
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    const [call] = posts();
    expect(call?.url).toBe('/api/account/confirmEmail');
    expect(call?.headers.get('x-roadmark-csrf')).toBe('1');
    expect(call?.body).toEqual({ userId: USER_ID, code: CODE });
    pending.answer({ status: 204 });
    expect(await screen.findByText('Thank you for confirming your email. You can now sign in.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account/login');
    expect(posts()).toHaveLength(1);
  });

  it('shows the failure heading and the reason when the server refuses the code', async () => {
    const reason = 'This link has expired or has already been used. Please ask for a new one.';
    mockAccountFetch({ '/api/account/confirmEmail': problem(400, 'errors.codeExpiredOrUsed', reason) });
    renderPage(`/account/confirmEmail?userId=${USER_ID}&code=${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: FAILURE_HEADING })).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
  });

  it('calls nothing for a link without its parameters', async () => {
    const { spy } = mockAccountFetch({});
    renderPage(`/account/confirmEmail?userId=${USER_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: FAILURE_HEADING })).toBeTruthy();
    expect(screen.getByText('This link is not valid. Please use the latest link we emailed you.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(spy).not.toHaveBeenCalled();
  });
});
