import type { FeedbackStyle } from '@roadmark/domain/content/assessment-form';
import { countsTowardScore, type QuestionType } from '@roadmark/domain/content/question-types';
import { applyDriverMetrics } from '@roadmark/domain/scoring/apply-driver-metrics';
import { selectAssessmentFeedback } from '@roadmark/domain/scoring/feedback-selection';
import { scoreSession } from '@roadmark/domain/scoring/score-session';
import { sessionRiskCategory } from '@roadmark/domain/scoring/session-risk';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { assessmentFeedbacks, assessments } from '../assessments/assessment.table.ts';
import { optionalBlobUrl as urlOf } from '../files/blob-url.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { currentResponseEvents } from './current-response-events.ts';
import { loadSessionInContext } from './session.policy.ts';
import { adjustmentRulesFor } from './session-adjustment-rules.ts';
import { loadPresentation, toScoringPresentation } from './session-presentation.ts';
import { questionResult, type SessionResult } from './session-result.ts';

/**
 * The finish page of a finished session, recomputed from its stored responses; the total is the one stored when it
 * finished. Before it finishes there is no result to show (the score would reveal the answer key).
 */
export async function getSessionResult({
  actor,
  input: { sessionId },
  db,
}: UseCaseCall<{ sessionId: string }>): Promise<SessionResult> {
  const loaded = await loadSessionInContext(db, actor, sessionId);
  const { session } = loaded;
  if (!session.isFinished) throw new AppError('CONFLICT', 'errors.sessionNotFinished');
  const [[assessment], presented, events, feedbacks] = await Promise.all([
    db.select().from(assessments).where(eq(assessments.id, session.assessmentId)),
    loadPresentation(db, loaded),
    currentResponseEvents(db, session.id),
    db
      .select()
      .from(assessmentFeedbacks)
      .where(and(eq(assessmentFeedbacks.assessmentId, session.assessmentId), eq(assessmentFeedbacks.archived, false))),
  ]);
  const result = scoreSession({
    assessment: assessment!,
    presented: toScoringPresentation(presented),
    events,
    adjustmentRules: await adjustmentRulesFor(db, session.assessmentId, presented),
  });
  // The values finishing stored as the person's metrics, worked out the same way (by the rules as they are now).
  const applied = applyDriverMetrics({
    metrics: [],
    previous: [],
    sessionScores: result.driverMetricBreakdown,
    adjustments: result.adjustmentTotals,
  });
  const scoredPresented = presented.filter(({ entry }) =>
    countsTowardScore(entry.question.questionType as QuestionType),
  );
  const metricIds = result.driverMetricBreakdown.map((metric) => metric.driverMetricId);
  const names = metricIds.length
    ? await db.select().from(driverMetrics).where(inArray(driverMetrics.id, metricIds))
    : [];
  const overall = selectAssessmentFeedback(feedbacks, session.totalScore);
  return {
    session,
    assessmentName: assessment!.name,
    feedbackStyle: assessment!.feedbackStyle as FeedbackStyle,
    score: session.totalScore,
    minScore: result.minScore,
    maxScore: result.maxScore,
    riskCategory: sessionRiskCategory(session.totalScore, assessment!),
    markedSuspicious: session.markedSuspicious,
    suspiciousAnswerText: session.markedSuspicious ? assessment!.suspiciousAnswerText : null,
    feedbackText: overall?.text ?? null,
    feedbackImageUrl: urlOf(overall?.feedback.imageBlobReferenceId),
    feedbackVideoUrl: urlOf(overall?.feedback.videoBlobReferenceId),
    questionBreakdown: scoredPresented.map((entry, index) => questionResult(entry, result.questionBreakdown[index]!)),
    driverMetricBreakdown: result.driverMetricBreakdown.map((metric) => ({
      driverMetricId: metric.driverMetricId,
      name: names.find((row) => row.id === metric.driverMetricId)?.name ?? '',
      score: metric.percent,
      adjustment: result.adjustmentTotals.get(metric.driverMetricId) ?? 0,
      dashboardValue: session.isPreview
        ? null
        : (applied.find((value) => value.driverMetricId === metric.driverMetricId)?.currentValue ?? null),
    })),
  };
}
