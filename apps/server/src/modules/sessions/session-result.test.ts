import { beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../../test/graphql-client.ts';
import { useSessionWorld } from '../../../test/sessions-harness.ts';

const OWN_METRICS = '{ meDashboardViewModel { metrics { driverMetricId value } } }';

describe('the results of a session', () => {
  const { ctx, world, result, questionFeedback, startedSession, finishedSession } = useSessionWorld();
  let taken: Awaited<ReturnType<typeof finishedSession>>;
  beforeAll(async () => {
    taken = await finishedSession();
  });

  describe('assessmentSessionResult', () => {
    it("shows the total, its risk and feedback, each question's score and feedback, and each metric", async () => {
      const shown = await result(taken.driver.cookie, taken.sessionId);
      expect(shown.errors).toBeUndefined();
      // Each metric with the session's own score (before adjustment), the adjustment its rules made and the value
      // the person's dashboard took from it.
      expect(shown.data!.assessmentSessionResult).toEqual({
        score: 67,
        riskCategory: 'Medium',
        markedSuspicious: false,
        feedbackText: 'Total 67 of 100: keep practising.',
        questionBreakdown: [
          {
            questionId: world.questions.choice.id,
            score: 0,
            maxScore: 100,
            percent: 0,
            feedbackText: 'You scored 0 of 100.',
          },
          { questionId: world.questions.reaction.id, score: 100, maxScore: 100, percent: 100, feedbackText: null },
          { questionId: world.questions.location.id, score: 100, maxScore: 100, percent: 100, feedbackText: null },
        ],
        driverMetricBreakdown: [
          {
            driverMetricId: world.metrics.hazardAnticipation,
            name: 'Hazard anticipation',
            score: 50,
            adjustment: 7,
            dashboardValue: 57,
          },
          {
            driverMetricId: world.metrics.observation,
            name: 'Observation',
            score: 100,
            adjustment: 0,
            dashboardValue: 100,
          },
        ],
      });
    });

    it("names for each metric the figure the driver's dashboard shows after their only session", async () => {
      const shown = await result(taken.driver.cookie, taken.sessionId);
      const own = await gql<{ meDashboardViewModel: { metrics: { driverMetricId: string; value: number }[] } }>(
        ctx.app,
        OWN_METRICS,
        { cookie: taken.driver.cookie },
      );
      expect(own.errors).toBeUndefined();
      const dashboardValues = new Map(own.data!.meDashboardViewModel.metrics.map((m) => [m.driverMetricId, m.value]));
      for (const metric of shown.data!.assessmentSessionResult.driverMetricBreakdown) {
        expect(dashboardValues.get(metric.driverMetricId)).toBe(metric.dashboardValue);
      }
    });

    it('is refused until the session is finished', async () => {
      const { driver, sessionId } = await startedSession();
      const early = await result(driver.cookie, sessionId);
      expect(early.errors![0]!.message).toBe('The results show once the session is finished.');
    });
  });

  describe('assessmentSessionQuestionFeedback', () => {
    it('shows a manager of the organisation the feedback on an answered question', async () => {
      const feedback = await questionFeedback(world.overviewManager.cookie, taken.sessionId);
      expect(feedback.data!.assessmentSessionQuestionFeedback.feedbackText).toBe('You scored 0 of 100.');
    });

    it('is refused until the question is answered', async () => {
      const { driver, sessionId } = await startedSession();
      const peek = await questionFeedback(driver.cookie, sessionId);
      expect(peek.errors![0]!.message).toBe('The feedback on this question shows after it has been answered.');
    });
  });
});
