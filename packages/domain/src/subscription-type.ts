export const SubscriptionType = {
  Subscription: 'Subscription',
  Distributor: 'Distributor',
  Study: 'Study',
} as const;
export type SubscriptionType = (typeof SubscriptionType)[keyof typeof SubscriptionType];
export const ALL_SUBSCRIPTION_TYPES = Object.values(SubscriptionType);

/** The provider's own subscription, seeded on first start; Roadmark staff belong to it. */
export const PROVIDER_SUBSCRIPTION_ID = '7a1f0000-0000-4000-8000-0000000000a1';
export const PROVIDER_COMPANY_NAME = 'Roadmark';

/**
 * Where people who register themselves (docs/product/accounts.md#registering) get their account: a seeded subscription
 * of individuals.
 */
export const SELF_REGISTRATION_SUBSCRIPTION_ID = '7a1f0000-0000-4000-8000-0000000000a2';
export const SELF_REGISTRATION_COMPANY_NAME = 'Individual drivers';

/** Roadmark's own subscriptions: they can be edited but never deleted or turned into another type. */
export const PROTECTED_SUBSCRIPTION_IDS: readonly string[] = [
  PROVIDER_SUBSCRIPTION_ID,
  SELF_REGISTRATION_SUBSCRIPTION_ID,
];
