import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAssessment, license } from '../../../../test/assignments-harness.ts';
import { buildSubscription } from '../../../../test/factories.ts';
import { gql } from '../../../../test/graphql-client.ts';
import {
  buildItem,
  buildQuestion,
  FINISH,
  SAVE,
  type SessionResult,
  startAssignedSession,
} from '../../../../test/sessions-harness.ts';
import { useTestApp } from '../../../../test/test-app.ts';
import { assessmentSessions } from '../../sessions/assessment-session.table.ts';
import { personAssessmentStandings } from './person-standing.table.ts';

/**
 * A standing shows finished sessions' scores only, so the running total a save changes on nearly every page must
 * not make the database recompute the person's standing: that would be done for every save of every driver.
 */
describe('standings while a driver answers', () => {
  const ctx = useTestApp();

  it('stay untouched by saves that change the running total, and take the score when the session finishes', async () => {
    const subscriptionId = (await buildSubscription(ctx.db)).id;
    const assessmentId = await buildAssessment(ctx.db, 'Standings & saves');
    const question = await buildQuestion(ctx.db, { questionType: 'MultipleChoiceImage' }, [
      { answerText: 'Brake', score: 100, isCorrect: true },
      { answerText: 'Speed up', score: 0, isCorrect: false },
    ]);
    const itemId = await buildItem(ctx.db, assessmentId, 1, [question.id]);
    await license(ctx.db, subscriptionId, assessmentId);
    const { driver, sessionId } = await startAssignedSession(ctx, subscriptionId, assessmentId);
    const standing = async () => {
      const [row] = await ctx.db
        .select({
          rowVersion: sql<string>`${personAssessmentStandings}.xmin::text`,
          latestFinishedScore: personAssessmentStandings.latestFinishedScore,
          latestIsFinished: personAssessmentStandings.latestIsFinished,
        })
        .from(personAssessmentStandings)
        .where(
          and(
            eq(personAssessmentStandings.userId, driver.id),
            eq(personAssessmentStandings.assessmentId, assessmentId),
          ),
        );
      return row!;
    };
    const save = (answerId: string) =>
      gql<{ saveAssessmentSessionResponses: SessionResult }>(ctx.app, SAVE, {
        variables: {
          model: {
            assessmentSessionId: sessionId,
            added: [
              {
                id: crypto.randomUUID(),
                assessmentItemId: itemId,
                questionId: question.id,
                questionAnswerId: answerId,
              },
            ],
            currentPosition: 1,
          },
        },
        cookie: driver.cookie,
      });

    const started = await standing();
    expect(started).toMatchObject({ latestIsFinished: false, latestFinishedScore: null });
    const wrong = await save(question.answerIds[1]!);
    const right = await save(question.answerIds[0]!);
    expect([wrong.errors, right.errors]).toEqual([undefined, undefined]);
    // The session's running total (kept for the finish, never shown before it) went from 0 to 100.
    const [session] = await ctx.db.select().from(assessmentSessions).where(eq(assessmentSessions.id, sessionId));
    expect(session!.totalScore).toBe(100);
    expect((await standing()).rowVersion).toBe(started.rowVersion);

    const finished = await gql(ctx.app, FINISH, {
      variables: { model: { assessmentSessionId: sessionId } },
      cookie: driver.cookie,
    });
    expect(finished.errors).toBeUndefined();
    expect(await standing()).toMatchObject({ latestIsFinished: true, latestFinishedScore: 100 });
  });
});
