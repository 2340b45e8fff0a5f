import { Role } from '@roadmark/domain/roles';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, type RenderOptions, renderWithProviders } from '../../../test/render';
import { testViewer, viewerAnswer } from '../../../test/viewer-mocks';
import { CreateTeamMutation, TeamQuery, UpdateTeamMutation } from '../graphql/team-operations';
import { TeamFormPage } from './team-form-page';

const team = {
  __typename: 'SubscriptionTeam',
  id: 't1',
  subscriptionId: 's1',
  name: 'Depot',
  viewerCanUpdate: true,
  viewerCanDelete: true,
};
const listRoute = [{ path: '/manage/teams', element: <p>team list</p> }];

function renderAdd(mocks: RenderOptions['mocks'] = []) {
  return renderWithProviders(<TeamFormPage />, {
    path: '/manage/teams/add',
    history: ['/manage/teams'],
    routes: listRoute,
    mocks,
  });
}

describe('TeamFormPage', () => {
  it("says 'Name is required' on blur and on Save, and sends nothing", async () => {
    renderAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Add team' })).toBeTruthy();
    expect(document.title).toBe('Add team - Roadmark');
    const name = screen.getByLabelText(/Name/);
    fireEvent.blur(name);
    expect(await screen.findByText('Name is required')).toBeTruthy();
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
  });

  it('creates the team with a client id and a trimmed name, then goes back', async () => {
    const { router } = renderAdd([
      {
        request: {
          query: CreateTeamMutation,
          variables: (v: { model: { id: string; name: string; subscriptionId?: string } }) =>
            v.model.name === 'Depot' && v.model.id.length === 36 && v.model.subscriptionId === undefined,
        },
        result: { data: { createSubscriptionTeam: team } },
      },
    ]);
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: ' Depot ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/teams'));
  });

  it('keeps the form open with the error when the save fails', async () => {
    renderAdd([
      {
        request: { query: CreateTeamMutation, variables: () => true },
        result: {
          errors: [{ message: 'You do not have permission to do that.', extensions: { code: 'FORBIDDEN' } }],
        },
      },
    ]);
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Depot' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Add team' })).toBeTruthy();
  });

  it('loads the team for edit and sends the new name', async () => {
    const { router } = renderWithProviders(<TeamFormPage />, {
      path: '/manage/teams/edit/:id',
      route: '/manage/teams/edit/t1',
      history: ['/manage/teams'],
      routes: listRoute,
      mocks: [
        { request: { query: TeamQuery, variables: { id: 't1' } }, result: { data: { subscriptionTeam: team } } },
        {
          request: { query: UpdateTeamMutation, variables: { model: { id: 't1', name: 'Night shift' } } },
          result: { data: { updateSubscriptionTeam: { ...team, name: 'Night shift' } } },
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit team' })).toBeTruthy();
    fireEvent.change(await screen.findByDisplayValue('Depot'), { target: { value: 'Night shift' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/teams'));
  });

  it("links the team's drivers and managers and their imports, for the roles that open them", async () => {
    const render = (roles: Role[]) =>
      renderWithProviders(<TeamFormPage />, {
        path: '/manage/teams/edit/:id',
        route: '/manage/teams/edit/t1',
        mocks: [
          viewerAnswer(testViewer({ roles })),
          { request: { query: TeamQuery, variables: { id: 't1' } }, result: { data: { subscriptionTeam: team } } },
        ],
      });
    const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    const first = render([Role.SubscriptionAdministration, Role.DriverManagement]);
    await screen.findByRole('link', { name: 'Drivers in this team' });
    expect(hrefOf('Drivers in this team')).toBe('/manage/teams/details/t1/drivers');
    expect(hrefOf('Import drivers into this team')).toBe('/manage/teams/details/t1/drivers/import');
    expect(hrefOf('Managers in this team')).toBe('/manage/teams/details/t1/managers');
    expect(hrefOf('Import managers into this team')).toBe('/manage/teams/details/t1/managers/import');
    first.unmount();

    render([Role.SubscriptionAdministration]);
    await screen.findByRole('link', { name: 'Managers in this team' });
    expect(screen.queryByRole('link', { name: 'Drivers in this team' })).toBeNull();
  });

  it('goes back on Cancel', async () => {
    const { router } = renderAdd();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage/teams'));
  });
});
