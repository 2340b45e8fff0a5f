import { SubscriptionType } from '@roadmark/domain/subscription-type';

/**
 * The four screens that list and edit subscriptions (docs/product/reference-data.md#organisations): staff see
 * subscriptions, distributors and studies under /administration; a distributor administrator sees the subscriptions
 * beneath their distributor.
 */
export type SubscriptionKind = 'subscriptions' | 'distributors' | 'studies' | 'distributorSubscriptions';

export type DetailsTab = 'assessments' | 'training';

export interface SubscriptionKindConfig {
  kind: SubscriptionKind;
  /** The type a new record gets, and the type the list shows. */
  subscriptionType: SubscriptionType;
  /** Staff may change the type and the distributor; a distributor administrator may not. */
  staffForm: boolean;
  /** Scoped to the viewer's own (possibly emulated) distributor subscription. */
  scopedToViewer: boolean;
  hasDelete: boolean;
  detailsTabs: readonly DetailsTab[];
}

export const SUBSCRIPTION_KINDS: Record<SubscriptionKind, SubscriptionKindConfig> = {
  subscriptions: {
    kind: 'subscriptions',
    subscriptionType: SubscriptionType.Subscription,
    staffForm: true,
    scopedToViewer: false,
    hasDelete: true,
    detailsTabs: ['assessments', 'training'],
  },
  distributors: {
    kind: 'distributors',
    subscriptionType: SubscriptionType.Distributor,
    staffForm: true,
    scopedToViewer: false,
    hasDelete: true,
    detailsTabs: ['assessments', 'training'],
  },
  studies: {
    kind: 'studies',
    subscriptionType: SubscriptionType.Study,
    staffForm: true,
    scopedToViewer: false,
    hasDelete: true,
    detailsTabs: ['assessments'],
  },
  distributorSubscriptions: {
    kind: 'distributorSubscriptions',
    subscriptionType: SubscriptionType.Subscription,
    staffForm: false,
    scopedToViewer: true,
    hasDelete: false,
    detailsTabs: ['assessments', 'training'],
  },
};

/**
 * Where Manage takes staff once they act in a subscription: the distributor area for a distributor,
 * the study dashboard for a study, and the subscription's people management otherwise.
 */
export function manageAreaPath(subscriptionType: string): string {
  if (subscriptionType === SubscriptionType.Distributor) return '/manage/distributor';
  if (subscriptionType === SubscriptionType.Study) return '/manage/study';
  return '/manage';
}
