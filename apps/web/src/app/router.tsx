import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { assessmentRoutes } from '../features/assessments/routes';
import { dashboardRoutes, providerDashboardRoutes } from '../features/dashboards/routes';
import { mailboxRoutes } from '../features/mailbox/routes';
import { manageRoutes } from '../features/manage/routes';
import { administratorRoutes } from '../features/people/routes';
import { profileRoutes } from '../features/profile/routes';
import { questionBankRoutes } from '../features/questions/routes';
import { safetyMetricRoutes } from '../features/safety-metrics/routes';
import { sessionPlayerRoutes } from '../features/session-player/routes';
import { studyRoutes } from '../features/studies/routes';
import { distributorRoutes, subscriptionRoutes } from '../features/subscriptions/routes';
import { tagRoutes } from '../features/tags/routes';
import { PageLoader } from './page-loader';
import { RouteErrorPage } from './route-error-page';
import { AppLayout } from './shell/app-layout';

/** Every page is its own chunk (ARCHITECTURE: a driver never downloads the authoring screens). */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/home/root-redirect')).RootRedirect }) },
      {
        path: 'authentication',
        children: [
          {
            path: 'login',
            lazy: async () => ({
              Component: (await import('../features/authentication/login-redirect-page')).LoginRedirectPage,
            }),
          },
          {
            path: 'login-callback',
            lazy: async () => ({
              Component: (await import('../features/authentication/login-callback-page')).LoginCallbackPage,
            }),
          },
          {
            path: 'profile',
            lazy: async () => ({
              Component: (await import('../features/authentication/profile-redirect-page')).ProfileRedirectPage,
            }),
          },
          {
            path: 'register',
            lazy: async () => ({
              Component: (await import('../features/authentication/register-redirect-page')).RegisterRedirectPage,
            }),
          },
          {
            path: 'logout',
            lazy: async () => ({ Component: (await import('../features/authentication/logout-page')).LogoutPage }),
          },
          {
            path: 'logout-callback',
            lazy: async () => ({
              Component: (await import('../features/authentication/logout-callback-page')).LogoutCallbackPage,
            }),
          },
          {
            path: 'logged-out',
            lazy: async () => ({
              Component: (await import('../features/authentication/logged-out-page')).LoggedOutPage,
            }),
          },
          {
            path: 'login-failed',
            lazy: async () => ({
              Component: (await import('../features/authentication/login-failed-page')).LoginFailedPage,
            }),
          },
        ],
      },
      {
        path: 'account/login',
        lazy: async () => ({ Component: (await import('../features/accounts/login-page')).LoginPage }),
      },
      {
        path: 'account/loginWithTwoFactor',
        lazy: async () => ({
          Component: (await import('../features/accounts/login-with-two-factor-page')).LoginWithTwoFactorPage,
        }),
      },
      {
        path: 'account/register',
        lazy: async () => ({ Component: (await import('../features/accounts/register-page')).RegisterPage }),
      },
      {
        path: 'account/externalLogin',
        lazy: async () => ({ Component: (await import('../features/accounts/external-login-page')).ExternalLoginPage }),
      },
      {
        path: 'account/confirmEmail',
        lazy: async () => ({ Component: (await import('../features/accounts/confirm-email-page')).ConfirmEmailPage }),
      },
      {
        path: 'account/forgotPassword',
        lazy: async () => ({
          Component: (await import('../features/accounts/forgot-password-page')).ForgotPasswordPage,
        }),
      },
      {
        path: 'account/resetPassword',
        lazy: async () => ({ Component: (await import('../features/accounts/reset-password-page')).ResetPasswordPage }),
      },
      {
        path: 'account/confirmEmailChange',
        lazy: async () => ({
          Component: (await import('../features/accounts/confirm-email-change-page')).ConfirmEmailChangePage,
        }),
      },
      {
        path: 'account/revertEmailChange',
        lazy: async () => ({
          Component: (await import('../features/accounts/revert-email-change-page')).RevertEmailChangePage,
        }),
      },
      {
        path: 'account/confirmInvite',
        lazy: async () => ({ Component: (await import('../features/accounts/confirm-invite-page')).ConfirmInvitePage }),
      },
      ...profileRoutes,
      ...dashboardRoutes,
      ...sessionPlayerRoutes,
      ...distributorRoutes,
      ...manageRoutes,
      {
        path: 'terms-and-conditions',
        lazy: async () => ({ Component: (await import('../features/legal/terms-page')).TermsPage }),
      },
      {
        path: 'privacy-policy',
        lazy: async () => ({ Component: (await import('../features/legal/privacy-policy-page')).PrivacyPolicyPage }),
      },
      {
        path: 'cookie-policy',
        lazy: async () => ({ Component: (await import('../features/legal/cookie-policy-page')).CookiePolicyPage }),
      },
      {
        path: 'administration',
        lazy: async () => {
          const module = await import('../features/administration/administration-layout');
          return { Component: module.AdministrationLayout, handle: module.administrationHandle };
        },
        children: [
          { index: true, element: <Navigate replace to="dashboard" /> },
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('../features/administration/administration-dashboard-page'))
                .AdministrationDashboardPage,
            }),
          },
          ...providerDashboardRoutes,
          ...subscriptionRoutes,
          ...tagRoutes,
          ...assessmentRoutes,
          ...questionBankRoutes,
          ...safetyMetricRoutes,
          ...mailboxRoutes,
          ...administratorRoutes,
        ],
      },
      ...studyRoutes,
      { path: '*', lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
