import { AssessmentType } from '@roadmark/domain/content/assessment-form';
import { browserDataSchema, withBrowserDataFallbacks } from '@roadmark/domain/delivery/browser-data';
import { idSchema } from '@roadmark/domain/ids';
import { applyDriverMetrics, STORED_SOURCES } from '@roadmark/domain/scoring/apply-driver-metrics';
import { scoreSession } from '@roadmark/domain/scoring/score-session';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { userDriverMetrics } from '../safety-metrics/user-driver-metric.table.ts';
import { assessmentSessionMetricScores, assessmentSessions } from './assessment-session.table.ts';
import { currentResponseEvents } from './current-response-events.ts';
import { loadSessionToAnswer, type SessionRow } from './session.policy.ts';
import { adjustmentRulesFor } from './session-adjustment-rules.ts';
import { runSessionFinishedHooks } from './session-finished-hooks.ts';
import { sessionPageCount } from './session-pages.ts';
import { loadPresentation, toScoringPresentation } from './session-presentation.ts';
import { storeQuestionScores } from './store-question-scores.ts';

const finishSessionSchema = z.object({ assessmentSessionId: idSchema, browserData: z.unknown().optional() });

/** The start values of the live metrics a matched rule adjusts, which a person never measured on them starts from. */
async function adjustedMetricStarts(tx: Executor, adjustments: ReadonlyMap<string, number>) {
  const ids = [...adjustments.keys()];
  if (ids.length === 0) return [];
  return tx
    .select({ id: driverMetrics.id, startValue: driverMetrics.startValue })
    .from(driverMetrics)
    .where(and(inArray(driverMetrics.id, ids), eq(driverMetrics.archived, false)));
}

/** Stores the person's new value of every metric this session measured or a matched rule adjusted. */
async function storeDriverMetrics(
  tx: Executor,
  session: SessionRow,
  applied: ReturnType<typeof applyDriverMetrics>,
  now: Date,
) {
  for (const metric of applied.filter((candidate) => STORED_SOURCES.has(candidate.source))) {
    const live = and(
      eq(userDriverMetrics.userId, session.userId),
      eq(userDriverMetrics.driverMetricId, metric.driverMetricId),
      eq(userDriverMetrics.archived, false),
    );
    const updated = await tx
      .update(userDriverMetrics)
      .set({ currentValue: metric.currentValue, updatedAt: now })
      .where(live)
      .returning({ id: userDriverMetrics.id });
    if (updated.length > 0) continue;
    await tx.insert(userDriverMetrics).values({
      id: crypto.randomUUID(),
      subscriptionId: session.subscriptionId,
      userId: session.userId,
      driverMetricId: metric.driverMetricId,
      currentValue: metric.currentValue,
    });
  }
}

/**
 * Finishing (docs/product/sessions.md#finish): once, in one transaction — the end date, browser data, total score and
 * suspicious flag computed here from the answer key (browser data that cannot be read is stored as 'No browser
 * detection'), the person's driver metrics applied with the adjustments, the complete event, and for a study the
 * results post. Finishing a finished session changes nothing and answers it as it is. A preview is scored for its
 * finish page only: no metrics, event or results post.
 */
export async function finishSession({ actor, input, db }: UseCaseCall<unknown>): Promise<SessionRow> {
  const { assessmentSessionId, browserData } = parseInput(finishSessionSchema, input);
  return db.transaction(async (tx) => {
    const loaded = await loadSessionToAnswer(tx, actor, assessmentSessionId, { finished: 'allowed' });
    const { session } = loaded;
    if (session.isFinished) return session;
    const [assessment] = await tx.select().from(assessments).where(eq(assessments.id, session.assessmentId));
    const presented = await loadPresentation(tx, loaded);
    const events = await currentResponseEvents(tx, session.id);
    const result = scoreSession({
      assessment: assessment!,
      presented: toScoringPresentation(presented),
      events,
      adjustmentRules: await adjustmentRulesFor(tx, session.assessmentId, presented),
    });
    const now = new Date();
    const previous = await tx
      .select()
      .from(userDriverMetrics)
      .where(and(eq(userDriverMetrics.userId, session.userId), eq(userDriverMetrics.archived, false)));
    const applied = applyDriverMetrics({
      metrics: await adjustedMetricStarts(tx, result.adjustmentTotals),
      previous,
      sessionScores: result.driverMetricBreakdown,
      adjustments: result.adjustmentTotals,
    });
    // A preview is no one's attempt: the previewer's own safety metrics stay as they were.
    if (!session.isPreview) await storeDriverMetrics(tx, session, applied, now);
    if (result.driverMetricBreakdown.length > 0) {
      await tx.insert(assessmentSessionMetricScores).values(
        result.driverMetricBreakdown.map((metric) => ({
          id: crypto.randomUUID(),
          subscriptionId: session.subscriptionId,
          assessmentSessionId: session.id,
          driverMetricId: metric.driverMetricId,
          score: metric.percent,
        })),
      );
    }
    const [finished] = await tx
      .update(assessmentSessions)
      .set({
        isFinished: true,
        endDate: now,
        totalScore: result.score,
        markedSuspicious: result.markedSuspicious,
        browserDataJson: browserDataSchema.safeParse(browserData).data ?? withBrowserDataFallbacks(),
        currentPosition: sessionPageCount(presented, session) - 1,
        updatedAt: now,
      })
      .where(eq(assessmentSessions.id, session.id))
      .returning();
    if (finished!.isPreview) return finished!;
    await storeQuestionScores(tx, finished!, result.questionBreakdown, events);
    const event =
      assessment!.assessmentType === AssessmentType.TrainingModule ? 'training.complete' : 'assessments.complete';
    await recordEvent(tx, {
      event,
      subscriptionId: session.subscriptionId,
      data: { assessmentId: session.assessmentId, userId: session.userId },
    });
    await runSessionFinishedHooks(tx, { session: finished!, assessment: assessment! });
    return finished!;
  });
}
