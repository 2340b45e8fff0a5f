import { type TopNavigationItem, topNavigationFor } from '@roadmark/domain/navigation';
import { Role } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID, SubscriptionType } from '@roadmark/domain/subscription-type';

export interface NavigationViewerLike {
  roles: readonly string[];
  subscription: { id?: string; subscriptionType: SubscriptionType };
}

/**
 * Whether the viewer works in the provider's own subscription (staff not managing a customer): its people are the
 * provider's, so the Manage link and the Manage pages say so, lest customer drivers be added there unnoticed.
 */
export function inProviderSubscription(viewer: NavigationViewerLike | null): boolean {
  return viewer?.subscription.id === PROVIDER_SUBSCRIPTION_ID;
}

/**
 * What the header offers this viewer (docs/product/roles.md#navigation). Study participants get neither navigation nor
 * a user menu.
 */
export function viewerNavigation(viewer: NavigationViewerLike | null): {
  items: TopNavigationItem[];
  showUserMenu: boolean;
  /** The Manage link says it is for the provider's own subscription (see inProviderSubscription). */
  providerOwn: boolean;
} {
  if (!viewer) return { items: [], showUserMenu: false, providerOwn: false };
  const { roles, subscription } = viewer;
  const isStudyParticipant =
    subscription.subscriptionType === SubscriptionType.Study && !roles.includes(Role.SubscriptionAdministration);
  return {
    items: topNavigationFor({ roles, subscriptionType: subscription.subscriptionType }),
    showUserMenu: !isStudyParticipant,
    providerOwn: inProviderSubscription(viewer),
  };
}
