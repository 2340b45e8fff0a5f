import { QuestionType } from '../content/question-types.ts';
import type { RiskCategory } from '../risk.ts';
import {
  type AdjustmentRule,
  adjustmentTotals,
  type MatchedAdjustment,
  matchingAdjustments,
} from './driver-metric-adjustments.ts';
import { type DriverMetricScore, sessionDriverMetricScores } from './driver-metric-scores.ts';
import type { QuestionScore } from './question-score.ts';
import { type QuestionnaireScore, questionnaireGroupScore } from './questionnaire-score.ts';
import type { ResponseEvent } from './response-event.ts';
import { MAX_SCORE, MIN_SCORE } from './score-math.ts';
import { sessionRiskCategory } from './session-risk.ts';
import { eventsOfPresentation, type PresentedQuestion, sessionTotal } from './session-total.ts';
import { isSuspiciousSession, suspicionSum } from './suspicion.ts';

/** The score result (score, risk, breakdowns) plus what finishing a session stores. */
export interface SessionScoreResult {
  /** The session total (AssessmentSession.totalScore); null when nothing was scored. */
  score: number | null;
  minScore: number;
  maxScore: number;
  riskCategory: RiskCategory;
  questionBreakdown: QuestionScore[];
  questionnaireScores: QuestionnaireScore[];
  /** The session's own percent per metric, before adjustments. */
  driverMetricBreakdown: DriverMetricScore[];
  adjustments: MatchedAdjustment[];
  /** Σ adjustmentValue per driver metric, for applyDriverMetrics. */
  adjustmentTotals: Map<string, number>;
  suspicionSum: number;
  markedSuspicious: boolean;
}

export interface SessionToScore {
  assessment: {
    id: string;
    highRiskBelow?: number | null;
    mediumRiskBelow?: number | null;
    maxSuspiciousAnswers?: number | null;
  };
  /** Every page of the session's order, of any type; only the Question category is scored. */
  presented: readonly PresentedQuestion[];
  events: readonly ResponseEvent[];
  /** The assessment's rules and the presented questions' rules (others are ignored). */
  adjustmentRules: readonly AdjustmentRule[];
}

/** Scores a whole session from its order, events and rules: everything the finish page and the finish call need. */
export function scoreSession(session: SessionToScore): SessionScoreResult {
  const total = sessionTotal(session.presented, session.events);
  const adjustments = matchingAdjustments(session.adjustmentRules, {
    assessmentId: session.assessment.id,
    totalScore: total.totalScore,
    questions: total.questions,
  });
  const suspicion = suspicionSum(
    session.presented.map((entry) => entry.question),
    session.events,
  );
  return {
    score: total.totalScore,
    minScore: MIN_SCORE,
    maxScore: MAX_SCORE,
    riskCategory: sessionRiskCategory(total.totalScore, session.assessment),
    questionBreakdown: total.questions,
    questionnaireScores: session.presented
      .filter((entry) => entry.question.questionType === QuestionType.Questionnaire)
      .map((entry) => questionnaireGroupScore(entry.question, eventsOfPresentation(entry, session.events))),
    driverMetricBreakdown: sessionDriverMetricScores(total.questions),
    adjustments,
    adjustmentTotals: adjustmentTotals(adjustments),
    suspicionSum: suspicion,
    markedSuspicious: isSuspiciousSession(suspicion, session.assessment.maxSuspiciousAnswers),
  };
}
