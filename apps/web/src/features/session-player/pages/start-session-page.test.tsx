import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderWithProviders } from '../../../test/render';
import { InitializeSessionMutation } from '../graphql/session-operations';
import { StartSessionPage } from './start-session-page';

const ASSESSMENT = 'a0000000-0000-4000-8000-000000000001';
const SESSION = {
  __typename: 'AssessmentSession' as const,
  id: '5e550000-0000-4000-8000-000000000001',
  assessmentId: ASSESSMENT,
  userId: 'u0000000-0000-4000-8000-000000000001',
  startDate: '2026-03-01T09:00:00.000Z',
  endDate: null,
  totalScore: null,
  currentPosition: 0,
  isFinished: false,
  markedSuspicious: false,
  isPreview: false,
};

describe('StartSessionPage', () => {
  it("asks the server for the person's session once and opens it in place of the start address", async () => {
    const { router } = renderWithProviders(<StartSessionPage kind="training" />, {
      route: `/training/startFor/driver-7/${ASSESSMENT}`,
      path: '/training/startFor/:userId/:assessmentId',
      routes: [{ path: '/training/launch/:sessionId', element: <p>Launched</p> }],
      mocks: [
        {
          request: {
            query: InitializeSessionMutation,
            variables: { assessmentId: ASSESSMENT, userId: 'driver-7', restart: null, preview: null },
          },
          result: { data: { initializeAssessmentSession: SESSION } },
        },
      ],
    });
    expect(screen.getByRole('status').textContent).toBe('Preparing your session...');
    await waitFor(() => expect(currentUrl(router)).toBe(`/training/launch/${SESSION.id}`));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says why a session cannot start', async () => {
    renderWithProviders(<StartSessionPage kind="assessment" />, {
      route: `/assessment/start/${ASSESSMENT}`,
      path: '/assessment/start/:assessmentId',
      mocks: [
        {
          request: {
            query: InitializeSessionMutation,
            variables: { assessmentId: ASSESSMENT, userId: null, restart: null, preview: null },
          },
          result: { errors: [{ message: 'No more attempts are allowed at this assessment.' }] },
        },
      ],
    });
    expect(await screen.findByText('No more attempts are allowed at this assessment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toBeTruthy();
  });

  it("asks for a preview when a manager's Preview opened it", async () => {
    const { router } = renderWithProviders(<StartSessionPage kind="assessment" />, {
      route: `/assessment/start/${ASSESSMENT}?preview=true`,
      path: '/assessment/start/:assessmentId',
      routes: [{ path: '/assessment/launch/:sessionId', element: <p>Launched</p> }],
      mocks: [
        {
          request: {
            query: InitializeSessionMutation,
            variables: { assessmentId: ASSESSMENT, userId: null, restart: null, preview: true },
          },
          result: { data: { initializeAssessmentSession: { ...SESSION, isPreview: true } } },
        },
      ],
    });
    await waitFor(() => expect(currentUrl(router)).toBe(`/assessment/launch/${SESSION.id}`));
  });

  it('says when a finished assessment with no attempt left was completed, and leads to its result', async () => {
    const { router } = renderWithProviders(<StartSessionPage kind="assessment" />, {
      route: `/assessment/start/${ASSESSMENT}`,
      path: '/assessment/start/:assessmentId',
      routes: [{ path: '/assessment/results/:sessionId', element: <p>Result shown</p> }],
      mocks: [
        {
          request: {
            query: InitializeSessionMutation,
            variables: { assessmentId: ASSESSMENT, userId: null, restart: null, preview: null },
          },
          result: {
            errors: [
              {
                message: 'No more attempts are allowed at this assessment.',
                extensions: {
                  code: 'CONFLICT',
                  messageKey: 'errors.sessionRetakeNotAllowed',
                  params: { sessionId: SESSION.id, finishedAt: '2026-03-05T10:30:00.000Z' },
                },
              },
            ],
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Already completed' })).toBeTruthy();
    expect(screen.getByText('You completed this on 05/03/2026.')).toBeTruthy();
    expect(screen.queryByText('No more attempts are allowed at this assessment.')).toBeNull();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'View your result' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/assessment/results/${SESSION.id}`));
  });
});
