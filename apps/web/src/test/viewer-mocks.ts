import type { ApolloCache } from '@apollo/client';
import type { Role } from '@roadmark/domain/roles';
import { ViewerQuery } from '../app/session/use-viewer';

export const VIEWER_IDS = {
  sam: '0b6f3a52-3c1f-4d7e-9a51-2f4b8c6d1e90',
  kim: '6c2d9e41-7a3b-4f8c-b5d2-1e0f9a8b7c6d',
} as const;

interface ViewerOverrides {
  id?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  roles?: Role[];
  twoFactorSetupRequired?: boolean;
  /** The customer's subscription an Administration user is managing. */
  emulatedSubscriptionId?: string | null;
}

/** A signed-in driver as the viewer query answers it; `overrides` change any field. */
export function testViewer(overrides: ViewerOverrides = {}) {
  return {
    __typename: 'Viewer' as const,
    id: VIEWER_IDS.sam,
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: 'Driver',
    roleGroup: 'Driver',
    roles: [] as Role[],
    emulatedSubscriptionId: null as string | null,
    twoFactorSetupRequired: false,
    subscription: {
      __typename: 'ViewerSubscription' as const,
      id: '9b2f0c1e-0000-4000-8000-000000000001',
      companyName: 'Acme',
      subscriptionType: 'Subscription' as const,
      allowExport: false,
      brandColor: '',
      brandImageUrl: null,
    },
    ...overrides,
  };
}

export type TestViewer = ReturnType<typeof testViewer>;

/**
 * The server's answer to the viewer query, as often as asked: `viewer` (or what it returns at the time), null when
 * signed out. `onAsked` counts the requests.
 */
export function viewerAnswer(viewer: TestViewer | null | (() => TestViewer | null), onAsked?: () => void) {
  return {
    request: { query: ViewerQuery },
    result: () => {
      onAsked?.();
      return { data: { viewer: typeof viewer === 'function' ? viewer() : viewer } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** What this tab believes before the test starts: `viewer` signed in, or signed out. */
export function believeViewer(cache: ApolloCache, viewer: TestViewer | null): void {
  cache.writeQuery({ query: ViewerQuery, data: { viewer } });
}
