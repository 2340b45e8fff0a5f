import { describe, expect, it } from 'vitest';
import { topNavigationFor } from './navigation.ts';
import { ROLE_GROUPS, RoleGroupName } from './roles.ts';

const rolesOf = (name: string) => ROLE_GROUPS.find((g) => g.name === name)!.roles;

describe('topNavigationFor', () => {
  it.each([
    [RoleGroupName.Driver, 'Subscription', ['home', 'dashboard']],
    [RoleGroupName.DriverManager, 'Subscription', ['home', 'dashboard', 'manageSubscription']],
    [RoleGroupName.DistributorAdministrator, 'Distributor', ['home', 'dashboard', 'manageDistributor']],
    [RoleGroupName.Staff, 'Subscription', ['home', 'dashboard', 'manageSubscription', 'administration']],
    [RoleGroupName.Staff, 'Distributor', ['home', 'dashboard', 'manageDistributor', 'administration']],
    [RoleGroupName.Driver, 'Study', []],
    [RoleGroupName.OverviewManager, 'Study', ['home', 'dashboard']],
  ] as const)('shows a %s in a %s the right links', (group, subscriptionType, expected) => {
    expect(topNavigationFor({ roles: rolesOf(group), subscriptionType })).toEqual(expected);
  });
});
