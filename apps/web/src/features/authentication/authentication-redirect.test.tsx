import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/router';
import { currentUrl, renderWithProviders } from '../../test/render';
import { ProfileRedirectPage } from './profile-redirect-page';
import { RegisterRedirectPage } from './register-redirect-page';

/** A target route whose loader waits until `arrive` is called, so the waiting message can be seen meanwhile. */
function slowRoute(path: string, text: string) {
  let arrive = () => {};
  const arrived = new Promise<null>((resolve) => {
    arrive = () => resolve(null);
  });
  return { route: { path, loader: () => arrived, element: <p>{text}</p> }, arrive: () => arrive() };
}

describe('authentication routes', () => {
  it('serves every route of the table', () => {
    const authentication = routes[0]?.children?.find((route) => route.path === 'authentication');
    expect(authentication?.children?.map((route) => route.path).sort()).toEqual([
      'logged-out',
      'login',
      'login-callback',
      'login-failed',
      'logout',
      'logout-callback',
      'profile',
      'register',
    ]);
  });
});

describe('ProfileRedirectPage', () => {
  it('shows its waiting message, then sends the person to their profile', async () => {
    const profile = slowRoute('/profile', 'Profile route');
    const { router } = renderWithProviders(<ProfileRedirectPage />, {
      path: '/authentication/profile',
      routes: [profile.route],
    });
    expect(screen.getByRole('status').textContent).toBe('Opening your profile...');
    expect(document.title).toBe('Your profile - Roadmark');
    profile.arrive();
    expect(await screen.findByText('Profile route')).toBeTruthy();
    expect(currentUrl(router)).toBe('/profile');
  });
});

describe('RegisterRedirectPage', () => {
  it('shows its waiting message, then opens the register page returning to sign-in', async () => {
    const register = slowRoute('/account/register', 'Register route');
    const { router } = renderWithProviders(<RegisterRedirectPage />, {
      path: '/authentication/register',
      routes: [register.route],
    });
    expect(screen.getByRole('status').textContent).toBe('Opening the register page...');
    expect(document.title).toBe('Register - Roadmark');
    register.arrive();
    expect(await screen.findByText('Register route')).toBeTruthy();
    expect(currentUrl(router)).toBe(`/account/register?returnUrl=${encodeURIComponent('/authentication/login')}`);
  });
});
