import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMULATION_STORAGE_KEY } from '../../../lib/emulation';
import { currentUrl, renderWithProviders } from '../../../test/render';
import { testViewer, viewerAnswer } from '../../../test/viewer-mocks';
import { LicensableAssessmentsQuery, SubscriptionAssessmentsQuery } from '../graphql/licensing-operations';
import { SubscriptionQuery } from '../graphql/subscription-operations';
import { IDS, staffViewerAnswer, testSubscription } from '../subscription-test-data';
import { SubscriptionDetailsLayout } from './subscription-details-layout';
import { SubscriptionLicencesTab } from './subscription-licences-tab';

function answer(subscription: ReturnType<typeof testSubscription>) {
  return {
    request: { query: SubscriptionQuery, variables: { id: subscription.id } },
    result: { data: { subscription } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Nothing licensed and nothing to license, for either tab. */
function emptyLicences(subscriptionId: string) {
  return ['Assessment', 'TrainingModule'].flatMap((type) => {
    const variables = { subscriptionId, assessmentTypes: [type] };
    return [
      {
        request: { query: SubscriptionAssessmentsQuery, variables },
        result: { data: { subscriptionAssessments: [] } },
      },
      { request: { query: LicensableAssessmentsQuery, variables }, result: { data: { licensableAssessments: [] } } },
    ];
  });
}

function renderDetails(
  subscription: ReturnType<typeof testSubscription>,
  options: { state?: unknown; viewer?: ReturnType<typeof viewerAnswer> } = {},
) {
  return renderWithProviders(<p />, {
    route: `/subscriptions/details/${subscription.id}/assessments`,
    path: '/unused',
    state: options.state,
    routes: [
      {
        path: '/subscriptions/details/:id',
        element: <SubscriptionDetailsLayout kind="subscriptions" />,
        children: [{ path: 'assessments', element: <SubscriptionLicencesTab tab="assessments" /> }],
      },
      { path: '/manage', element: <p>Manage area</p> },
    ],
    mocks: [answer(subscription), ...emptyLicences(subscription.id), ...(options.viewer ? [options.viewer] : [])],
  });
}

describe('SubscriptionDetailsLayout', () => {
  it('says what comes next when opened right after the subscription was added, and lets staff manage it', async () => {
    localStorage.clear();
    const acme = testSubscription({ companyName: 'Acme & "Sons" 北' });
    const { router } = renderDetails(acme, {
      state: { created: true },
      viewer: staffViewerAnswer({ id: IDS.distributor, companyName: 'Roadmark', subscriptionType: 'Subscription' }),
    });
    expect(await screen.findByText('Acme & "Sons" 北 is added')).toBeTruthy();
    expect(screen.getByText(/^Next, choose what it may use/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Acme & "Sons" 北' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/manage'));
    expect(localStorage.getItem(EMULATION_STORAGE_KEY)).toBe(acme.id);
    localStorage.clear();
  });

  it('offers no Manage to a distributor administrator, and says nothing new on a later visit', async () => {
    const acme = testSubscription();
    const first = renderDetails(acme, {
      state: { created: true },
      viewer: viewerAnswer(testViewer({ roles: ['DistributorAdministration'] as never[] })),
    });
    expect(await screen.findByText('Acme Haulage is added')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Manage / })).toBeNull();
    first.unmount();
    renderDetails(acme);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Haulage' })).toBeTruthy();
    expect(screen.queryByText('Acme Haulage is added')).toBeNull();
  });

  it('shows the key facts and a pill per licence list, each saying honestly that nothing is licensed yet', async () => {
    const acme = testSubscription({ currentUsers: 4, restrictMaxUsers: true, maxUsers: 0, allowExport: true });
    const { router } = renderWithProviders(<p />, {
      route: `/subscriptions/details/${acme.id}/assessments`,
      path: '/unused',
      routes: [
        {
          path: '/subscriptions/details/:id',
          element: <SubscriptionDetailsLayout kind="subscriptions" />,
          children: [
            { path: 'assessments', element: <SubscriptionLicencesTab tab="assessments" /> },
            { path: 'training', element: <SubscriptionLicencesTab tab="training" /> },
          ],
        },
      ],
      mocks: [answer(acme), ...emptyLicences(acme.id)],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Haulage' })).toBeTruthy();
    expect(screen.getByText('4 / Unlimited')).toBeTruthy();
    expect(screen.getByText('High below 30, medium below 70')).toBeTruthy();
    expect(await screen.findByText('No assessments are licensed to Acme Haulage yet.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Assessments' }).getAttribute('aria-selected')).toBe('true');
    expect(document.title).toBe('Acme Haulage - Roadmark');

    fireEvent.click(screen.getByRole('tab', { name: 'Training' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/subscriptions/details/${acme.id}/training`));
    expect(await screen.findByText('No training is licensed to Acme Haulage yet.')).toBeTruthy();
  });

  it('offers a study only assessments, with its code and start link', async () => {
    const study = testSubscription({
      id: IDS.study,
      companyName: 'Sleep study',
      subscriptionType: 'Study',
      studyUniqueCode: 'ABCD2345',
    });
    renderWithProviders(<SubscriptionDetailsLayout kind="studies" />, {
      path: '/studies/details/:id/assessments',
      route: `/studies/details/${IDS.study}/assessments`,
      mocks: [answer(study)],
    });
    expect(await screen.findByText('ABCD2345')).toBeTruthy();
    const link = screen.getByRole('link', { name: `${window.location.origin}/study/ABCD2345` });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/study/ABCD2345`);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Assessments']);
  });
});
