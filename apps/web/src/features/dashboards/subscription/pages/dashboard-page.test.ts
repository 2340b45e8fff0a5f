import { Role } from '@roadmark/domain/roles';
import { describe, expect, it } from 'vitest';
import { showsSubscriptionDashboard } from './dashboard-page';

describe('showsSubscriptionDashboard', () => {
  it.each([
    ['a driver', [], null, false],
    ['a driver manager', [Role.DriverManagement], null, true],
    ['an overview manager', [Role.DriverManagement, Role.SubscriptionAdministration], null, true],
    ['a subscription administrator alone', [Role.SubscriptionAdministration], null, true],
    [
      'provider staff in their own subscription',
      [Role.Administration, Role.DistributorAdministration, Role.SubscriptionAdministration, Role.DriverManagement],
      null,
      false,
    ],
    [
      'provider staff acting within a subscription',
      [Role.Administration, Role.DistributorAdministration, Role.SubscriptionAdministration, Role.DriverManagement],
      '9b2f0c1e-0000-4000-8000-000000000001',
      true,
    ],
  ])('%s: %s', (_who, roles, emulatedSubscriptionId, expected) => {
    expect(showsSubscriptionDashboard({ roles: roles as Role[], emulatedSubscriptionId })).toBe(expected);
  });
});
