import { hasAnyRole, Role } from './roles.ts';
import { SubscriptionType } from './subscription-type.ts';

export type TopNavigationItem = 'home' | 'dashboard' | 'manageSubscription' | 'manageDistributor' | 'administration';

export interface NavigationViewer {
  roles: readonly string[];
  subscriptionType: SubscriptionType;
}

/** Which top-navigation links a signed-in user sees (docs/product/roles.md#navigation). */
export function topNavigationFor(viewer: NavigationViewer): TopNavigationItem[] {
  const { roles, subscriptionType } = viewer;
  if (subscriptionType === SubscriptionType.Study && !roles.includes(Role.SubscriptionAdministration)) {
    return [];
  }
  const items: TopNavigationItem[] = ['home', 'dashboard'];
  if (
    subscriptionType === SubscriptionType.Subscription &&
    hasAnyRole(roles, [Role.DriverManagement, Role.SubscriptionAdministration])
  ) {
    items.push('manageSubscription');
  }
  if (
    subscriptionType === SubscriptionType.Distributor &&
    hasAnyRole(roles, [Role.DistributorAdministration, Role.Administration])
  ) {
    items.push('manageDistributor');
  }
  if (roles.includes(Role.Administration)) items.push('administration');
  return items;
}
