import type { FeedbackStyle } from '@roadmark/domain/content/assessment-form';
import { countsTowardScore, type QuestionType } from '@roadmark/domain/content/question-types';
import type { RiskCategory } from '@roadmark/domain/risk';
import { applyDriverMetrics } from '@roadmark/domain/scoring/apply-driver-metrics';
import { selectAssessmentFeedback, selectQuestionFeedback } from '@roadmark/domain/scoring/feedback-selection';
import { questionScore } from '@roadmark/domain/scoring/question-score';
import { scoreSession } from '@roadmark/domain/scoring/score-session';
import { sessionRiskCategory } from '@roadmark/domain/scoring/session-risk';
import { eventsOfPresentation } from '@roadmark/domain/scoring/session-total';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError, notFound } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { assessmentFeedbacks, assessments } from '../assessments/assessment.table.ts';
import { optionalBlobUrl as urlOf } from '../files/blob-url.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { currentResponseEvents } from './current-response-events.ts';
import { loadSessionInContext, type SessionRow } from './session.policy.ts';
import { adjustmentRulesFor } from './session-adjustment-rules.ts';
import { toScoringQuestion } from './session-content.ts';
import { feedbackPageReached } from './session-pages.ts';
import { loadPresentation, type SessionPresented, toScoringPresentation } from './session-presentation.ts';

interface FeedbackMedia {
  feedbackText: string | null;
  feedbackImageUrl: string | null;
  feedbackVideoUrl: string | null;
}

export interface QuestionResult extends FeedbackMedia {
  assessmentItemId: string;
  questionId: string;
  name: string;
  questionType: string;
  score: number;
  maxScore: number;
  percent: number | null;
}

/** Spec 3 §3 score result: what the finish page shows. */
export interface SessionResult extends FeedbackMedia {
  session: SessionRow;
  assessmentName: string;
  feedbackStyle: FeedbackStyle;
  score: number | null;
  minScore: number;
  maxScore: number;
  riskCategory: RiskCategory;
  markedSuspicious: boolean;
  suspiciousAnswerText: string | null;
  questionBreakdown: QuestionResult[];
  driverMetricBreakdown: DriverMetricResult[];
}

/**
 * One safety metric of a session. The score is the session's own, before adjustments; the person's dashboard shows
 * the value the session gave the metric, which the assessment's adjustment rules may have moved away from it.
 */
export interface DriverMetricResult {
  driverMetricId: string;
  name: string;
  /** Percent over the session's questions of this metric. */
  score: number;
  /** What the adjustment rules this result matches add to the metric (negative: take off); 0 when none match. */
  adjustment: number;
  /** The score plus the adjustment, clamped to 0..100, as finishing stores it; null for a preview, which stores none. */
  dashboardValue: number | null;
}

function questionResult(
  presented: SessionPresented,
  scored: { score: number; maxScore: number; percent: number | null },
): QuestionResult {
  const selected = selectQuestionFeedback(presented.entry.feedbacks, scored);
  return {
    assessmentItemId: presented.assessmentItemId,
    questionId: presented.entry.question.id,
    name: presented.entry.question.name,
    questionType: presented.entry.question.questionType,
    score: scored.score,
    maxScore: scored.maxScore,
    percent: scored.percent,
    feedbackText: selected?.text ?? null,
    feedbackImageUrl: urlOf(selected?.feedback.imageBlobReferenceId),
    feedbackVideoUrl: urlOf(selected?.feedback.videoBlobReferenceId),
  };
}

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

/**
 * The feedback page after a question (EachQuestionFeedback): its score and feedback, once the person has moved on
 * from the question page, so the feedback cannot be read before answering.
 */
export async function getQuestionFeedback({
  actor,
  input,
  db,
}: UseCaseCall<{
  assessmentSessionId: string;
  assessmentItemId: string;
  questionId: string;
}>): Promise<QuestionResult> {
  const loaded = await loadSessionInContext(db, actor, input.assessmentSessionId);
  const { session } = loaded;
  const presented = await loadPresentation(db, loaded);
  const index = presented.findIndex(
    (entry) => entry.assessmentItemId === input.assessmentItemId && entry.entry.question.id === input.questionId,
  );
  const target = presented[index];
  if (!target || !countsTowardScore(target.entry.question.questionType as QuestionType)) throw notFound();
  if (!session.isFinished && !feedbackPageReached(presented, session, index)) {
    throw new AppError('CONFLICT', 'errors.sessionFeedbackNotYet');
  }
  const events = await currentResponseEvents(db, session.id);
  const scored = questionScore(
    toScoringQuestion(target.entry),
    eventsOfPresentation(
      { assessmentItemId: target.assessmentItemId, question: toScoringQuestion(target.entry) },
      events,
    ),
  );
  return questionResult(target, scored);
}
