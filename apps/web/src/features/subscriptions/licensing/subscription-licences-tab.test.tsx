import { Role } from '@roadmark/domain/roles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SubscriptionFieldsFragment } from '../../../gql/graphql';
import { type RenderOptions, renderWithProviders } from '../../../test/render';
import { testViewer, viewerAnswer } from '../../../test/viewer-mocks';
import {
  CreateSubscriptionAssessmentMutation,
  DeleteSubscriptionAssessmentMutation,
  LicensableAssessmentsQuery,
  SubscriptionAssessmentsQuery,
  UpdateSubscriptionAssessmentMutation,
} from '../graphql/licensing-operations';
import { SubscriptionLicencesTab } from '../pages/subscription-licences-tab';
import { IDS, staffViewerAnswer, testSubscription } from '../subscription-test-data';

const HAZARD = 'a0000000-0000-4000-8000-000000000001';
const BRAKING = 'a0000000-0000-4000-8000-000000000002';
const NIGHT = 'a0000000-0000-4000-8000-000000000003';
const LICENCE = 'b0000000-0000-4000-8000-000000000001';

const summary = (id: string, name: string) => ({
  __typename: 'AssessmentSummary' as const,
  id,
  name,
  assessmentType: 'Assessment' as const,
});
const ITEMS = [summary(HAZARD, 'Hazard perception'), summary(BRAKING, 'Braking'), summary(NIGHT, 'Night driving')];

function licence(assessmentId: string, name: string, overrides: object = {}) {
  return {
    __typename: 'SubscriptionAssessment' as const,
    id: LICENCE,
    subscriptionId: IDS.acme,
    assessmentId,
    maxRestarts: 0,
    archived: false,
    assessment: summary(assessmentId, name),
    ...overrides,
  };
}

const staff = staffViewerAnswer({ id: IDS.distributor, companyName: 'Roadmark', subscriptionType: 'Subscription' });
const distributorAdmin = viewerAnswer(
  testViewer({ roles: [Role.DistributorAdministration, Role.SubscriptionAdministration] }),
);

function lists(subscriptionId: string, licensed: object[]) {
  const variables = { subscriptionId, assessmentTypes: ['Assessment'] };
  return [
    {
      request: { query: SubscriptionAssessmentsQuery, variables },
      result: { data: { subscriptionAssessments: licensed } },
    },
    { request: { query: LicensableAssessmentsQuery, variables }, result: { data: { licensableAssessments: ITEMS } } },
  ];
}

function renderTab(subscription: SubscriptionFieldsFragment, mocks: RenderOptions['mocks']) {
  return renderWithProviders(<p />, {
    route: `/details/${subscription.id}/assessments`,
    path: '/unused',
    routes: [
      {
        path: '/details/:id',
        element: <Outlet context={{ subscription }} />,
        children: [{ path: 'assessments', element: <SubscriptionLicencesTab tab="assessments" /> }],
      },
      { path: '/administration/assessments/edit/:id', element: <p>editor</p> },
    ],
    mocks,
  });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const wait = { timeout: 3000 };

describe('SubscriptionLicencesTab', () => {
  it('lets staff select an assessment, saved after a pause, and links each name to its editor', async () => {
    let created = 0;
    renderTab(testSubscription(), [
      staff,
      ...lists(IDS.acme, []),
      {
        request: {
          query: CreateSubscriptionAssessmentMutation,
          variables: { model: { subscriptionId: IDS.acme, assessmentId: HAZARD } },
        },
        result: () => {
          created += 1;
          return { data: { createSubscriptionAssessment: licence(HAZARD, 'Hazard perception') } };
        },
      },
    ]);
    expect(await screen.findByText('Braking')).toBeTruthy();
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['SelectBraking', 'SelectHazard perception', 'SelectNight driving']);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Hazard perception' }).getAttribute('href')).toBe(
        `/administration/assessments/edit/${HAZARD}`,
      ),
    );

    // Quick on-off-on clicks send one save.
    const select = screen.getByRole('button', { name: 'Select Hazard perception' });
    fireEvent.click(select);
    fireEvent.click(screen.getByRole('button', { name: 'Hazard perception is selected. Select to remove it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select Hazard perception' }));
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'), wait);
    expect(created).toBe(1);
    expect(within(rowOf('Hazard perception')).getByRole('button').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Max restarts for Hazard perception' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Selected' }));
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['SelectedHazard perception']);
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by name' }), { target: { value: 'night' } });
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['SelectNight driving']);
  });

  it('undoes a selection the server refuses and says so in plain words', async () => {
    renderTab(testSubscription(), [
      staff,
      ...lists(IDS.acme, [licence(HAZARD, 'Hazard perception')]),
      {
        request: { query: DeleteSubscriptionAssessmentMutation, variables: { id: LICENCE } },
        result: { errors: [{ message: 'You do not have permission to do this.', extensions: { code: 'FORBIDDEN' } }] },
      },
    ]);
    const selected = await screen.findByRole('button', { name: 'Hazard perception is selected. Select to remove it' });
    fireEvent.click(selected);
    expect(within(rowOf('Hazard perception')).getByRole('button').getAttribute('aria-pressed')).toBe('false');
    expect(
      await screen.findByText('Your change to Hazard perception could not be saved, so it has been undone.', {}, wait),
    ).toBeTruthy();
    expect(screen.getByText('You do not have permission to do this.')).toBeTruthy();
    expect(within(rowOf('Hazard perception')).getByRole('button').getAttribute('aria-pressed')).toBe('true');
  });

  it('saves a changed restart limit after a pause', async () => {
    let sent = 0;
    renderTab(testSubscription(), [
      staff,
      ...lists(IDS.acme, [licence(HAZARD, 'Hazard perception')]),
      {
        request: { query: UpdateSubscriptionAssessmentMutation, variables: { model: { id: LICENCE, maxRestarts: 3 } } },
        result: () => {
          sent += 1;
          return { data: { updateSubscriptionAssessment: licence(HAZARD, 'Hazard perception', { maxRestarts: 3 }) } };
        },
      },
    ]);
    const input = await screen.findByRole('textbox', { name: 'Max restarts for Hazard perception' });
    fireEvent.change(input, { target: { value: '3' } });
    await waitFor(() => expect(sent).toBe(1), wait);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'));
    expect((input as HTMLInputElement).value).toBe('3');
  });

  it('shows a distributor administrator plain names, without links to the content editors', async () => {
    renderTab(testSubscription({ distributorSubscriptionId: IDS.distributor }), [
      distributorAdmin,
      ...lists(IDS.acme, []),
    ]);
    expect(await screen.findByText('Hazard perception')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Select Braking' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('tells a study with an assessment that it may hold only one, and offers no second', async () => {
    const study = testSubscription({ id: IDS.study, companyName: 'Sleep study', subscriptionType: 'Study' });
    renderTab(study, [
      staff,
      ...lists(IDS.study, [licence(HAZARD, 'Hazard perception', { subscriptionId: IDS.study })]),
    ]);
    expect(
      await screen.findByText('A study is limited to 1 assessment. Remove the selected one to choose another.'),
    ).toBeTruthy();
    // The message comes with the licences; the rows come with the content list, which may arrive later.
    const braking = await screen.findByRole('button', { name: 'Select Braking' });
    expect(braking.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Hazard perception is selected. Select to remove it' })).toBeTruthy();
  });
});
