import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, type RenderOptions, renderWithProviders } from '../../../test/render';
import {
  DeleteSubscriptionMutation,
  SubscriptionDeleteImpactQuery,
  SubscriptionQuery,
} from '../graphql/subscription-operations';
import { IDS, testSubscription } from '../subscription-test-data';
import { SubscriptionDeletePage } from './subscription-delete-page';

const distributor = testSubscription({
  id: IDS.distributor,
  companyName: 'Resellers Ltd',
  subscriptionType: 'Distributor',
});

function person(n: number) {
  return { __typename: 'Profile' as const, id: `p${n}`, firstName: 'Person', lastName: String(n).padStart(2, '0') };
}

function renderDelete(impact: { people: ReturnType<typeof person>[]; teams: string[] }, mocks: RenderOptions['mocks']) {
  return renderWithProviders(<SubscriptionDeletePage kind="distributors" />, {
    path: '/distributors/delete/:id',
    route: `/distributors/delete/${IDS.distributor}`,
    history: ['/distributors'],
    routes: [{ path: '/distributors', element: <p>distributor list</p> }],
    mocks: [
      {
        request: { query: SubscriptionQuery, variables: { id: IDS.distributor } },
        result: { data: { subscription: distributor } },
      },
      {
        request: { query: SubscriptionDeleteImpactQuery, variables: { subscriptionId: IDS.distributor } },
        result: {
          data: {
            profiles: impact.people,
            subscriptionTeams: impact.teams.map((name, i) => ({ __typename: 'SubscriptionTeam', id: `t${i}`, name })),
          },
        },
      },
      ...(mocks ?? []),
    ],
  });
}

describe('SubscriptionDeletePage', () => {
  it('names the distributor and what goes with it, deletes it and goes back with a notice', async () => {
    const people = Array.from({ length: 12 }, (_, i) => person(i + 1));
    const { router } = renderDelete({ people, teams: ['North'] }, [
      {
        request: { query: DeleteSubscriptionMutation, variables: { id: IDS.distributor } },
        result: { data: { deleteSubscription: { __typename: 'Subscription', id: IDS.distributor, archived: true } } },
        delay: 20,
      },
    ]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Are you sure you want to delete this distributor?' }),
    ).toBeTruthy();
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Resellers Ltd');
    expect(name.readOnly).toBe(true);
    expect(screen.getByText(/Everyone listed below is signed out and their account is archived/)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '12 people' })).toBeTruthy();
    expect(screen.getByText('Person 01')).toBeTruthy();
    expect(screen.getByText('Person 10')).toBeTruthy();
    expect(screen.queryByText('Person 11')).toBeNull();
    expect(screen.getByText('and 2 more')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1 team' })).toBeTruthy();
    expect(screen.getByText('North')).toBeTruthy();
    expect(document.title).toBe('Delete distributor - Roadmark');

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Deleting...' })).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/distributors'));
    expect(await screen.findByText('The distributor has been deleted.')).toBeTruthy();
  });

  it("shows the server's reason when it refuses, and stays", async () => {
    const { router } = renderDelete({ people: [], teams: [] }, [
      {
        request: { query: DeleteSubscriptionMutation, variables: { id: IDS.distributor } },
        result: {
          errors: [
            {
              message: 'This distributor still has subscriptions. Move or delete them first.',
              extensions: { code: 'CONFLICT', messageKey: 'errors.distributorHasSubscriptions' },
            },
          ],
        },
      },
    ]);
    expect(await screen.findByText('No people.')).toBeTruthy();
    expect(screen.getByText('No teams.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This distributor still has subscriptions. Move or delete them first.'),
    ).toBeTruthy();
    expect(currentUrl(router)).toBe(`/distributors/delete/${IDS.distributor}`);
  });
});
