import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAssignmentWorld } from '../../../test/assignments-harness.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import {
  buildItem,
  buildMetric,
  buildQuestion,
  FINISH,
  INITIALIZE,
  LAUNCH_VIEW,
  SAVE,
  type SessionResult,
} from '../../../test/sessions-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { PRODUCT_EVENT_KIND } from '../../platform/events/record-event.ts';
import { outboxMessages } from '../../platform/outbox/outbox.table.ts';
import { monthlyCompletions, personAssessmentStandings } from '../dashboards/standings/person-standing.table.ts';
import { responseEventBatches } from '../exports/response-event-rows.ts';
import { questionTypeLock } from '../questions/question-type-lock.ts';
import { userDriverMetrics } from '../safety-metrics/user-driver-metric.table.ts';

type World = Awaited<ReturnType<typeof buildAssignmentWorld>>;

describe('a Preview', () => {
  const ctx = useTestApp();
  let world: World;
  let question: { id: string; answerIds: string[] };
  let itemId: string;

  const start = (cookie: string, variables: Record<string, unknown>) =>
    gql<{ initializeAssessmentSession: SessionResult }>(ctx.app, INITIALIZE, { variables, cookie });
  const previewAndFinish = async (cookie: string): Promise<SessionResult> => {
    const started = await start(cookie, { assessmentId: world.night, preview: true });
    expect(started.errors).toBeUndefined();
    const session = started.data!.initializeAssessmentSession;
    expect(session.isPreview).toBe(true);
    const saved = await gql(ctx.app, SAVE, {
      cookie,
      variables: {
        model: {
          assessmentSessionId: session.id,
          added: [
            {
              id: crypto.randomUUID(),
              assessmentItemId: itemId,
              questionId: question.id,
              questionAnswerId: question.answerIds[0],
            },
          ],
        },
      },
    });
    expect(saved.errors).toBeUndefined();
    const finished = await gql<{ finishAssessmentSession: SessionResult }>(ctx.app, FINISH, {
      cookie,
      variables: { model: { assessmentSessionId: session.id } },
    });
    expect(finished.errors).toBeUndefined();
    return finished.data!.finishAssessmentSession;
  };

  beforeAll(async () => {
    world = await buildAssignmentWorld(ctx.db);
    const metric = await buildMetric(ctx.db, 'Night & <glare> "vision"', 50);
    question = await buildQuestion(ctx.db, { questionType: 'MultipleChoiceImage', driverMetricId: metric }, [
      { answerText: 'Dip the lights', score: 100, isCorrect: true },
      { answerText: 'Full beam', score: 0 },
    ]);
    itemId = await buildItem(ctx.db, world.night, 1, [question.id]);
  });

  it('is repeatable and counts for nothing: no attempt, completion, standing, metric, export or webhook', async () => {
    // The licence allows no retake, yet the manager previews it twice, each scored for its own finish page.
    const first = await previewAndFinish(world.driverManager.cookie);
    const second = await previewAndFinish(world.driverManager.cookie);
    expect(second.id).not.toBe(first.id);
    expect([first.totalScore, second.totalScore]).toEqual([100, 100]);
    // Its finish page names no dashboard value: a preview changes no one's metrics.
    const result = await gql<{ assessmentSessionResult: { driverMetricBreakdown: unknown[] } }>(
      ctx.app,
      'query ($id: ID!) { assessmentSessionResult(id: $id) { driverMetricBreakdown { score dashboardValue } } }',
      { variables: { id: first.id }, cookie: world.driverManager.cookie },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.assessmentSessionResult.driverMetricBreakdown).toEqual([{ score: 100, dashboardValue: null }]);

    const events = await ctx.db
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, PRODUCT_EVENT_KIND), eq(outboxMessages.subscriptionId, world.customerId)));
    expect(events.map((row) => (row.payload as { event: string }).event)).toEqual([]);
    const standings = await ctx.db
      .select()
      .from(personAssessmentStandings)
      .where(eq(personAssessmentStandings.userId, world.driverManager.id));
    expect(standings).toEqual([]);
    const completions = await ctx.db
      .select()
      .from(monthlyCompletions)
      .where(inArray(monthlyCompletions.assessmentId, [world.night]));
    expect(completions).toEqual([]);
    expect(
      await ctx.db.select().from(userDriverMetrics).where(eq(userDriverMetrics.userId, world.driverManager.id)),
    ).toEqual([]);
    const exported = [];
    for await (const batch of responseEventBatches(ctx.db, sql`s.user_id = ${world.driverManager.id}::uuid`)) {
      exported.push(...batch);
    }
    expect(exported).toEqual([]);
    // Nor do its answers lock the question's type as answered: it is only in use.
    expect(await questionTypeLock(ctx.db, question.id)).toBe('UsedInAssessment');

    // The manager's one real attempt is still theirs to take.
    const real = await start(world.driverManager.cookie, { assessmentId: world.night });
    expect(real.errors).toBeUndefined();
    expect(real.data!.initializeAssessmentSession.isPreview).toBe(false);
    expect([first.id, second.id]).not.toContain(real.data!.initializeAssessmentSession.id);
  });

  it('resumes an unfinished preview and never a real attempt', async () => {
    const real = await start(world.managerPerson.cookie, { assessmentId: world.night });
    const preview = await start(world.managerPerson.cookie, { assessmentId: world.night, preview: true });
    const again = await start(world.managerPerson.cookie, { assessmentId: world.night, preview: true });
    expect(preview.data!.initializeAssessmentSession.id).not.toBe(real.data!.initializeAssessmentSession.id);
    expect(again.data!.initializeAssessmentSession.id).toBe(preview.data!.initializeAssessmentSession.id);
    const resumed = await start(world.managerPerson.cookie, { assessmentId: world.night });
    expect(resumed.data!.initializeAssessmentSession.id).toBe(real.data!.initializeAssessmentSession.id);
  });

  it('is for managers and staff, for themselves, of what their subscription licenses; nobody else sees it', async () => {
    expect(errorCode(await start(world.loneDriver.cookie, { assessmentId: world.night, preview: true }))).toBe(
      'FORBIDDEN',
    );
    expect(
      errorCode(
        await start(world.driverManager.cookie, {
          assessmentId: world.night,
          preview: true,
          userId: world.loneDriver.id,
        }),
      ),
    ).toBe('FORBIDDEN');
    const unlicensed = await start(world.driverManager.cookie, { assessmentId: world.unlicensed, preview: true });
    expect(unlicensed.errors![0]!.message).toBe('This assessment is not available to your organisation.');

    const own = await start(world.driverManager.cookie, { assessmentId: world.night, preview: true });
    const id = own.data!.initializeAssessmentSession.id;
    for (const other of [world.overviewManager, world.staff, world.rivalManager]) {
      expect(errorCode(await gql(ctx.app, LAUNCH_VIEW, { variables: { id }, cookie: other.cookie }))).toBe('NOT_FOUND');
    }
  });
});
