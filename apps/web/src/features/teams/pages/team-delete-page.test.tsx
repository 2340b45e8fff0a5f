import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderWithProviders } from '../../../test/render';
import { DeleteTeamMutation, TeamQuery } from '../graphql/team-operations';
import { TeamDeletePage } from './team-delete-page';

const team = {
  __typename: 'SubscriptionTeam',
  id: 't1',
  subscriptionId: 's1',
  name: 'Depot',
  viewerCanUpdate: true,
  viewerCanDelete: true,
};
const options = { path: '/manage/teams/delete/:id', route: '/manage/teams/delete/t1', history: ['/manage/teams'] };

describe('TeamDeletePage', () => {
  it('asks, shows the name read-only and what happens to the members, deletes and goes back', async () => {
    const { router } = renderWithProviders(<TeamDeletePage />, {
      ...options,
      routes: [{ path: '/manage/teams', element: <p>team list</p> }],
      mocks: [
        { request: { query: TeamQuery, variables: { id: 't1' } }, result: { data: { subscriptionTeam: team } } },
        {
          request: { query: DeleteTeamMutation, variables: { id: 't1' } },
          result: { data: { deleteSubscriptionTeam: { __typename: 'SubscriptionTeam', id: 't1' } } },
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Are you sure you want to delete this team?' })).toBeTruthy();
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Depot');
    expect(name.readOnly).toBe(true);
    expect(screen.getByText(/keep their accounts and results, and are no longer in any team/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/teams'));
    expect(await screen.findByText('The team has been deleted.')).toBeTruthy();
  });

  it('keeps Delete disabled when the team is not found', async () => {
    renderWithProviders(<TeamDeletePage />, {
      ...options,
      mocks: [
        {
          request: { query: TeamQuery, variables: { id: 't1' } },
          result: {
            errors: [
              {
                message: 'Sorry, that record could not be found. It may have been deleted.',
                extensions: { code: 'NOT_FOUND', messageKey: 'errors.notFound' },
              },
            ],
          },
        },
      ],
    });
    expect(await screen.findByText('Sorry, that record could not be found. It may have been deleted.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
