import { Role } from '@roadmark/domain/roles';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderWithProviders } from '../../test/render';
import { testViewer } from '../../test/viewer-mocks';
import { RequireRole } from './require-role';
import { ViewerQuery } from './use-viewer';

function viewerMock(roles: Role[] | null) {
  return { request: { query: ViewerQuery }, result: { data: { viewer: roles && testViewer({ roles }) } } };
}

function renderGuarded(roles: Role[] | null) {
  return renderWithProviders(
    <RequireRole roles={[Role.Administration]}>
      <p>Secret admin content</p>
    </RequireRole>,
    {
      route: '/administration/dashboard?tab=1',
      path: '/administration/dashboard',
      mocks: [viewerMock(roles)],
      routes: [{ path: '/authentication/login', element: <p>Login route</p> }],
    },
  );
}

describe('RequireRole', () => {
  it('sends a signed-out visitor to sign in with the current address as returnUrl', async () => {
    const { router } = renderGuarded(null);
    await screen.findByText('Login route');
    expect(currentUrl(router)).toBe(
      `/authentication/login?returnUrl=${encodeURIComponent('/administration/dashboard?tab=1')}`,
    );
  });

  it('shows the permission message when the viewer lacks every required role', async () => {
    renderGuarded([Role.DriverManagement]);
    expect(
      await screen.findByRole('heading', { name: 'Sorry you do not have permission to access this area.' }),
    ).toBeTruthy();
    expect(screen.queryByText('Secret admin content')).toBeNull();
  });

  it('renders the protected content when the viewer holds one of the roles', async () => {
    renderGuarded([Role.Administration, Role.DriverManagement]);
    expect(await screen.findByText('Secret admin content')).toBeTruthy();
  });
});
