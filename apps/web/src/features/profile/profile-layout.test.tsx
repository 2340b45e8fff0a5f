import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ViewerQuery } from '../../app/session/use-viewer';
import { currentUrl, renderWithProviders } from '../../test/render';
import { testViewer } from '../../test/viewer-mocks';
import { activeProfileTab, ProfileLayout } from './profile-layout';

function viewerMock(signedIn: boolean) {
  return { request: { query: ViewerQuery }, result: { data: { viewer: signedIn ? testViewer() : null } } };
}

function renderLayout(route: string, signedIn = true) {
  return renderWithProviders(null, {
    route,
    path: '/__unused',
    mocks: [viewerMock(signedIn)],
    routes: [
      {
        path: '/profile',
        element: <ProfileLayout />,
        children: [
          { index: true, element: <Navigate replace to="details" /> },
          { path: 'details', element: <p>Details page</p> },
          { path: 'changeEmail', element: <p>Change email page</p> },
          { path: 'changePassword', element: <p>Change password page</p> },
        ],
      },
      { path: '/authentication/login', element: <p>Login route</p> },
    ],
  });
}

describe('ProfileLayout', () => {
  it('shows one heading and the tabs as links, the active one from the path', async () => {
    renderLayout('/profile/changeEmail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('tablist', { name: 'Profile sections' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Details', 'Change email', 'Change password', 'Two-factor']);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/profile/details',
      '/profile/changeEmail',
      '/profile/changePassword',
      '/profile/twoFactor',
    ]);
    const active = screen.getByRole('tab', { selected: true });
    expect(active.textContent).toBe('Change email');
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Change email page');
    expect(panel.getAttribute('aria-labelledby')).toBe(active.id);
  });

  it('opens the details tab for /profile', async () => {
    const { router } = renderLayout('/profile');
    expect(await screen.findByText('Details page')).toBeTruthy();
    expect(currentUrl(router)).toBe('/profile/details');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Details');
  });

  it('opens another tab through its link', async () => {
    const { router } = renderLayout('/profile/details');
    fireEvent.click(await screen.findByRole('tab', { name: 'Change password' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/profile/changePassword'));
    expect(await screen.findByText('Change password page')).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Change password');
  });

  it('sends a signed-out visitor to sign in', async () => {
    const { router } = renderLayout('/profile/details', false);
    await screen.findByText('Login route');
    expect(currentUrl(router)).toBe(`/authentication/login?returnUrl=${encodeURIComponent('/profile/details')}`);
  });

  it('reads the active tab from the path in any case', () => {
    expect(activeProfileTab('/profile/changepassword/')).toBe('changePassword');
    expect(activeProfileTab('/profile')).toBeNull();
  });
});
