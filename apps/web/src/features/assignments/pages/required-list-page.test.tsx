import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { Role } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { believeViewer, testViewer, viewerAnswer } from '../../../test/viewer-mocks';
import { PersonQuery } from '../../people/graphql/people-operations';
import { testPerson } from '../../people/people-test-data';
import { TeamQuery } from '../../teams/graphql/team-operations';
import type { AssignmentKind } from '../assignment-scope';
import { defaultTargetDate, toDateInputValue } from '../due-date';
import {
  CreateAssignmentMutation,
  DeleteAssignmentMutation,
  RequiredAssessmentsQuery,
  UpdateAssignmentMutation,
} from '../graphql/assignment-operations';
import { RequiredListPage } from './required-list-page';

const SUBSCRIPTION = testViewer().subscription.id;
const PROFILE = 'c0000000-0000-4000-8000-000000000001';
const USER = `u-${PROFILE}`;
const TEAM = 'd0000000-0000-4000-8000-000000000001';
const HAZARD = 'a0000000-0000-4000-8000-000000000001';
const BRAKING = 'a0000000-0000-4000-8000-000000000002';
const ASSIGNMENT = 'e0000000-0000-4000-8000-000000000001';
const TEAM_ASSIGNMENT = 'e0000000-0000-4000-8000-000000000002';

function assignment(assessmentId: string, overrides: object = {}) {
  return {
    __typename: 'UserAssessmentAssignment' as const,
    id: ASSIGNMENT,
    subscriptionId: SUBSCRIPTION,
    userId: USER,
    subscriptionTeamId: null,
    assessmentId,
    targetDate: '2099-03-01T00:00:00.000Z',
    maxRestarts: 2,
    archived: false,
    ...overrides,
  };
}

function requiredItem(assessmentId: string, name: string, overrides: object = {}) {
  return {
    __typename: 'RequiredAssessment' as const,
    assessmentId,
    name,
    assessmentType: 'Assessment' as const,
    licenceMaxRestarts: 3,
    recommended: false,
    assignment: null,
    teamAssignment: null,
    ...overrides,
  };
}

function renderList(
  kind: AssignmentKind,
  items: object[],
  mocks: ReadonlyArray<MockLink.MockedResponse>,
  options: { roleGroup?: { __typename: 'RoleGroup'; id: string; name: string } } = {},
) {
  const viewer = testViewer({ roles: [Role.DriverManagement, Role.SubscriptionAdministration, Role.Administration] });
  const cache = new InMemoryCache();
  believeViewer(cache, viewer);
  const subscriptionId = kind === 'administrators' ? PROVIDER_SUBSCRIPTION_ID : SUBSCRIPTION;
  const forTeam = kind === 'team';
  const subject = forTeam
    ? {
        request: { query: TeamQuery, variables: { id: TEAM } },
        result: {
          data: {
            subscriptionTeam: {
              __typename: 'SubscriptionTeam',
              id: TEAM,
              subscriptionId,
              name: 'North depot',
              viewerCanUpdate: true,
              viewerCanDelete: true,
            },
          },
        },
      }
    : {
        request: { query: PersonQuery, variables: { id: PROFILE } },
        result: {
          data: { profile: testPerson(PROFILE, {}, options.roleGroup ? { roleGroup: options.roleGroup } : {}) },
        },
      };
  return renderWithProviders(<RequiredListPage kind={kind} tab="assessments" />, {
    route: forTeam ? `/manage/teams/details/${TEAM}/assessments` : `/manage/${kind}/details/${PROFILE}/assessments`,
    path: forTeam
      ? '/manage/teams/details/:subscriptionTeamId/assessments'
      : `/manage/${kind}/details/:profileId/assessments`,
    cache,
    mocks: [
      viewerAnswer(viewer),
      subject,
      {
        request: {
          query: RequiredAssessmentsQuery,
          variables: {
            subscriptionId,
            ...(forTeam ? { subscriptionTeamId: TEAM } : { profileId: PROFILE }),
            assessmentTypes: ['Assessment'],
          },
        },
        result: { data: { requiredAssessments: items } },
      },
      ...mocks,
    ],
  });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const wait = { timeout: 3000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RequiredListPage', () => {
  it("assigns a driver an assessment after a pause, due two months ahead with the licence's retakes", async () => {
    let created = 0;
    renderList(
      'drivers',
      [requiredItem(HAZARD, 'Hazard perception', { recommended: true }), requiredItem(BRAKING, 'Braking')],
      [
        {
          request: {
            query: CreateAssignmentMutation,
            variables: {
              model: {
                subscriptionId: SUBSCRIPTION,
                userId: USER,
                assessmentId: HAZARD,
                targetDate: defaultTargetDate(),
                maxRestarts: 3,
              },
            },
          },
          result: () => {
            created += 1;
            return {
              data: {
                createUserAssessmentAssignment: assignment(HAZARD, {
                  targetDate: `${defaultTargetDate()}T00:00:00.000Z`,
                  maxRestarts: 3,
                }),
              },
            };
          },
        },
      ],
    );
    expect(await screen.findByText('Driver: Dana Driver')).toBeTruthy();
    expect(await screen.findByText('Braking')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Required assessments');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['SelectBrakingPreview', 'SelectHazard perceptionRecommendedPreview']);
    expect(screen.getByRole('columnheader', { name: 'Maximum retakes' })).toBeTruthy();
    // Not selected: Preview opens the assessment to take oneself, in a new tab.
    const preview = within(rowOf('Braking')).getByRole('link', {
      name: 'Preview Braking: take it yourself in a new tab',
    });
    expect(preview.getAttribute('href')).toMatch(/^\/assessment\/start\/[^?]+\?preview=true$/);
    expect(preview.getAttribute('target')).toBe('_blank');

    // Quick on-off-on clicks send one save.
    fireEvent.click(screen.getByRole('button', { name: 'Select Hazard perception' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hazard perception is selected. Select to remove it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select Hazard perception' }));
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'), wait);
    expect(created).toBe(1);
    const row = rowOf('Hazard perception');
    expect((within(row).getByLabelText('Due by date for Hazard perception') as HTMLInputElement).value).toBe(
      defaultTargetDate(),
    );
    expect(
      (within(row).getByRole('textbox', { name: 'Maximum retakes for Hazard perception' }) as HTMLInputElement).value,
    ).toBe('3');
    expect(within(row).getByRole('button', { name: 'Send a reminder about Hazard perception' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Selected' }));
    expect(screen.getAllByRole('row')).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by name' }), { target: { value: 'brak' } });
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['SelectBrakingPreview']);
  });

  it('removes an assignment when it is deselected', async () => {
    let deleted = 0;
    renderList(
      'drivers',
      [requiredItem(HAZARD, 'Hazard perception', { assignment: assignment(HAZARD) })],
      [
        {
          request: { query: DeleteAssignmentMutation, variables: { id: ASSIGNMENT } },
          result: () => {
            deleted += 1;
            return { data: { deleteUserAssessmentAssignment: assignment(HAZARD, { archived: true }) } };
          },
        },
      ],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Hazard perception is selected. Select to remove it' }));
    await waitFor(() => expect(deleted).toBe(1), wait);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'));
    expect(screen.getByRole('button', { name: 'Select Hazard perception' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByLabelText('Due by date for Hazard perception')).toBeNull();
  });

  it('saves a changed due date after a pause, and refuses retakes over the licence without saving them', async () => {
    let updated = 0;
    renderList(
      'drivers',
      [requiredItem(HAZARD, 'Hazard perception', { assignment: assignment(HAZARD) })],
      [
        {
          request: {
            query: UpdateAssignmentMutation,
            variables: { model: { id: ASSIGNMENT, targetDate: '2099-04-15' } },
          },
          result: () => {
            updated += 1;
            return {
              data: { updateUserAssessmentAssignment: assignment(HAZARD, { targetDate: '2099-04-15T00:00:00.000Z' }) },
            };
          },
        },
      ],
    );
    const date = (await screen.findByLabelText('Due by date for Hazard perception')) as HTMLInputElement;
    expect(date.value).toBe('2099-03-01');
    fireEvent.change(date, { target: { value: '2099-04-15' } });
    await waitFor(() => expect(updated).toBe(1), wait);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'));
    expect(date.value).toBe('2099-04-15');

    fireEvent.change(screen.getByRole('textbox', { name: 'Maximum retakes for Hazard perception' }), {
      target: { value: '5' },
    });
    expect(await screen.findByText('Max restarts cannot exceed the limit set on subscription')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.getByRole('status').textContent).toBe('All changes saved');
  });

  it("undoes a save the server refuses and shows the server's message", async () => {
    renderList(
      'drivers',
      [requiredItem(HAZARD, 'Hazard perception')],
      [
        {
          request: {
            query: CreateAssignmentMutation,
            variables: {
              model: {
                subscriptionId: SUBSCRIPTION,
                userId: USER,
                assessmentId: HAZARD,
                targetDate: defaultTargetDate(),
                maxRestarts: 3,
              },
            },
          },
          result: {
            errors: [
              {
                message: 'This assessment is not licensed to the subscription',
                extensions: { code: 'BAD_USER_INPUT' },
              },
            ],
          },
        },
      ],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Select Hazard perception' }));
    expect(
      await screen.findByText('Your change to Hazard perception could not be saved, so it has been undone.', {}, wait),
    ).toBeTruthy();
    expect(screen.getByText('This assessment is not licensed to the subscription')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select Hazard perception' }).getAttribute('aria-pressed')).toBe('false');
  });

  it("shows the team's assignment locked on a person's list, with its due date and state in words", async () => {
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    const teamDue = `${toDateInputValue(yesterday)}T00:00:00.000Z`;
    renderList(
      'drivers',
      [
        requiredItem(HAZARD, 'Hazard perception', {
          teamAssignment: assignment(HAZARD, {
            id: TEAM_ASSIGNMENT,
            userId: null,
            subscriptionTeamId: TEAM,
            targetDate: teamDue,
            maxRestarts: 1,
          }),
        }),
        requiredItem(BRAKING, 'Braking'),
      ],
      [],
    );
    expect(await screen.findByText('Team assignment')).toBeTruthy();
    const row = rowOf('Hazard perception');
    expect(within(row).queryByRole('button', { name: /Select/ })).toBeNull();
    expect(within(row).queryByRole('textbox')).toBeNull();
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Send a reminder about Hazard perception' })).toBeTruthy();
    // A team assignment counts as selected.
    fireEvent.click(screen.getByRole('radio', { name: 'Selected' }));
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('hides maximum retakes for a staff profile', async () => {
    renderList('administrators', [requiredItem(HAZARD, 'Hazard perception', { assignment: assignment(HAZARD) })], [], {
      roleGroup: { __typename: 'RoleGroup', id: '7a1f0000-0000-4000-8000-000000000009', name: 'Roadmark staff' },
    });
    expect(await screen.findByText('Administrator: Dana Driver')).toBeTruthy();
    expect(await screen.findByLabelText('Due by date for Hazard perception')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Maximum retakes' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Maximum retakes for Hazard perception' })).toBeNull();
  });

  it('assigns to a whole team and reminds its members, saying how many were sent', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ sent: 2, skipped: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderList(
      'team',
      [
        requiredItem(HAZARD, 'Hazard perception', {
          assignment: assignment(HAZARD, { userId: null, subscriptionTeamId: TEAM }),
        }),
      ],
      [],
    );
    expect(await screen.findByText('Team: North depot')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Send a reminder about Hazard perception' }));
    expect(await screen.findByText('Reminder sent to 2 people.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/reminders/sendAllReminder');
    expect(JSON.parse(init.body as string)).toEqual({ assessmentId: HAZARD, subscriptionTeamId: TEAM });
  });

  it('says plainly why no reminder was sent to a person', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            sent: 0,
            skipped: 1,
            message: 'Nothing to remind: everyone assigned has already finished it.',
          }),
          {
            status: 200,
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderList('drivers', [requiredItem(HAZARD, 'Hazard perception', { assignment: assignment(HAZARD) })], []);
    fireEvent.click(await screen.findByRole('button', { name: 'Send a reminder about Hazard perception' }));
    expect(await screen.findByText('Nothing to remind: everyone assigned has already finished it.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/reminders/sendReminder');
    expect(JSON.parse(init.body as string)).toEqual({ userId: USER, assessmentId: HAZARD });
  });
});
