import { MyProfileQuery, ProfileViewerQuery } from './graphql/profile-operations';

export const VIEWER_ID = '0b6f3a52-3c1f-4d7e-9a51-2f4b8c6d1e90';

export const viewer = {
  __typename: 'Viewer' as const,
  id: VIEWER_ID,
  email: 'sam@example.com',
  pendingEmail: null as string | null,
  twoFactorEnabled: false,
  firstName: 'Sam',
  lastName: 'Driver',
};

export const profile = {
  __typename: 'Profile' as const,
  id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  userId: VIEWER_ID,
  firstName: 'Sam',
  lastName: 'Driver',
  uniqueDriverPin: '123456',
};

/** Test helper: the profile pages' viewer query, answered as often as asked. */
export function profileViewerMock(overrides: Partial<typeof viewer> = {}) {
  return {
    request: { query: ProfileViewerQuery },
    result: { data: { viewer: { ...viewer, ...overrides } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function myProfileMock(myProfile: typeof profile | null) {
  return {
    request: { query: MyProfileQuery },
    result: { data: { myProfile } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
