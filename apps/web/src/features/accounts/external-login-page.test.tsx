import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderWithProviders } from '../../test/render';
import { mockAccountFetch, problem } from './account-fetch-mock';
import { ExternalLoginPage } from './external-login-page';

const COMPLETE = '/api/account/completeExternalLogin';
const CREATE = '/api/account/createAccountForExternalLogin';

const result = (overrides: object) => ({
  claims: {},
  isNewUser: false,
  loginProvider: 'Corp SSO',
  returnUrl: '/me',
  succeeded: false,
  requiresTwoFactor: false,
  requiresEmailConfirmation: false,
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

describe('ExternalLoginPage', () => {
  it('asks a new person for their email and names, filled in from the provider, and creates the account', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { posts, spy } = mockAccountFetch({
      [COMPLETE]: {
        body: result({
          isNewUser: true,
          claims: { email: 'jo@corp.test', given_name: 'Jo', family_name: 'Bloggs' },
        }),
      },
      [CREATE]: { body: { userId: 'u1', returnUrl: '/dashboard', succeeded: true, requiresEmailConfirmation: false } },
    });
    renderWithProviders(<ExternalLoginPage />, { route: '/account/externalLogin?ReturnUrl=%2Fdashboard' });
    expect(screen.getByRole('status').textContent).toContain('Signing you in...');
    expect(await screen.findByRole('heading', { name: 'Finish creating your account' })).toBeTruthy();
    expect(spy.mock.calls[0]?.[0]).toBe(`${COMPLETE}?returnUrl=%2Fdashboard`);
    expect(screen.getByText(/You have signed in with Corp SSO/)).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('jo@corp.test');
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Jo');
    expect((screen.getByLabelText(/^Last name/) as HTMLInputElement).value).toBe('Bloggs');

    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(posts()[0]?.url).toBe(`${CREATE}?returnUrl=%2Fdashboard`);
    expect(posts()[0]?.body).toEqual({ email: 'jo@corp.test', firstName: 'Jo', lastName: 'Bloggs' });
    expect(posts()[0]?.headers.get('x-roadmark-csrf')).toBe('1');
  });

  it('checks the form with its validation messages before sending anything', async () => {
    const { posts } = mockAccountFetch({ [COMPLETE]: { body: result({ isNewUser: true }) } });
    renderWithProviders(<ExternalLoginPage />, { route: '/account/externalLogin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('tells a person whose email needs confirming to check their email', async () => {
    mockAccountFetch({
      [COMPLETE]: {
        body: result({ isNewUser: true, claims: { email: 'a@b.test', given_name: 'A', family_name: 'B' } }),
      },
      [CREATE]: { body: { userId: 'u1', returnUrl: '/', succeeded: false, requiresEmailConfirmation: true } },
    });
    renderWithProviders(<ExternalLoginPage />, { route: '/account/externalLogin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create my account' }));
    expect(
      await screen.findByText('You need to confirm your account before you can sign in. Please check your email.'),
    ).toBeTruthy();
  });

  it('shows the server message when the provider reported an error', async () => {
    const { spy } = mockAccountFetch({
      [COMPLETE]: problem(401, 'errors.externalProviderError', 'Error from external provider: User cancelled'),
    });
    renderWithProviders(<ExternalLoginPage />, { route: '/account/externalLogin?remoteError=User+cancelled' });
    expect(await screen.findByRole('heading', { name: 'We could not sign you in' })).toBeTruthy();
    expect(await screen.findByText('Error from external provider: User cancelled')).toBeTruthy();
    expect(spy.mock.calls[0]?.[0]).toBe(`${COMPLETE}?returnUrl=%2F&remoteError=User+cancelled`);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/account/login');
  });

  it('goes on to the two-factor step for an account that has it', async () => {
    mockAccountFetch({ [COMPLETE]: { body: result({ requiresTwoFactor: true, returnUrl: '/me' }) } });
    const { router } = renderWithProviders(<ExternalLoginPage />, {
      route: '/account/externalLogin?returnUrl=%2Fme',
      routes: [{ path: '/account/loginWithTwoFactor', element: <p>two-factor</p> }],
    });
    expect(await screen.findByText('two-factor')).toBeTruthy();
    expect(currentUrl(router)).toBe('/account/loginWithTwoFactor?returnUrl=%2Fme&rememberMe=true');
  });

  it('signs a known person straight in', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    mockAccountFetch({ [COMPLETE]: { body: result({ succeeded: true, returnUrl: '/profile' }) } });
    renderWithProviders(<ExternalLoginPage />, { route: '/account/externalLogin?returnUrl=%2Fprofile' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/profile'));
  });
});
