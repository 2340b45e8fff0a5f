import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { GraphQLFormattedError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SessionQuestionFeedbackQuery } from '../graphql/session-operations';
import { QuestionFeedbackPage } from './question-feedback-page';

const SESSION = 'f0000000-0000-4000-8000-000000000001';
const ITEM = 'b0000000-0000-4000-8000-000000000001';
const QUESTION = 'c0000000-0000-4000-8000-000000000001';
const variables = { assessmentSessionId: SESSION, assessmentItemId: ITEM, questionId: QUESTION };

function feedback(overrides: object = {}) {
  return {
    __typename: 'SessionQuestionResult' as const,
    questionId: QUESTION,
    name: 'Roundabout',
    score: 150,
    maxScore: 200,
    percent: 75,
    feedbackText: '<p>You saw <strong>150 of 200</strong> hazards in time.</p>',
    feedbackImageUrl: '/api/files/feedback.png',
    feedbackVideoUrl: null,
    ...overrides,
  };
}

function answer(result: object | null, errors?: GraphQLFormattedError[]): MockLink.MockedResponse {
  return {
    request: { query: SessionQuestionFeedbackQuery, variables },
    result: errors ? { errors } : { data: { assessmentSessionQuestionFeedback: result } },
  };
}

function renderPage(...mocks: MockLink.MockedResponse[]) {
  const onComplete = vi.fn();
  renderWithProviders(
    <QuestionFeedbackPage sessionId={SESSION} assessmentItemId={ITEM} questionId={QUESTION} onComplete={onComplete} />,
    { mocks },
  );
  return onComplete;
}

const NOT_YET: GraphQLFormattedError = {
  message: 'The feedback on this question shows after it has been answered.',
  extensions: { code: 'CONFLICT', messageKey: 'errors.sessionFeedbackNotYet' },
};

describe('QuestionFeedbackPage', () => {
  it('completes once the feedback has loaded, not before', async () => {
    const onComplete = renderPage(answer(feedback()));
    expect(screen.getByRole('status').textContent).toBe('Loading the feedback...');
    expect(onComplete).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { level: 2, name: 'Feedback: Roundabout' })).toBeTruthy();
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
  });

  it("shows the question's points, percent and its feedback", async () => {
    renderPage(answer(feedback()));
    await screen.findByRole('heading', { level: 2 });
    expect(screen.getByText('150 of 200 points')).toBeTruthy();
    expect(screen.getByText('75%')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Score for Roundabout' });
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
    expect(screen.getByText('150 of 200', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Feedback picture' }).getAttribute('src')).toBe('/api/files/feedback.png');
    expect(screen.queryByText('No feedback available for this question')).toBeNull();
  });

  it('shows the no-feedback texts when no feedback holds the score', async () => {
    renderPage(answer(feedback({ score: 0, percent: 0, feedbackText: null, feedbackImageUrl: null })));
    const note = await screen.findByRole('note');
    expect(within(note).getByText('No feedback available for this question')).toBeTruthy();
    expect(within(note).getByText('Sorry there is no feedback available for you on this question')).toBeTruthy();
    expect(screen.getByText('0 of 200 points')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Score for Roundabout' }).getAttribute('aria-valuenow')).toBe('0');
  });

  it('shows nothing in place of feedback for full marks without any', async () => {
    renderPage(answer(feedback({ score: 200, percent: 100, feedbackText: null, feedbackImageUrl: null })));
    expect(await screen.findByText('200 of 200 points')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText('Sorry there is no feedback available for you on this question')).toBeNull();
  });

  it('treats feedback that is only an empty paragraph as none', async () => {
    renderPage(answer(feedback({ feedbackText: '<p></p>', feedbackImageUrl: null })));
    expect(await screen.findByText('No feedback available for this question')).toBeTruthy();
  });

  it('shows the error and still lets the driver go on when the feedback cannot be loaded', async () => {
    const onComplete = renderPage(
      answer(null, [{ message: 'Not found', extensions: { code: 'NOT_FOUND', messageKey: 'errors.notFound' } }]),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
  });

  it('asks again while the server has not yet received the answer, then shows the feedback', async () => {
    const onComplete = renderPage(answer(null, [NOT_YET]), answer(null, [NOT_YET]), answer(feedback()));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Feedback: Roundabout' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
