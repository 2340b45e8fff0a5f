import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAssignmentWorld } from '../../../test/assignments-harness.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { buildItem, buildMetric, buildQuestion, type SessionResult } from '../../../test/sessions-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { questionResponseEvents } from './question-response-event.table.ts';

const EVENT_FIELDS = 'id questionId questionAnswerId assessmentSessionId archived cancelEventDate textInput';
const CREATE_SESSION = `mutation ($model: AssessmentSessionInput!) { createAssessmentSession(model: $model) { id currentPosition } }`;
const UPDATE_SESSION = `mutation ($model: AssessmentSessionInput!) { updateAssessmentSession(model: $model) { id currentPosition } }`;
const CREATE = `mutation ($model: QuestionResponseEventModelInput!) { createQuestionResponseEvent(model: $model) { ${EVENT_FIELDS} } }`;
const UPDATE = `mutation ($model: QuestionResponseEventModelInput!) { updateQuestionResponseEvent(model: $model) { ${EVENT_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteQuestionResponseEvent(id: $id) { ${EVENT_FIELDS} } }`;
const APPLY = `mutation ($model: ApplyDriverMetricsForAssessmentSessionInput!) {
  applyDriverMetricsForAssessmentSession(model: $model) { driverMetricId currentValue } }`;
const FINISH = `mutation ($model: FinishAssessmentSessionInput!) { finishAssessmentSession(model: $model) { id } }`;

interface EventResult {
  id: string;
  questionAnswerId: string | null;
  archived: boolean;
  cancelEventDate: string | null;
}

describe('the API calls for sessions and response events', () => {
  const ctx = useTestApp();
  let world: Awaited<ReturnType<typeof buildAssignmentWorld>>;
  let choice: { id: string; answerIds: string[] };
  let itemId: string;
  let metricId: string;

  beforeAll(async () => {
    world = await buildAssignmentWorld(ctx.db);
    metricId = await buildMetric(ctx.db, 'Anticipation', 50);
    choice = await buildQuestion(ctx.db, { questionType: 'MultipleChoiceImage', driverMetricId: metricId }, [
      { answerText: 'Brake', score: 100 },
      { answerText: 'Speed up', score: 0 },
    ]);
    itemId = await buildItem(ctx.db, world.hazard, 1, [choice.id]);
  });

  it('creates, replaces and deletes responses on the same path as a page save, and answers the applied metrics', async () => {
    const manager = world.driverManager;
    const call = <T>(query: string, variables: Record<string, unknown>) =>
      gql<T>(ctx.app, query, { variables, cookie: manager.cookie });
    const session = (
      await call<{ createAssessmentSession: SessionResult }>(CREATE_SESSION, { model: { assessmentId: world.hazard } })
    ).data!.createAssessmentSession;
    const id = crypto.randomUUID();
    const model = { id, assessmentSessionId: session.id, questionId: choice.id, assessmentItemId: itemId };
    const created = await call<{ createQuestionResponseEvent: EventResult }>(CREATE, {
      model: { ...model, questionAnswerId: choice.answerIds[1] },
    });
    expect(created.data!.createQuestionResponseEvent).toMatchObject({ id, archived: false, cancelEventDate: null });

    const replaced = await call<{ updateQuestionResponseEvent: EventResult }>(UPDATE, {
      model: { id, questionAnswerId: choice.answerIds[0] },
    });
    const replacement = replaced.data!.updateQuestionResponseEvent;
    expect(replacement).toMatchObject({ questionAnswerId: choice.answerIds[0], archived: false });
    expect(replacement.id).not.toBe(id);
    const [earlier] = await ctx.db.select().from(questionResponseEvents).where(eq(questionResponseEvents.id, id));
    expect(earlier).toMatchObject({ archived: true, score: 0 });
    expect(earlier!.cancelEventDate).toBeInstanceOf(Date);

    const moved = await call<{ updateAssessmentSession: SessionResult }>(UPDATE_SESSION, {
      model: { id: session.id, currentPosition: 1 },
    });
    expect(moved.data!.updateAssessmentSession.currentPosition).toBe(1);

    expect(errorCode(await call(APPLY, { model: { assessmentSessionId: session.id } }))).toBe('CONFLICT');
    await call(FINISH, { model: { assessmentSessionId: session.id } });
    const applied = await call<{ applyDriverMetricsForAssessmentSession: unknown[] }>(APPLY, {
      model: { assessmentSessionId: session.id, driverMetricScores: [{ driverMetricId: metricId, score: 3 }] },
    });
    expect(applied.data!.applyDriverMetricsForAssessmentSession).toEqual([
      { driverMetricId: metricId, currentValue: 100 },
    ]);

    // After finishing, nothing changes any more; another tenant does not see the response at all.
    expect(errorCode(await call(DELETE, { id: replacement.id }))).toBe('CONFLICT');
    const outsider = await gql(ctx.app, DELETE, {
      variables: { id: replacement.id },
      cookie: world.rivalManager.cookie,
    });
    expect(errorCode(outsider)).toBe('NOT_FOUND');
  });

  it('deletes a response by archiving it with a cancel date', async () => {
    const session = (
      await gql<{ createAssessmentSession: SessionResult }>(ctx.app, CREATE_SESSION, {
        variables: { model: { assessmentId: world.hazard } },
        cookie: world.overviewManager.cookie,
      })
    ).data!.createAssessmentSession;
    const id = crypto.randomUUID();
    await gql(ctx.app, CREATE, {
      variables: {
        model: {
          id,
          assessmentSessionId: session.id,
          questionId: choice.id,
          assessmentItemId: itemId,
          questionAnswerId: choice.answerIds[0],
        },
      },
      cookie: world.overviewManager.cookie,
    });
    const deleted = await gql<{ deleteQuestionResponseEvent: EventResult }>(ctx.app, DELETE, {
      variables: { id },
      cookie: world.overviewManager.cookie,
    });
    expect(deleted.data!.deleteQuestionResponseEvent.archived).toBe(true);
    expect(deleted.data!.deleteQuestionResponseEvent.cancelEventDate).not.toBeNull();
  });
});
