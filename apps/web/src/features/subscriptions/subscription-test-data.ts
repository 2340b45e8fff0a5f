import { Role } from '@roadmark/domain/roles';
import type { SubscriptionFieldsFragment } from '../../gql/graphql';
import { type TestViewer, testViewer, viewerAnswer } from '../../test/viewer-mocks';
import { DistributorOptionsQuery } from './graphql/subscription-operations';

export const IDS = {
  acme: '1b2f0c1e-0000-4000-8000-000000000001',
  study: '1b2f0c1e-0000-4000-8000-000000000002',
  distributor: '1b2f0c1e-0000-4000-8000-000000000003',
} as const;

/** A subscription as the SubscriptionFields fragment returns it; `overrides` change any field. */
export function testSubscription(
  overrides: Partial<SubscriptionFieldsFragment> = {},
): SubscriptionFieldsFragment & { __typename: 'Subscription' } {
  return {
    __typename: 'Subscription',
    id: IDS.acme,
    companyName: 'Acme Haulage',
    archived: false,
    subscriptionType: 'Subscription',
    distributorSubscriptionId: null,
    brandColor: '',
    brandImageBlobReferenceId: null,
    maxUsers: 1,
    currentUsers: 0,
    restrictMaxUsers: false,
    allowBranding: false,
    allowExport: false,
    automaticReminders: true,
    reminderDaysBeforeDue: 7,
    highRiskBelow: 30,
    mediumRiskBelow: 70,
    studyUniqueCode: null,
    studyReturnUrl: null,
    studyResultsPagePostUrl: null,
    viewerCanUpdate: true,
    viewerCanDelete: true,
    ...overrides,
  };
}

interface ViewerSubscriptionLike {
  id: string;
  companyName: string;
  subscriptionType: string;
}

/** Roadmark staff acting in `subscription` (their own, or one they manage). */
export function staffViewer(subscription: ViewerSubscriptionLike): TestViewer {
  const viewer = testViewer();
  return {
    ...viewer,
    roleGroup: 'Roadmark staff',
    roles: [Role.Administration, Role.DistributorAdministration] as never[],
    subscription: { ...viewer.subscription, ...subscription } as TestViewer['subscription'],
  };
}

/** The server's answer to the viewer query for staff acting in `subscription`. */
export function staffViewerAnswer(subscription: ViewerSubscriptionLike) {
  return viewerAnswer(staffViewer(subscription));
}

export const distributorOptionsAnswer = {
  request: { query: DistributorOptionsQuery },
  result: {
    data: {
      subscriptions: [{ __typename: 'Subscription' as const, id: IDS.distributor, companyName: 'Resellers Ltd' }],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
