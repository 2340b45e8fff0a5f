import { Role } from '@roadmark/domain/roles';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderWithProviders } from '../../test/render';
import { testViewer, viewerAnswer } from '../../test/viewer-mocks';
import { RootRedirect } from './root-redirect';

function openRoot(viewer: ReturnType<typeof testViewer> | null, route = '/') {
  return renderWithProviders(<RootRedirect />, {
    path: '/',
    route,
    mocks: [viewerAnswer(viewer)],
    routes: [{ path: '*', element: <p>elsewhere</p> }],
  });
}

describe('the root address', () => {
  it('takes staff to the provider dashboard', async () => {
    const { router } = openRoot(testViewer({ roles: [Role.Administration, Role.DriverManagement] }));
    await waitFor(() => expect(currentUrl(router)).toBe('/administration/dashboard'));
  });

  it('takes a driver or a customer manager to their own dashboard', async () => {
    const driver = openRoot(testViewer());
    await waitFor(() => expect(currentUrl(driver.router)).toBe('/me'));
    driver.unmount();
    const manager = openRoot(testViewer({ roles: [Role.DriverManagement, Role.SubscriptionAdministration] }));
    await waitFor(() => expect(currentUrl(manager.router)).toBe('/me'));
  });

  it('takes a signed-out visitor to /me, which asks them to sign in', async () => {
    const { router } = openRoot(null);
    await waitFor(() => expect(currentUrl(router)).toBe('/me'));
  });

  it('follows a redirectUrl on this site, for staff too, and ignores one elsewhere', async () => {
    const staff = testViewer({ roles: [Role.Administration] });
    const asked = openRoot(staff, '/?redirectUrl=%2Fmanage%2Fteams%3Fsearch%3Da%26b');
    await waitFor(() => expect(currentUrl(asked.router)).toBe('/manage/teams?search=a&b'));
    asked.unmount();
    const foreign = openRoot(staff, '/?redirectUrl=https%3A%2F%2Fevil.example%2Fme');
    await waitFor(() => expect(currentUrl(foreign.router)).toBe('/administration/dashboard'));
  });
});
