import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../app/session/require-auth';
import { SESSION_KINDS, type SessionKind } from './session-kind';

function sessionRoutes(kind: SessionKind): RouteObject {
  return {
    path: kind,
    element: <RequireAuth />,
    children: [
      {
        path: 'start/:assessmentId',
        lazy: async () => {
          const { StartSessionPage } = await import('./pages/start-session-page');
          return { Component: () => <StartSessionPage kind={kind} /> };
        },
      },
      {
        path: 'startFor/:userId/:assessmentId',
        lazy: async () => {
          const { StartSessionPage } = await import('./pages/start-session-page');
          return { Component: () => <StartSessionPage kind={kind} /> };
        },
      },
      {
        path: 'launch/:sessionId',
        lazy: async () => {
          const { LaunchPage, launchViewData } = await import('./pages/launch-page');
          return { Component: () => <LaunchPage resultsOnly={false} />, handle: launchViewData };
        },
      },
      {
        path: 'results/:sessionId',
        lazy: async () => {
          const { LaunchPage, launchViewData } = await import('./pages/launch-page');
          return { Component: () => <LaunchPage resultsOnly />, handle: launchViewData };
        },
      },
    ],
  };
}

/**
 * The session screens under /assessment and /training (docs/product/sessions.md): start, startFor, launch and results.
 */
export const sessionPlayerRoutes: RouteObject[] = SESSION_KINDS.map(sessionRoutes);
