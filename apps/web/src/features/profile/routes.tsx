import { Navigate, type RouteObject } from 'react-router';

/** The signed-in profile area (docs/product/accounts.md#the-profile-area); /profile opens the details tab. */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('./profile-layout')).ProfileLayout }),
    children: [
      { index: true, element: <Navigate replace to="details" /> },
      {
        path: 'details',
        lazy: async () => ({ Component: (await import('./profile-details-page')).ProfileDetailsPage }),
      },
      {
        path: 'changeEmail',
        lazy: async () => ({ Component: (await import('./change-email-page')).ChangeEmailPage }),
      },
      {
        path: 'changePassword',
        lazy: async () => ({ Component: (await import('./change-password-page')).ChangePasswordPage }),
      },
      {
        path: 'twoFactor',
        lazy: async () => ({ Component: (await import('./two-factor-page')).TwoFactorPage }),
      },
    ],
  },
];
