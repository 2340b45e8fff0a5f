/** Roles a user can hold; `API` is only ever held by an API key acting inside its own subscription. */
export const Role = {
  Administration: 'Administration',
  DistributorAdministration: 'DistributorAdministration',
  SubscriptionAdministration: 'SubscriptionAdministration',
  DriverManagement: 'DriverManagement',
  API: 'API',
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ALL_ROLES = Object.values(Role);

/**
 * What an API key acts with (docs/product/integrations.md#api-keys): the role API, which carries the driver-management
 * permissions inside the key's own subscription (people, team lists, assignments, sessions and results), and nothing
 * that manages managers, keys or webhooks.
 */
export const API_KEY_ROLES: readonly Role[] = [Role.API, Role.DriverManagement];

export const RoleGroupName = {
  Driver: 'Driver',
  DriverManager: 'Driver manager',
  OverviewManager: 'Overview manager',
  DistributorAdministrator: 'Distributor administrator',
  Staff: 'Roadmark staff',
} as const;
export type RoleGroupName = (typeof RoleGroupName)[keyof typeof RoleGroupName];
export const ALL_ROLE_GROUP_NAMES = Object.values(RoleGroupName) as [RoleGroupName, ...RoleGroupName[]];

/**
 * The role groups and the roles each grants (docs/product/roles.md#role-groups). Ids are fixed so seeding is
 * idempotent.
 */
export const ROLE_GROUPS: ReadonlyArray<{ id: string; name: RoleGroupName; roles: readonly Role[] }> = [
  { id: '7a1f0000-0000-4000-8000-000000000001', name: RoleGroupName.Driver, roles: [] },
  {
    id: '7a1f0000-0000-4000-8000-000000000002',
    name: RoleGroupName.DriverManager,
    roles: [Role.DriverManagement],
  },
  {
    id: '7a1f0000-0000-4000-8000-000000000003',
    name: RoleGroupName.OverviewManager,
    roles: [Role.DriverManagement, Role.SubscriptionAdministration],
  },
  {
    id: '7a1f0000-0000-4000-8000-000000000004',
    name: RoleGroupName.DistributorAdministrator,
    roles: [Role.DistributorAdministration, Role.SubscriptionAdministration, Role.DriverManagement],
  },
  {
    id: '7a1f0000-0000-4000-8000-000000000005',
    name: RoleGroupName.Staff,
    roles: [
      Role.Administration,
      Role.DistributorAdministration,
      Role.SubscriptionAdministration,
      Role.DriverManagement,
    ],
  },
];

export function roleGroupByName(name: RoleGroupName) {
  const group = ROLE_GROUPS.find((g) => g.name === name);
  if (!group) throw new Error(`Unknown role group ${name}`);
  return group;
}

export function hasAnyRole(held: readonly string[], required: readonly Role[]): boolean {
  return required.length === 0 || required.some((role) => held.includes(role));
}

/**
 * Which role groups a person may hand out (docs/product/roles.md#giving-a-role-group): drivers by anyone who manages
 * drivers, managers by subscription administrators, distributor administrators by distributor administrators,
 * and provider staff only by provider staff.
 */
export function assignableRoleGroups(held: readonly string[]): RoleGroupName[] {
  const groups: RoleGroupName[] = [];
  if (hasAnyRole(held, [Role.DriverManagement, Role.SubscriptionAdministration, Role.Administration])) {
    groups.push(RoleGroupName.Driver);
  }
  if (hasAnyRole(held, [Role.SubscriptionAdministration, Role.Administration])) {
    groups.push(RoleGroupName.DriverManager, RoleGroupName.OverviewManager);
  }
  if (hasAnyRole(held, [Role.DistributorAdministration, Role.Administration])) {
    groups.push(RoleGroupName.DistributorAdministrator);
  }
  if (held.includes(Role.Administration)) groups.push(RoleGroupName.Staff);
  return groups;
}
