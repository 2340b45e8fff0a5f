import { type TopNavigationItem, topNavigationFor } from '@roadmark/domain/navigation';
import { Role } from '@roadmark/domain/roles';
import { SubscriptionType } from '@roadmark/domain/subscription-type';

export interface NavigationViewerLike {
  roles: readonly string[];
  subscription: { subscriptionType: SubscriptionType };
}

/** Spec 1 §6: what the header offers this viewer. Study participants get neither navigation nor a user menu. */
export function viewerNavigation(viewer: NavigationViewerLike | null): {
  items: TopNavigationItem[];
  showUserMenu: boolean;
} {
  if (!viewer) return { items: [], showUserMenu: false };
  const { roles, subscription } = viewer;
  const isStudyParticipant =
    subscription.subscriptionType === SubscriptionType.Study && !roles.includes(Role.SubscriptionAdministration);
  return {
    items: topNavigationFor({ roles, subscriptionType: subscription.subscriptionType }),
    showUserMenu: !isStudyParticipant,
  };
}
