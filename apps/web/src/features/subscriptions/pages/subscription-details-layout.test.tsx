import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderWithProviders } from '../../../test/render';
import { LicensableAssessmentsQuery, SubscriptionAssessmentsQuery } from '../graphql/licensing-operations';
import { SubscriptionQuery } from '../graphql/subscription-operations';
import { IDS, testSubscription } from '../subscription-test-data';
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

describe('SubscriptionDetailsLayout', () => {
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
