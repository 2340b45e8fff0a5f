import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SaveSessionResponsesMutation, SessionLaunchViewQuery } from '../graphql/session-operations';
import { LaunchPage } from './launch-page';

const SESSION = '5e550000-0000-4000-8000-000000000001';

function question(id: string, questionType: string, questionText: string) {
  return {
    __typename: 'PlayerQuestion' as const,
    id,
    name: `Name ${id}`,
    questionType,
    questionText,
    preQuestionText: '',
    numberOfSubQuestions: 1,
    timeLimitSeconds: 30,
    maximumClicks: 10,
    imageUrl: null,
    videoUrl: null,
    questionTextImageUrl: null,
    answers: [],
    children: [],
  };
}

function launchView(assessmentType: 'Assessment' | 'TrainingModule', currentPosition = 0, isPreview = false) {
  return {
    assessmentSessionLaunchView: {
      __typename: 'AssessmentSessionLaunchView' as const,
      session: {
        __typename: 'AssessmentSession' as const,
        id: SESSION,
        assessmentId: 'a0000000-0000-4000-8000-000000000001',
        userId: 'u0000000-0000-4000-8000-000000000001',
        startDate: '2026-03-01T09:00:00.000Z',
        endDate: null,
        totalScore: null,
        currentPosition,
        isFinished: false,
        markedSuspicious: false,
        isPreview,
      },
      assessment: {
        __typename: 'SessionAssessment' as const,
        id: 'a0000000-0000-4000-8000-000000000001',
        name: 'Night driving',
        assessmentType,
        feedbackStyle: 'NoFeedback',
        text: '<p>Before you start: find a quiet place.</p>',
      },
      presented: [
        {
          __typename: 'PlayerPresentedQuestion' as const,
          assessmentItemId: 'item-1',
          question: question('q1', 'LearningText', '<p>Dip your lights for oncoming traffic.</p>'),
        },
        {
          __typename: 'PlayerPresentedQuestion' as const,
          assessmentItemId: 'item-2',
          question: question('q2', 'InformationText', '<p>Tiredness kills: take breaks.</p>'),
        },
      ],
      responseEvents: [],
      pageCount: 4,
      viewerCanAnswer: true,
      isStudy: false,
    },
  };
}

function launchMock(view: ReturnType<typeof launchView>): MockLink.MockedResponse {
  return { request: { query: SessionLaunchViewQuery, variables: { id: SESSION } }, result: { data: view } };
}

function saveMock(currentPosition: number): MockLink.MockedResponse {
  const session = { ...launchView('Assessment').assessmentSessionLaunchView.session, currentPosition };
  return {
    request: {
      query: SaveSessionResponsesMutation,
      variables: (variables: { model: { currentPosition?: number | null } }) =>
        variables.model.currentPosition === currentPosition,
    },
    result: { data: { saveAssessmentSessionResponses: session } },
  };
}

const render = (mocks: MockLink.MockedResponse[], resultsOnly = false) =>
  renderWithProviders(<LaunchPage resultsOnly={resultsOnly} />, {
    route: `/assessment/launch/${SESSION}`,
    path: '/assessment/launch/:sessionId',
    mocks,
  });

describe('LaunchPage', () => {
  beforeEach(() => localStorage.clear());

  it('opens at the start page with the introduction, and moves on page by page with the progress shown', async () => {
    render([launchMock(launchView('Assessment')), saveMock(1), saveMock(2)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Night driving' })).toBeTruthy();
    expect(screen.getByText('Before you start: find a quiet place.')).toBeTruthy();
    expect(screen.getByText('Screen 1 of 4')).toBeTruthy();
    expect(document.title).toBe('Night driving - Roadmark');
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(next);
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeTruthy();
    expect(screen.getByText('Dip your lights for oncoming traffic.')).toBeTruthy();
    expect(screen.getByText('Screen 2 of 4')).toBeTruthy();
    // An assessment never goes back.
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Tiredness kills: take breaks.')).toBeTruthy();
    expect(screen.getByText('Screen 3 of 4')).toBeTruthy();
  });

  it('says on every page that a preview is not recorded', async () => {
    render([launchMock(launchView('TrainingModule', 2, true))]);
    expect(await screen.findByText('Tiredness kills: take breaks.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This is a preview: it is not recorded');
  });

  it('resumes a training module where it stopped, with Previous back to the page before', async () => {
    render([launchMock(launchView('TrainingModule', 2))]);
    expect(await screen.findByText('Tiredness kills: take breaks.')).toBeTruthy();
    expect(screen.getByText('Screen 3 of 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Dip your lights for oncoming traffic.')).toBeTruthy();
    expect(screen.getByText('Screen 2 of 4')).toBeTruthy();
  });

  it('shows the server refusing the session', async () => {
    render([
      {
        request: { query: SessionLaunchViewQuery, variables: { id: SESSION } },
        result: { errors: [{ message: 'Sorry, that record could not be found. It may have been deleted.' }] },
      },
    ]);
    expect(await screen.findByText('Sorry, that record could not be found. It may have been deleted.')).toBeTruthy();
  });
});
