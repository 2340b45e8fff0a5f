import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAssessment, license } from '../../../test/assignments-harness.ts';
import { type BuiltUser, buildSubscription } from '../../../test/factories.ts';
import { gql } from '../../../test/graphql-client.ts';
import { buildItem, buildQuestion, LAUNCH_VIEW, SAVE, startAssignedSession } from '../../../test/sessions-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { questionResponseEvents } from './question-response-event.table.ts';

const CREATE = `mutation ($model: QuestionResponseEventModelInput!) {
  createQuestionResponseEvent(model: $model) { id questionAnswerId discriminationGroup } }`;

interface LaunchResponses {
  assessmentSessionLaunchView: { responseEvents: { id: string; questionAnswerId: string | null }[] };
}

/**
 * A click is matched on the server to the response window it lands in; telling the person which one (or that it hit
 * one at all) would let them probe the answer key with clicks and take back the misses before moving on.
 */
describe('responses to questions answered by clicks', () => {
  const ctx = useTestApp();
  let driver: BuiltUser;
  let sessionId: string;
  let itemId: string;
  let question: { id: string; answerIds: string[] };
  const click = (x: number, y: number) => ({
    id: crypto.randomUUID(),
    assessmentItemId: itemId,
    questionId: question.id,
    clickPositionX: x,
    clickPositionY: y,
  });

  beforeAll(async () => {
    const subscriptionId = (await buildSubscription(ctx.db)).id;
    const assessmentId = await buildAssessment(ctx.db, 'Hazards by clicks');
    question = await buildQuestion(ctx.db, { questionType: 'LocationDiscriminationImage', maximumClicks: 5 }, [
      { windowLeft: 100, windowTop: 100, windowRight: 300, windowBottom: 300, score: 100, discriminationGroup: 2 },
    ]);
    itemId = await buildItem(ctx.db, assessmentId, 1, [question.id]);
    await license(ctx.db, subscriptionId, assessmentId);
    ({ driver, sessionId } = await startAssignedSession(ctx, subscriptionId, assessmentId));
  });

  it('assessmentSessionLaunchView names no answer for a click, hit or miss', async () => {
    const hit = click(200, 200);
    const miss = click(1500, 900);
    await gql(ctx.app, SAVE, {
      variables: { model: { assessmentSessionId: sessionId, added: [hit, miss], currentPosition: 1 } },
      cookie: driver.cookie,
    });
    const [stored] = await ctx.db.select().from(questionResponseEvents).where(eq(questionResponseEvents.id, hit.id));
    expect(stored).toMatchObject({ questionAnswerId: question.answerIds[0], discriminationGroup: 2 });

    const view = await gql<LaunchResponses>(ctx.app, LAUNCH_VIEW, {
      variables: { id: sessionId },
      cookie: driver.cookie,
    });
    const responses = view.data!.assessmentSessionLaunchView.responseEvents;
    expect(
      responses.map(({ id, questionAnswerId }) => ({ id, questionAnswerId })).sort((a, b) => (a.id < b.id ? -1 : 1)),
    ).toEqual([hit.id, miss.id].sort().map((id) => ({ id, questionAnswerId: null })));
  });

  it('createQuestionResponseEvent answers a click without the window it hit', async () => {
    const hit = click(150, 150);
    const created = await gql<{ createQuestionResponseEvent: Record<string, unknown> }>(ctx.app, CREATE, {
      variables: { model: { ...hit, assessmentSessionId: sessionId } },
      cookie: driver.cookie,
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createQuestionResponseEvent).toEqual({
      id: hit.id,
      questionAnswerId: null,
      discriminationGroup: null,
    });
  });
});
