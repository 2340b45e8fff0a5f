import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { mockAccountFetch } from './account-fetch-mock';
import { EXTERNAL_SCHEMES_PATH } from './external-login-buttons';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

afterEach(() => vi.restoreAllMocks());

describe('external provider buttons', () => {
  it('offers one form per provider on the sign-in page, posting to startExternalLogin with the return URL', async () => {
    mockAccountFetch({
      [EXTERNAL_SCHEMES_PATH]: {
        body: [
          { name: 'corp', displayName: 'Corp SSO' },
          { name: 'school', displayName: 'School login' },
        ],
      },
    });
    renderWithProviders(<LoginPage />, { route: '/account/login?returnUrl=%2Fdashboard' });
    const button = await screen.findByRole('button', { name: 'Sign in with Corp SSO' });
    const form = button.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/account/startExternalLogin?provider=corp&returnUrl=%2Fdashboard');
    expect(screen.getByRole('button', { name: 'Sign in with School login' })).toBeTruthy();
  });

  it('shows them on the register page too', async () => {
    mockAccountFetch({ [EXTERNAL_SCHEMES_PATH]: { body: [{ name: 'corp', displayName: 'Corp SSO' }] } });
    renderWithProviders(<RegisterPage />, { route: '/account/register' });
    expect(await screen.findByRole('button', { name: 'Sign in with Corp SSO' })).toBeTruthy();
  });

  it('shows nothing when no provider is set up', async () => {
    const { spy } = mockAccountFetch({ [EXTERNAL_SCHEMES_PATH]: { body: [] } });
    renderWithProviders(<LoginPage />, { route: '/account/login' });
    await vi.waitFor(() => expect(spy).toHaveBeenCalled());
    expect(screen.queryByText('or')).toBeNull();
  });
});
