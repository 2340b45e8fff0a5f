import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAssessment, license } from '../../../test/assignments-harness.ts';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { gql } from '../../../test/graphql-client.ts';
import {
  buildItem,
  buildQuestion,
  FINISH,
  INITIALIZE,
  SAVE,
  type SessionResult,
  startAssignedSession,
} from '../../../test/sessions-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { assessmentSessionQuestionScores } from './assessment-session.table.ts';
import { backfillQuestionScores } from './backfill-question-scores.ts';

const HEAT_MAP = `query ($questionId: ID!, $assessmentId: ID) {
  questionAnalysis(questionId: $questionId, assessmentId: $assessmentId) {
    figures { presented answered facility }
    locationClicks { clickCount cellSize cells { column row count } windows { answerId clicksInside shareInside } }
  }
}`;

/** Finishing keeps each scored question's result for item analysis; earlier sessions get theirs at start. */
describe("a finished session's kept question scores", () => {
  const ctx = useTestApp();
  let subscriptionId: string;
  let assessmentId: string;
  let itemId: string;
  let location: { id: string; answerIds: string[] };
  let staff: BuiltUser;
  let finishedId: string;

  const keptRows = (sessionId: string) =>
    ctx.db
      .select({
        questionId: assessmentSessionQuestionScores.questionId,
        parentQuestionId: assessmentSessionQuestionScores.parentQuestionId,
        position: assessmentSessionQuestionScores.position,
        score: assessmentSessionQuestionScores.score,
        maxScore: assessmentSessionQuestionScores.maxScore,
        percent: assessmentSessionQuestionScores.percent,
        answered: assessmentSessionQuestionScores.answered,
      })
      .from(assessmentSessionQuestionScores)
      .where(eq(assessmentSessionQuestionScores.assessmentSessionId, sessionId))
      .orderBy(asc(assessmentSessionQuestionScores.position));

  beforeAll(async () => {
    subscriptionId = (await buildSubscription(ctx.db)).id;
    assessmentId = await buildAssessment(ctx.db, 'Hazards by clicks');
    location = await buildQuestion(ctx.db, { questionType: 'LocationResponseImage', maximumClicks: 5 }, [
      { windowLeft: 100, windowTop: 100, windowRight: 300, windowBottom: 300, score: 100 },
    ]);
    const unanswered = await buildQuestion(ctx.db, { questionType: 'MultipleChoiceImage' }, [{ score: 100 }, {}]);
    itemId = await buildItem(ctx.db, assessmentId, 1, [location.id]);
    await buildItem(ctx.db, assessmentId, 2, [unanswered.id]);
    await license(ctx.db, subscriptionId, assessmentId);
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });

    const { driver, sessionId } = await startAssignedSession(ctx, subscriptionId, assessmentId);
    const click = (x: number, y: number) => ({
      id: crypto.randomUUID(),
      assessmentItemId: itemId,
      questionId: location.id,
      clickPositionX: x,
      clickPositionY: y,
    });
    const saved = await gql(ctx.app, SAVE, {
      variables: { model: { assessmentSessionId: sessionId, added: [click(200, 200), click(1500, 900)] } },
      cookie: driver.cookie,
    });
    expect(saved.errors).toBeUndefined();
    const finished = await gql(ctx.app, FINISH, {
      variables: { model: { assessmentSessionId: sessionId } },
      cookie: driver.cookie,
    });
    expect(finished.errors).toBeUndefined();
    finishedId = sessionId;
  });

  it('keeps each scored question as the finish scored it, answered or not', async () => {
    const rows = await keptRows(finishedId);
    expect(rows).toEqual([
      expect.objectContaining({ questionId: location.id, parentQuestionId: null, position: 0, answered: true }),
      expect.objectContaining({ position: 1, score: 0, maxScore: 100, percent: 0, answered: false }),
    ]);
  });

  it('shows where the clicks fell on a location image, against its window', async () => {
    const response = await gql<{ questionAnalysis: Record<string, unknown> }>(ctx.app, HEAT_MAP, {
      variables: { questionId: location.id, assessmentId },
      cookie: staff.cookie,
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.questionAnalysis).toEqual({
      figures: expect.objectContaining({ presented: 1, answered: 1 }),
      locationClicks: {
        clickCount: 2,
        cellSize: 40,
        cells: [
          { column: 5, row: 5, count: 1 },
          { column: 37, row: 22, count: 1 },
        ],
        windows: [{ answerId: location.answerIds[0], clicksInside: 1, shareInside: 0.5 }],
      },
    });
  });

  it('keeps nothing for a preview', async () => {
    const previewer = await buildUser(ctx.db, { subscriptionId, roleGroup: RoleGroupName.OverviewManager });
    const started = await gql<{ initializeAssessmentSession: SessionResult }>(ctx.app, INITIALIZE, {
      variables: { assessmentId, preview: true },
      cookie: previewer.cookie,
    });
    expect(started.errors).toBeUndefined();
    const previewId = started.data!.initializeAssessmentSession.id;
    const finished = await gql(ctx.app, FINISH, {
      variables: { model: { assessmentSessionId: previewId } },
      cookie: previewer.cookie,
    });
    expect(finished.errors).toBeUndefined();
    expect(await keptRows(previewId)).toEqual([]);
  });

  it('scores sessions finished before the scores were kept again, once, at start', async () => {
    const kept = await keptRows(finishedId);
    await ctx.db
      .delete(assessmentSessionQuestionScores)
      .where(eq(assessmentSessionQuestionScores.assessmentSessionId, finishedId));
    expect(await backfillQuestionScores(ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await keptRows(finishedId)).toEqual(kept);
    // Caught up: a second run finds nothing left to score.
    expect(await backfillQuestionScores(ctx.db)).toBe(0);
  });
});
