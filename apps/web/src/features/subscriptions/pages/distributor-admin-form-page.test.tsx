import { InMemoryCache } from '@apollo/client';
import { ROLE_GROUPS } from '@roadmark/domain/roles';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderWithProviders } from '../../../test/render';
import { believeViewer } from '../../../test/viewer-mocks';
import { mockAccountFetch } from '../../accounts/account-fetch-mock';
import { SubscriptionPeopleQuery } from '../graphql/distributor-admin-operations';
import { IDS, staffViewer } from '../subscription-test-data';
import { DistributorAdminFormPage } from './distributor-admin-form-page';

const people = {
  request: { query: SubscriptionPeopleQuery, variables: { subscriptionId: IDS.distributor } },
  result: { data: { profiles: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

afterEach(() => vi.restoreAllMocks());

/** The distributor layout only shows its pages once the viewer is known, so the test starts with it known. */
function renderAdd() {
  const cache = new InMemoryCache();
  believeViewer(
    cache,
    staffViewer({ id: IDS.distributor, companyName: 'Resellers Ltd', subscriptionType: 'Distributor' }),
  );
  return renderWithProviders(<DistributorAdminFormPage />, {
    path: '/admins/add',
    history: ['/admins'],
    routes: [{ path: '/admins', element: <p>admin list</p> }],
    mocks: [people],
    cache,
  });
}

describe('DistributorAdminFormPage', () => {
  it('requires the names and an email', async () => {
    const fetch = mockAccountFetch({});
    renderAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Add admin' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(fetch.posts()).toHaveLength(0);
  });

  it('invites a distributor administrator into the distributor, with the email, and goes back', async () => {
    const fetch = mockAccountFetch({ '/api/account/invite': { body: { userId: 'u1', profileId: 'p1' } } });
    const { router } = renderAdd();
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Dana' } });
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Seller' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'dana@resellers.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admins'));
    expect(fetch.posts()[0]?.body).toEqual({
      user: {
        email: 'dana@resellers.example',
        firstName: 'Dana',
        lastName: 'Seller',
        roleGroupId: ROLE_GROUPS.find((g) => g.name === 'Distributor administrator')?.id,
        subscriptionId: IDS.distributor,
      },
      sendEmail: true,
    });
    expect(await screen.findByText('The invitation has been sent.')).toBeTruthy();
  });
});
