import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAssessment } from '../../../test/assignments-harness.ts';
import { buildSubscription } from '../../../test/factories.ts';
import { insertTakenSession } from '../../../test/item-analysis-harness.ts';
import { buildItem, buildQuestion } from '../../../test/sessions-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { itemAnalysisPendingSessions } from '../sessions/assessment-session.table.ts';
import { startKeepingAnalysisSums } from './keep-analysis-sums.ts';
import { itemAnalysisQuestionDays, itemAnalysisWindowBuilds } from './kept-figures.table.ts';

describe('the worker keeping item analysis sums', () => {
  const ctx = useTestApp();

  it('folds the waiting sessions and builds new windows as soon as it starts, and stops cleanly', async () => {
    const subscriptionId = (await buildSubscription(ctx.db)).id;
    const assessmentId = await buildAssessment(ctx.db, 'Worker');
    const video = await buildQuestion(ctx.db, { questionType: 'ResponseTimeVideo', name: 'Clip' }, [
      { startResponseTimeSeconds: 2, endResponseTimeSeconds: 3, score: 100 },
    ]);
    const itemId = await buildItem(ctx.db, assessmentId, 0, [video.id]);
    for (const click of [2.5, 1.5]) {
      await insertTakenSession(ctx.db, {
        subscriptionId,
        assessmentId,
        assessmentItemId: itemId,
        questions: [{ questionId: video.id, percent: click > 2 ? 100 : 0, clickTimes: [click] }],
      });
    }
    const waiting = async () => (await ctx.db.select({ n: count() }).from(itemAnalysisPendingSessions))[0]!.n;
    expect(await waiting()).toBe(2);
    const errors: unknown[] = [];
    const worker = startKeepingAnalysisSums(ctx.db, { error: (details) => errors.push(details) });
    try {
      await expect.poll(waiting, { timeout: 30_000 }).toBe(0);
      await expect
        .poll(async () => (await ctx.db.select({ n: count() }).from(itemAnalysisWindowBuilds))[0]!.n, {
          timeout: 30_000,
        })
        .toBe(1);
    } finally {
      await worker.stop();
    }
    const kept = await ctx.db.select().from(itemAnalysisQuestionDays);
    // Each day's row for the subscription, and the same for every subscription together.
    expect(kept.map((row) => [row.subscriptionId, row.presented])).toEqual(
      expect.arrayContaining([
        [subscriptionId, 2],
        [null, 2],
      ]),
    );
    expect(errors).toEqual([]);
  });
});
