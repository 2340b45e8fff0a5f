import { ASSESSMENT_DEFAULTS, type AssessmentType, type FeedbackStyle } from '@roadmark/domain/content/assessment-form';
import type { AssessmentEditorQuery } from '../../../gql/graphql';
import type { AdjustmentRule, RecommendationRule } from '../../content-editor/driver-metric-rule';
import type { AssessmentFeedbackRange } from '../../content-editor/feedback-range';
import { blobValue } from '../../questions/components/blob-value';

/** A question in an item's pool, with what the item card shows of it. */
export interface PoolEntryValue {
  /** The AssessmentItemQuestion's id. */
  id: string;
  question: {
    id: string;
    name: string;
    questionType: string;
    driverMetricId?: string | null;
    driverMetricName?: string | null;
    /** The metrics scoring counts for the question: its own, or a sequence's children's when it has none. */
    scoredDriverMetricNames: string[];
  };
}

export interface DisplayRuleValue {
  id: string;
  driverMetricId: string | null;
  quantity: number | null;
}

export interface ItemValue {
  id: string;
  displayOrder: number;
  numberOfQuestionsToPresent: number;
  counterbalanceGroup: string;
  pool: PoolEntryValue[];
  displayRules: DisplayRuleValue[];
}

/** The assessment editor's whole state: the assessment, its items with pools and rules, and the rest. */
export interface AssessmentEditorValues {
  id: string;
  /** The stored version this edit started from (null for a new record): sent back so a newer save is not overwritten. */
  editVersion: number | null;
  name: string;
  assessmentType: AssessmentType;
  feedbackStyle: FeedbackStyle;
  isSmartIndividuality: boolean;
  text: string;
  tileText: string;
  imageBlobReferenceId: string | null;
  maxSuspiciousAnswers: number;
  suspiciousAnswerText: string;
  highRiskBelow: number;
  mediumRiskBelow: number;
  items: ItemValue[];
  feedbacks: AssessmentFeedbackRange[];
  recommendations: RecommendationRule[];
  adjustments: AdjustmentRule[];
  tagLinks: { id: string; questionTagId: string }[];
  tagIds: string[];
}

export function newAssessmentValues(assessmentType: AssessmentType): AssessmentEditorValues {
  return {
    id: crypto.randomUUID(),
    editVersion: null,
    name: '',
    assessmentType,
    feedbackStyle: ASSESSMENT_DEFAULTS.feedbackStyle,
    isSmartIndividuality: ASSESSMENT_DEFAULTS.isSmartIndividuality,
    text: '',
    tileText: '',
    imageBlobReferenceId: null,
    maxSuspiciousAnswers: ASSESSMENT_DEFAULTS.maxSuspiciousAnswers,
    suspiciousAnswerText: ASSESSMENT_DEFAULTS.suspiciousAnswerText,
    highRiskBelow: ASSESSMENT_DEFAULTS.highRiskBelow,
    mediumRiskBelow: ASSESSMENT_DEFAULTS.mediumRiskBelow,
    items: [],
    feedbacks: [],
    recommendations: [],
    adjustments: [],
    tagLinks: [],
    tagIds: [],
  };
}

/** The editor's starting values from the edit bundle query. */
export function assessmentValuesFromQuery(data: AssessmentEditorQuery): AssessmentEditorValues {
  const { assessment } = data;
  return {
    id: assessment.id,
    editVersion: assessment.editVersion,
    name: assessment.name,
    assessmentType: assessment.assessmentType as AssessmentType,
    feedbackStyle: assessment.feedbackStyle as FeedbackStyle,
    isSmartIndividuality: assessment.isSmartIndividuality,
    text: assessment.text,
    tileText: assessment.tileText,
    imageBlobReferenceId: assessment.imageBlobReferenceId ?? null,
    maxSuspiciousAnswers: assessment.maxSuspiciousAnswers,
    suspiciousAnswerText: assessment.suspiciousAnswerText,
    highRiskBelow: assessment.highRiskBelow,
    mediumRiskBelow: assessment.mediumRiskBelow,
    items: data.assessmentItems.map((item) => ({
      id: item.id,
      displayOrder: item.displayOrder,
      numberOfQuestionsToPresent: item.numberOfQuestionsToPresent,
      counterbalanceGroup: item.counterbalanceGroup,
      pool: data.assessmentItemQuestions
        .filter((link) => link.assessmentItemId === item.id)
        .map((link) => ({ id: link.id, question: { ...link.question } })),
      displayRules: data.assessmentItemDriverMetricQuantities
        .filter((rule) => rule.assessmentItemId === item.id)
        .map((rule) => ({ id: rule.id, driverMetricId: rule.driverMetricId, quantity: rule.quantity })),
    })),
    feedbacks: data.assessmentFeedbacks.map((f) => ({
      id: f.id,
      minTotalScore: f.minTotalScore,
      maxTotalScore: f.maxTotalScore,
      feedbackText: f.feedbackText,
      imageBlobReference: blobValue(f.imageBlobReferenceId),
      videoBlobReference: blobValue(f.videoBlobReferenceId),
    })),
    recommendations: data.driverMetricRecommendations.map(({ id, driverMetricId, minScore, maxScore }) => ({
      id,
      driverMetricId,
      minScore,
      maxScore,
    })),
    adjustments: data.driverMetricAdjustments.map(({ id, driverMetricId, minScore, maxScore, adjustmentValue }) => ({
      id,
      driverMetricId,
      minScore,
      maxScore,
      adjustmentValue,
    })),
    tagLinks: data.questionTagLinks.map((link) => ({ id: link.id, questionTagId: link.questionTagId })),
    tagIds: data.questionTagLinks.map((link) => link.questionTagId),
  };
}
