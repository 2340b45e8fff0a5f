import { InMemoryCache } from '@apollo/client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { believeViewer, testViewer } from '../../../test/viewer-mocks';
import { IDS, staffViewer } from '../subscription-test-data';
import { DistributorLayout } from './distributor-layout';

function renderArea(viewer: ReturnType<typeof testViewer>) {
  const cache = new InMemoryCache();
  believeViewer(cache, viewer);
  return renderWithProviders(<DistributorLayout />, {
    path: '/manage/distributor',
    routes: [],
    cache,
  });
}

describe('DistributorLayout', () => {
  it('sends staff who manage no distributor to the distributors list', async () => {
    renderArea(staffViewer({ id: IDS.acme, companyName: 'Roadmark', subscriptionType: 'Subscription' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage distributor' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to distributors' }).getAttribute('href')).toBe(
      '/administration/distributors',
    );
  });

  it('refuses a driver', async () => {
    renderArea(testViewer());
    expect(await screen.findByText('Sorry you do not have permission to access this area.')).toBeTruthy();
  });
});
