import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import type { Role } from '@roadmark/domain/roles';
import type { ReactNode } from 'react';
import { renderWithProviders } from '../../test/render';
import { believeViewer, testViewer, viewerAnswer } from '../../test/viewer-mocks';
import { PeopleKindContext, type PeopleListKind } from './people-kinds';

export const SUBSCRIPTION_ID = testViewer().subscription.id;
export const GROUPS = {
  driver: { __typename: 'RoleGroup' as const, id: '7a1f0000-0000-4000-8000-000000000001', name: 'Driver' },
  driverManager: {
    __typename: 'RoleGroup' as const,
    id: '7a1f0000-0000-4000-8000-000000000002',
    name: 'Driver manager',
  },
  overviewManager: {
    __typename: 'RoleGroup' as const,
    id: '7a1f0000-0000-4000-8000-000000000003',
    name: 'Overview manager',
  },
};

/** A person as PersonFields reads them; `user` fields and others can be overridden. */
export function testPerson(
  id: string,
  overrides: Record<string, unknown> = {},
  user: Record<string, unknown> = {},
): Record<string, unknown> & { id: string } {
  return {
    __typename: 'Profile',
    id,
    userId: `u-${id}`,
    firstName: 'Dana',
    lastName: 'Driver',
    subscriptionId: SUBSCRIPTION_ID,
    subscriptionTeamId: null,
    subscriptionTeamName: null,
    uniqueDriverPin: 'ABCD2345',
    viewerCanUpdate: true,
    ...overrides,
    user: {
      __typename: 'ProfileUser',
      id: `u-${id}`,
      email: 'dana@example.com',
      emailConfirmed: true,
      pendingEmail: null,
      roleGroup: GROUPS.driver,
      lockout: null,
      ...user,
    },
  };
}

/** Renders a people page as the given kind for a signed-in manager with `roles`. */
export function renderPeoplePage(
  ui: ReactNode,
  options: {
    kind?: PeopleListKind;
    roles?: Role[];
    path: string;
    route?: string;
    history?: string[];
    routes?: Parameters<typeof renderWithProviders>[1] extends infer O
      ? O extends { routes?: infer R }
        ? R
        : never
      : never;
    mocks: ReadonlyArray<MockLink.MockedResponse>;
    /** A cache already holding answers, as the app's cache restored from the last visit does. */
    cache?: InMemoryCache;
  },
) {
  const viewer = testViewer({ roles: options.roles ?? ['DriverManagement', 'SubscriptionAdministration'] });
  const cache = options.cache ?? new InMemoryCache();
  believeViewer(cache, viewer);
  return renderWithProviders(<PeopleKindContext value={options.kind ?? 'drivers'}>{ui}</PeopleKindContext>, {
    path: options.path,
    route: options.route,
    history: options.history,
    routes: options.routes,
    cache,
    mocks: [viewerAnswer(viewer), ...options.mocks],
  });
}
