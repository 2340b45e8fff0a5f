import type { RouteObject } from 'react-router';

/** The public study participant pages, no sign-in (docs/product/studies.md#joining). */
export const studyRoutes: RouteObject[] = [
  {
    path: 'study/:studyUniqueCode?',
    lazy: async () => ({ Component: (await import('./study-login-page')).StudyLoginPage }),
  },
  {
    path: 'study-complete/:assessmentSessionId',
    lazy: async () => ({ Component: (await import('./study-complete-page')).StudyCompletePage }),
  },
  {
    path: 'study-thanks',
    lazy: async () => ({ Component: (await import('./study-thanks-page')).StudyThanksPage }),
  },
];
