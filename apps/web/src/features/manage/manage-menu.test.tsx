import { Role } from '@roadmark/domain/roles';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ViewerQuery } from '../../app/session/use-viewer';
import { renderWithProviders } from '../../test/render';
import { testViewer } from '../../test/viewer-mocks';
import { sdkRoutes } from '../sdk/routes';
import { teamRoutes } from '../teams/routes';
import { ManageMenu } from './manage-menu';

const viewerWith = (roles: Role[]) => ({
  request: { query: ViewerQuery },
  result: { data: { viewer: testViewer({ roles }) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('the manage menu, the team routes and the API/SDK routes', () => {
  it('offers Teams to the manager-management role', async () => {
    renderWithProviders(<ManageMenu />, {
      path: '/manage/drivers',
      mocks: [viewerWith([Role.DriverManagement, Role.SubscriptionAdministration])],
    });
    const link = await screen.findByRole('link', { name: 'Teams' });
    expect(link.getAttribute('href')).toBe('/manage/teams');
  });

  it('offers API/SDK to the manager-management role', async () => {
    renderWithProviders(<ManageMenu />, {
      path: '/manage/drivers',
      mocks: [viewerWith([Role.DriverManagement, Role.SubscriptionAdministration])],
    });
    const link = await screen.findByRole('link', { name: 'API/SDK' });
    expect(link.getAttribute('href')).toBe('/manage/sdk');
  });

  it('hides API/SDK from a driver manager, and the API/SDK pages refuse them', async () => {
    renderWithProviders(<ManageMenu />, { path: '/manage/drivers', mocks: [viewerWith([Role.DriverManagement])] });
    expect(await screen.findByText('Manage subscription')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'API/SDK' })).toBeNull();

    renderWithProviders(sdkRoutes[0]!.element, { path: '/manage/sdk', mocks: [viewerWith([Role.DriverManagement])] });
    expect(
      await screen.findByRole('heading', { name: 'Sorry you do not have permission to access this area.' }),
    ).toBeTruthy();
  });

  it('hides Teams from a driver manager, and the team pages refuse them', async () => {
    renderWithProviders(<ManageMenu />, { path: '/manage/drivers', mocks: [viewerWith([Role.DriverManagement])] });
    expect(await screen.findByText('Manage subscription')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Teams' })).toBeNull();

    const guard = teamRoutes[0]!.element;
    renderWithProviders(guard, {
      path: '/manage/teams',
      mocks: [viewerWith([Role.DriverManagement])],
    });
    expect(
      await screen.findByRole('heading', { name: 'Sorry you do not have permission to access this area.' }),
    ).toBeTruthy();
  });
});
