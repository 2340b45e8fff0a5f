import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, renderWithProviders } from '../../../test/render';
import { LIST_PAGE_SIZE } from '../../../ui/list-page/use-list-query';
import { TeamsQuery } from '../graphql/team-operations';
import { TeamListPage } from './team-list-page';

const team = (id: string, name: string) => ({
  __typename: 'SubscriptionTeam',
  id,
  subscriptionId: 's1',
  name,
  viewerCanUpdate: true,
  viewerCanDelete: true,
});
const page = (search?: string) => ({ offset: 0, first: LIST_PAGE_SIZE, ...(search ? { search } : {}) });
const otherRoutes = [
  { path: '/manage/teams/edit/:id', element: <p>edit page</p> },
  { path: '/manage/teams/delete/:id', element: <p>delete page</p> },
  { path: '/manage/teams/add', element: <p>add page</p> },
  { path: '/manage/teams/details/:id/:tab', element: <p>required list</p> },
];

beforeEach(() => localStorage.clear());

describe('TeamListPage', () => {
  it('lists the teams under the heading Teams, with Add, Edit and Delete in the More menu', async () => {
    const { router } = renderWithProviders(<TeamListPage />, {
      path: '/manage/teams',
      routes: otherRoutes,
      mocks: [
        {
          request: { query: TeamsQuery, variables: page() },
          result: { data: { subscriptionTeams: [team('t1', 'Depot')] } },
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Teams' })).toBeTruthy();
    expect(document.title).toBe('Teams - Roadmark');
    expect(await screen.findByText('Depot')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Depot' }).getAttribute('href')).toBe('/manage/teams/edit/t1');
    expect(screen.getByRole('link', { name: /Add/ }).getAttribute('href')).toBe('/manage/teams/add');
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Depot' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/teams/delete/t1'));
  });

  it('offers Assign assessments on each team, and assessments or training in its More menu', async () => {
    const { router } = renderWithProviders(<TeamListPage />, {
      path: '/manage/teams',
      routes: otherRoutes,
      mocks: [
        {
          request: { query: TeamsQuery, variables: page() },
          result: { data: { subscriptionTeams: [team('t1', 'Depot & "Yard"')] } },
        },
      ],
    });
    const assign = await screen.findByRole('link', { name: 'Assign assessments to Depot & "Yard"' });
    expect(assign.getAttribute('href')).toBe('/manage/teams/details/t1/assessments');
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Depot & "Yard"' }));
    expect((await screen.findByRole('menuitem', { name: 'Assign assessments' })).getAttribute('href')).toBe(
      '/manage/teams/details/t1/assessments',
    );
    fireEvent.click(screen.getByRole('menuitem', { name: 'Assign training' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/teams/details/t1/training'));
  });

  it('says what to do with no teams yet: Add a team', async () => {
    const { router } = renderWithProviders(<TeamListPage />, {
      path: '/manage/teams',
      routes: otherRoutes,
      mocks: [{ request: { query: TeamsQuery, variables: page() }, result: { data: { subscriptionTeams: [] } } }],
    });
    expect(await screen.findByText('Sorry there is nothing to show you here yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Add a team' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/teams/add'));
  });

  it('searches by name and opens a team from the table', async () => {
    const { router } = renderWithProviders(<TeamListPage />, {
      path: '/manage/teams',
      route: '/manage/teams?search=night',
      routes: otherRoutes,
      mocks: [
        {
          request: { query: TeamsQuery, variables: page('night') },
          result: { data: { subscriptionTeams: [team('t2', 'Night shift')] } },
        },
      ],
    });
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('night');
    fireEvent.click(screen.getByRole('radio', { name: 'Table' }));
    fireEvent.click(await screen.findByRole('cell', { name: 'Night shift' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/teams/edit/t2'));
  });
});
