import { configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ViewerQuery } from '../../app/session/use-viewer';
import { renderWithProviders } from '../../test/render';
import { testViewer } from '../../test/viewer-mocks';
import { deferredAnswer, mockAccountFetch, problem } from './account-fetch-mock';
import { ConfirmEmailChangePage } from './confirm-email-change-page';

const USER_ID = '0b6f3a52-3c1f-4d7e-9a51-2f4b8c6d1e90';
const CODE = 'Zm9vYmFyYmF6cXV4MTIzNDU2';
const EMAIL = 'new@example.com';
const FAILURE_HEADING = 'Sorry we cannot confirm your change of email using this code';

function viewerMock(email: string | null) {
  return { request: { query: ViewerQuery }, result: { data: { viewer: email && testViewer({ id: USER_ID, email }) } } };
}

function renderPage(route: string, mocks = [viewerMock(null), viewerMock(null)]) {
  return renderWithProviders(<ConfirmEmailChangePage />, { route, mocks });
}

// StrictMode runs effects twice only when it wraps the root, as the app's main.tsx does.
beforeEach(() => configure({ reactStrictMode: true }));
afterEach(() => {
  configure({ reactStrictMode: false });
  vi.restoreAllMocks();
});

describe('ConfirmEmailChangePage', () => {
  it('confirms once on open, then names the new address and offers sign in', async () => {
    const pending = deferredAnswer();
    const { posts } = mockAccountFetch({ '/api/account/confirmEmailChange': pending.promise });
    renderPage(`/account/confirmEmailChange?USERID=${USER_ID}&code=${CODE}&Email=${encodeURIComponent(EMAIL)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your new email' })).toBeTruthy();
    expect(screen.getByText('Confirming your new email...')).toBeTruthy();
    expect(document.title).toBe('Confirm email change - Roadmark');
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    const [call] = posts();
    expect(call?.url).toBe('/api/account/confirmEmailChange');
    expect(call?.headers.get('x-roadmark-csrf')).toBe('1');
    expect(call?.body).toEqual({ userId: USER_ID, code: CODE, email: EMAIL });
    pending.answer({ status: 204 });
    expect(
      await screen.findByText('Your email has been changed. Use new@example.com to sign in from now on.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Email changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account/login');
    expect(posts()).toHaveLength(1);
  });

  it('offers the profile to a signed-in person and refreshes their viewer', async () => {
    mockAccountFetch({ '/api/account/confirmEmailChange': { status: 204 } });
    renderPage(`/account/confirmEmailChange?userId=${USER_ID}&code=${CODE}&email=${EMAIL}`, [
      viewerMock('sam@example.com'),
      viewerMock(EMAIL),
    ]);
    const link = await screen.findByRole('link', { name: 'Go to your profile' });
    expect(link.getAttribute('href')).toBe('/profile/details');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('shows the failure heading and the reason when the server refuses the code', async () => {
    const reason = 'This link has expired or has already been used. Please ask for a new one.';
    mockAccountFetch({ '/api/account/confirmEmailChange': problem(400, 'errors.codeExpiredOrUsed', reason) });
    renderPage(`/account/confirmEmailChange?userId=${USER_ID}&code=${CODE}&email=${EMAIL}`);
    expect(await screen.findByRole('heading', { level: 1, name: FAILURE_HEADING })).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
  });

  it('calls nothing for a link without its email', async () => {
    const { posts } = mockAccountFetch({});
    renderPage(`/account/confirmEmailChange?userId=${USER_ID}&code=${CODE}`);
    expect(screen.getByRole('heading', { level: 1, name: FAILURE_HEADING })).toBeTruthy();
    expect(screen.getByText('This link is not valid. Please use the latest link we emailed you.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posts()).toHaveLength(0);
  });
});
