import type { MockLink } from '@apollo/client/testing';
import type { FeedbackStyle } from '@roadmark/domain/content/assessment-form';
import { screen, within } from '@testing-library/react';
import type { GraphQLFormattedError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SessionResultQuery } from '../graphql/session-operations';
import { FinishPage } from './finish-page';

const SESSION = 'f0000000-0000-4000-8000-000000000001';
/** Plain text, shown as typed: its ampersand, angle brackets, quotes and line break included. */
const SUSPICIOUS_TEXT = 'Some of your answers look unusual & "quick".\nPlease <slow down> – 慢慢开';

function question(name: string, overrides: object = {}) {
  return {
    __typename: 'SessionQuestionResult' as const,
    assessmentItemId: `item-${name}`,
    questionId: `question-${name}`,
    name,
    questionType: 'MultipleChoiceVideo',
    score: 150,
    maxScore: 200,
    percent: 75,
    feedbackText: `<p>Feedback on ${name}</p>`,
    feedbackImageUrl: null,
    feedbackVideoUrl: null,
    ...overrides,
  };
}

/** A metric of the session; without an adjustment, the dashboard took its score as it is. */
function metric(
  driverMetricId: string,
  name: string,
  score: number,
  adjustment = 0,
  dashboardValue: number | null = score,
) {
  return { __typename: 'SessionDriverMetricResult' as const, driverMetricId, name, score, adjustment, dashboardValue };
}

function sessionResult(feedbackStyle: FeedbackStyle, overrides: object = {}) {
  return {
    __typename: 'AssessmentSessionResult' as const,
    session: {
      __typename: 'AssessmentSession' as const,
      id: SESSION,
      assessmentId: 'a0000000-0000-4000-8000-000000000001',
      userId: 'u0000000-0000-4000-8000-000000000001',
      startDate: '2026-03-01T09:00:00.000Z',
      endDate: '2026-03-01T09:20:00.000Z',
      totalScore: 64,
      currentPosition: 5,
      isFinished: true,
      markedSuspicious: true,
    },
    assessmentName: 'Hazard perception',
    feedbackStyle,
    score: 64,
    minScore: 0,
    maxScore: 100,
    riskCategory: 'Medium',
    markedSuspicious: true,
    suspiciousAnswerText: SUSPICIOUS_TEXT,
    feedbackText: '<p>Good, but look further ahead.</p>',
    feedbackImageUrl: null,
    feedbackVideoUrl: null,
    questionBreakdown: [
      question('Roundabout'),
      question('School gate', { score: 40, maxScore: 100, percent: 40, feedbackText: null }),
    ],
    driverMetricBreakdown: [metric('m1', 'Observation', 80), metric('m2', 'Speed choice', 35)],
    ...overrides,
  };
}

function answer(result: object | null, errors?: GraphQLFormattedError[]): MockLink.MockedResponse {
  return {
    request: { query: SessionResultQuery, variables: { id: SESSION } },
    result: errors ? { errors } : { data: { assessmentSessionResult: result } },
  };
}

async function renderFinish(result: object, showSummary = false) {
  renderWithProviders(<FinishPage sessionId={SESSION} showSummary={showSummary} />, { mocks: [answer(result)] });
  return screen.findByRole('heading', { level: 2 });
}

const suspiciousText = () => screen.queryByText(/^Some of your answers look unusual/);

function expectNoScoreShown() {
  expect(screen.queryByRole('heading', { name: 'Score' })).toBeNull();
  expect(screen.queryByRole('img', { name: /Score:/ })).toBeNull();
  expect(screen.queryByText(/risk$|Not assessed/)).toBeNull();
  expect(screen.queryByText(/%/)).toBeNull();
  expect(screen.queryByText(/points/)).toBeNull();
  expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
  expect(screen.queryByRole('heading', { name: 'Question by question' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Safety metrics' })).toBeNull();
}

describe('FinishPage', () => {
  it('shows a status while the result loads, then the heading and the assessment name', async () => {
    renderWithProviders(<FinishPage sessionId={SESSION} showSummary={false} />, {
      mocks: [answer(sessionResult('NoFeedback'))],
    });
    expect(screen.getByRole('status').textContent).toBe('Loading the results...');
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Well done, you have finished');
    expect(screen.getByText('Hazard perception')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the server's message in the error panel when the result cannot be loaded", async () => {
    renderWithProviders(<FinishPage sessionId={SESSION} showSummary={false} />, {
      mocks: [
        answer(null, [
          {
            message: 'The results show once the session is finished.',
            extensions: { code: 'CONFLICT', messageKey: 'errors.sessionNotFinished' },
          },
        ]),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The results show once the session is finished.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Well done, you have finished' })).toBeNull();
  });

  it('shows the feedback text and the total score without a per-question breakdown for NoFeedback', async () => {
    await renderFinish(sessionResult('NoFeedback'));
    expect(screen.getByRole('heading', { level: 3, name: 'Score' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Score: 64%' })).toBeTruthy();
    expect(screen.getByText('Medium risk')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Feedback' })).toBeTruthy();
    expect(screen.getByText('Good, but look further ahead.')).toBeTruthy();
    expect(suspiciousText()?.textContent).toBe(SUSPICIOUS_TEXT);
    expect(screen.queryByRole('heading', { name: 'Question by question' })).toBeNull();
    expect(screen.queryByText('Feedback on Roundabout')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Safety metrics' })).toBeNull();
    expect(screen.queryByText('Thank you for taking part. Your answers have been saved.')).toBeNull();
  });

  it('shows the feedback and the suspicious-answer text without any score for NoScore', async () => {
    await renderFinish(sessionResult('NoScore'));
    expect(screen.getByRole('heading', { level: 3, name: 'Feedback' })).toBeTruthy();
    expect(screen.getByText('Good, but look further ahead.')).toBeTruthy();
    expect(suspiciousText()?.textContent).toBe(SUSPICIOUS_TEXT);
    expectNoScoreShown();
    expect(screen.queryByText('Feedback on Roundabout')).toBeNull();
    expect(screen.queryByText('Thank you for taking part. Your answers have been saved.')).toBeNull();
  });

  it("shows the overall feedback's picture and video", async () => {
    await renderFinish(
      sessionResult('NoScore', {
        feedbackText: null,
        feedbackImageUrl: '/api/files/well-done.png',
        feedbackVideoUrl: '/api/files/well-done.mp4',
      }),
    );
    const feedback = screen.getByRole('region', { name: 'Feedback' });
    expect(within(feedback).getByRole('img', { name: 'Feedback picture' }).getAttribute('src')).toBe(
      '/api/files/well-done.png',
    );
    const video = feedback.querySelector('video');
    expect(video?.getAttribute('aria-label')).toBe('Feedback video');
    expect(video?.getAttribute('src')).toBe('/api/files/well-done.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);
  });

  it('thanks the person for NoScore when there is no feedback for their total', async () => {
    await renderFinish(
      sessionResult('NoScore', { feedbackText: null, markedSuspicious: false, suspiciousAnswerText: null }),
    );
    expect(screen.getByText('Thank you for taking part. Your answers have been saved.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Feedback' })).toBeNull();
    expectNoScoreShown();
  });

  it.each(['SummaryFeedback', 'EachQuestionFeedback'] as const)(
    'shows the score, risk, feedback and both breakdowns for %s',
    async (style) => {
      await renderFinish(sessionResult(style));
      expect(screen.getByRole('heading', { level: 3, name: 'Score' })).toBeTruthy();
      expect(screen.getByRole('img', { name: 'Score: 64%' })).toBeTruthy();
      expect(screen.getByText('Medium risk').closest('[data-risk]')?.getAttribute('data-risk')).toBe('Medium');
      expect(screen.getByText('Good, but look further ahead.')).toBeTruthy();
      expect(suspiciousText()?.textContent).toBe(SUSPICIOUS_TEXT);
      expect(screen.queryByText('Thank you for taking part. Your answers have been saved.')).toBeNull();

      const questions = screen.getByRole('region', { name: 'Question by question' });
      const items = within(questions).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(within(items[0]!).getByRole('heading', { level: 4, name: 'Roundabout' })).toBeTruthy();
      expect(within(items[0]!).getByText('150 of 200 points')).toBeTruthy();
      expect(within(items[0]!).getByText('75%')).toBeTruthy();
      expect(within(items[0]!).getByText('Feedback on Roundabout')).toBeTruthy();
      expect(within(items[0]!).queryByText('No feedback available for this question')).toBeNull();
      const bar = within(items[0]!).getByRole('progressbar', { name: 'Score for Roundabout' });
      expect(bar.getAttribute('aria-valuenow')).toBe('75');

      expect(within(items[1]!).getByText('40 of 100 points')).toBeTruthy();
      expect(within(items[1]!).getByText('No feedback available for this question')).toBeTruthy();
      expect(within(items[1]!).getByText('Sorry there is no feedback available for you on this question')).toBeTruthy();

      const metrics = screen.getByRole('region', { name: 'Safety metrics' });
      const observation = within(metrics).getByRole('progressbar', { name: 'Observation' });
      expect(observation.getAttribute('aria-valuenow')).toBe('80');
      expect(observation.getAttribute('aria-valuemin')).toBe('0');
      expect(observation.getAttribute('aria-valuemax')).toBe('100');
      expect(within(metrics).getByRole('progressbar', { name: 'Speed choice' }).getAttribute('aria-valuenow')).toBe(
        '35',
      );
      expect(within(metrics).getByText('80%')).toBeTruthy();
    },
  );

  it("says next to a metric's score why the dashboard shows another value after this session", async () => {
    await renderFinish(
      sessionResult('SummaryFeedback', {
        driverMetricBreakdown: [
          metric('m1', 'Hazard perception', 93, 5, 98),
          metric('m2', 'Observation', 30, -1, 29),
          metric('m3', 'Speed choice', 100, 5, 100),
          metric('m4', 'Fatigue', 60, 0, 60),
        ],
      }),
    );
    const rows = within(screen.getByRole('region', { name: 'Safety metrics' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('93%')).toBeTruthy();
    expect(
      within(rows[0]!).getByText(
        'Dashboard after this session: 98%. For a result like this, the assessment adds 5 points to this metric.',
      ),
    ).toBeTruthy();
    expect(
      within(rows[1]!).getByText(
        'Dashboard after this session: 29%. For a result like this, the assessment takes 1 point off this metric.',
      ),
    ).toBeTruthy();
    // Where the dashboard shows the same figure (an adjustment past 100 stops at 100), there is nothing to explain.
    expect(within(rows[2]!).queryByText(/^Dashboard after this session/)).toBeNull();
    expect(within(rows[3]!).queryByText(/^Dashboard after this session/)).toBeNull();
  });

  it("names no dashboard value for a preview, which changes no one's metrics", async () => {
    await renderFinish(
      sessionResult('SummaryFeedback', { driverMetricBreakdown: [metric('m1', 'Hazard perception', 93, 5, null)] }),
    );
    expect(within(screen.getByRole('region', { name: 'Safety metrics' })).getByText('93%')).toBeTruthy();
    expect(screen.queryByText(/^Dashboard after this session/)).toBeNull();
  });

  it('does not show the suspicious-answer text of a session that was not marked', async () => {
    await renderFinish(sessionResult('SummaryFeedback', { markedSuspicious: false, suspiciousAnswerText: null }));
    expect(suspiciousText()).toBeNull();
  });

  it('says nothing was scored and Not assessed when the session has no score', async () => {
    await renderFinish(
      sessionResult('SummaryFeedback', {
        score: null,
        riskCategory: 'NotAssessed',
        feedbackText: null,
        questionBreakdown: [],
        driverMetricBreakdown: [],
      }),
    );
    expect(screen.getByText('Nothing in this session was scored.')).toBeTruthy();
    expect(screen.getByText('Not assessed')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Score:/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Question by question' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Safety metrics' })).toBeNull();
  });

  it.each(['NoFeedback', 'NoScore'] as const)(
    'shows a staff results view of a %s assessment in the summary style',
    async (style) => {
      const heading = await renderFinish(sessionResult(style), true);
      expect(heading.textContent).toBe('Results');
      expect(screen.getByRole('img', { name: 'Score: 64%' })).toBeTruthy();
      expect(screen.getByText('Medium risk')).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Question by question' })).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Safety metrics' })).toBeTruthy();
      expect(screen.queryByText('Thank you for taking part. Your answers have been saved.')).toBeNull();
    },
  );

  it('orders the headings from the page heading down', async () => {
    await renderFinish(sessionResult('SummaryFeedback'));
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(2);
    for (let index = 1; index < levels.length; index += 1) {
      expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1);
    }
  });
});
