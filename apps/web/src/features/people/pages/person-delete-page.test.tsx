import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl } from '../../../test/render';
import { DeleteUserMutation, PersonQuery, UserRelatedCountsQuery } from '../graphql/people-operations';
import { renderPeoplePage, testPerson } from '../people-test-data';
import { PersonDeletePage } from './person-delete-page';

describe('PersonDeletePage', { timeout: 20_000 }, () => {
  it('shows the name and related counts, deletes and goes back', async () => {
    const { router } = renderPeoplePage(<PersonDeletePage />, {
      path: '/manage/drivers/delete/:id',
      route: '/manage/drivers/delete/p1',
      history: ['/manage/drivers'],
      routes: [{ path: '/manage/drivers', element: <p>driver list</p> }],
      mocks: [
        { request: { query: PersonQuery, variables: { id: 'p1' } }, result: { data: { profile: testPerson('p1') } } },
        {
          request: { query: UserRelatedCountsQuery, variables: { profileId: 'p1' } },
          result: {
            data: {
              userRelatedCounts: {
                __typename: 'UserRelatedCounts',
                assessmentSessions: 0,
                userAssessmentAssignments: 0,
                signInSessions: 2,
                externalLogins: 1,
              },
            },
          },
        },
        {
          request: { query: DeleteUserMutation, variables: { profileId: 'p1' } },
          result: { data: { deleteUser: { __typename: 'Profile', id: 'p1' } } },
        },
      ],
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Are you sure you want to delete this driver?' }),
    ).toBeTruthy();
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Dana Driver');
    expect(screen.getByText('Open sign-in sessions, which will end: 2')).toBeTruthy();
    expect(screen.getByText('Linked sign-ins with other providers: 1')).toBeTruthy();
    expect(screen.getByText('Assessment sessions: 0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/drivers'));
    expect(await screen.findByText('User deleted.')).toBeTruthy();
  });
});
