import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl } from '../../../test/render';
import { LIST_PAGE_SIZE } from '../../../ui/list-page/use-list-query';
import { PeopleQuery } from '../graphql/people-operations';
import { GROUPS, renderPeoplePage, SUBSCRIPTION_ID, testPerson } from '../people-test-data';
import { PersonListPage } from './person-list-page';

const listed = (roleGroupNames: string[], extra: Record<string, unknown> = {}) => ({
  subscriptionId: SUBSCRIPTION_ID,
  roleGroupNames,
  subscriptionTeamId: null,
  offset: 0,
  first: LIST_PAGE_SIZE,
  ...extra,
});
const otherRoutes = [
  { path: '/manage/drivers/edit/:id', element: <p>edit page</p> },
  { path: '/manage/drivers/delete/:id', element: <p>delete page</p> },
];

beforeEach(() => localStorage.clear());

describe('PersonListPage', { timeout: 20_000 }, () => {
  it('lists drivers with email, invite state, team and PIN; Add, Edit and More > Delete', async () => {
    const { router } = renderPeoplePage(<PersonListPage />, {
      path: '/manage/drivers',
      routes: otherRoutes,
      mocks: [
        {
          request: { query: PeopleQuery, variables: listed(['Driver']) },
          result: {
            data: {
              profiles: [
                testPerson('p1', { subscriptionTeamName: 'Night shift' }),
                testPerson(
                  'p2',
                  { firstName: 'Ivy', lastName: 'Invited' },
                  { email: 'ivy@example.com', emailConfirmed: false },
                ),
              ],
            },
          },
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Drivers' })).toBeTruthy();
    expect(await screen.findByText('Dana Driver')).toBeTruthy();
    expect(screen.getByText('Invite pending')).toBeTruthy();
    expect(screen.getByText('Night shift')).toBeTruthy();
    expect(screen.getAllByText('PIN: ABCD2345')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Add/ }).getAttribute('href')).toBe('/manage/drivers/add');
    expect(screen.getByRole('link', { name: 'Edit Dana Driver' }).getAttribute('href')).toBe('/manage/drivers/edit/p1');
    // Assigning does not need the edit page first.
    expect(screen.getByRole('link', { name: 'Assign assessments to Dana Driver' }).getAttribute('href')).toBe(
      '/manage/drivers/details/p1/assessments',
    );
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Ivy Invited' }));
    expect((await screen.findByRole('menuitem', { name: 'Assign training' })).getAttribute('href')).toBe(
      '/manage/drivers/details/p2/training',
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/drivers/delete/p2'));
  });

  it('hides the role group column for drivers and shows it, with a pending email, for managers', async () => {
    localStorage.setItem('roadmark.listView', 'table');
    renderPeoplePage(<PersonListPage />, {
      kind: 'managers',
      path: '/manage/managers',
      route: '/manage/managers?search=mia',
      mocks: [
        {
          request: {
            query: PeopleQuery,
            variables: listed(['Driver manager', 'Overview manager'], { search: 'mia' }),
          },
          result: {
            data: {
              profiles: [
                testPerson(
                  'm1',
                  { firstName: 'Mia', lastName: 'Cole' },
                  { email: 'mia@example.com', pendingEmail: 'mia@new.example', roleGroup: GROUPS.overviewManager },
                ),
              ],
            },
          },
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Managers' })).toBeTruthy();
    expect(await screen.findByText('Mia Cole')).toBeTruthy();
    expect(screen.getByText('Overview manager')).toBeTruthy();
    expect(screen.getByText('Changing to mia@new.example')).toBeTruthy();
  });

  it('lists only the team on a team-scoped page', async () => {
    renderPeoplePage(<PersonListPage />, {
      path: '/manage/teams/details/:subscriptionTeamId/drivers',
      route: '/manage/teams/details/t9/drivers',
      mocks: [
        {
          request: { query: PeopleQuery, variables: listed(['Driver'], { subscriptionTeamId: 't9' }) },
          result: { data: { profiles: [testPerson('p3', { firstName: 'Tess', subscriptionTeamName: 'Depot' })] } },
        },
      ],
    });
    expect(await screen.findByText('Tess Driver')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Add/ }).getAttribute('href')).toBe('/manage/teams/details/t9/drivers/add');
  });
});
