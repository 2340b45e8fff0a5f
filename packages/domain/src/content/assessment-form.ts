import { z } from 'zod';
import { idSchema } from '../ids.ts';
import { nameSchema } from '../reference-data.ts';
import { DEFAULT_HIGH_RISK_BELOW, DEFAULT_MEDIUM_RISK_BELOW } from '../risk.ts';
import { adjustmentRuleSchema, displayRuleSchema, recommendationRuleSchema } from './driver-metric-rules.ts';
import { assessmentFeedbackSchema } from './feedback-ranges.ts';
import { addAggregateIssue, listWithAggregate } from './list-aggregate.ts';
import { ALL_QUESTION_TYPES, QuestionCategory, type QuestionType, questionCategory } from './question-types.ts';

/** The assessment types and feedback styles (docs/product/content.md). */
export const AssessmentType = { Assessment: 'Assessment', TrainingModule: 'TrainingModule' } as const;
export type AssessmentType = (typeof AssessmentType)[keyof typeof AssessmentType];
export const ALL_ASSESSMENT_TYPES = Object.values(AssessmentType) as [AssessmentType, ...AssessmentType[]];

export const FeedbackStyle = {
  NoScore: 'NoScore',
  NoFeedback: 'NoFeedback',
  SummaryFeedback: 'SummaryFeedback',
  EachQuestionFeedback: 'EachQuestionFeedback',
} as const;
export type FeedbackStyle = (typeof FeedbackStyle)[keyof typeof FeedbackStyle];
export const ALL_FEEDBACK_STYLES = Object.values(FeedbackStyle) as [FeedbackStyle, ...FeedbackStyle[]];

/** Defaults of a new assessment (the type follows the screen: assessments or training). */
export const ASSESSMENT_DEFAULTS = {
  assessmentType: AssessmentType.Assessment,
  isSmartIndividuality: false,
  feedbackStyle: FeedbackStyle.NoFeedback,
  maxSuspiciousAnswers: 0,
  suspiciousAnswerText: '',
  highRiskBelow: DEFAULT_HIGH_RISK_BELOW,
  mediumRiskBelow: DEFAULT_MEDIUM_RISK_BELOW,
} as const;

/** A new item presents one question. */
export const DEFAULT_NUMBER_OF_QUESTIONS_TO_PRESENT = 1;
/** An item's subheading lists at most this many names. */
export const ITEM_SUBHEADING_MAX_NAMES = 3;

const thresholdSchema = z
  .number({ message: 'validation.riskThresholdRange' })
  .int('validation.riskThresholdRange')
  .min(0, 'validation.riskThresholdRange')
  .max(100, 'validation.riskThresholdRange');

/** The assessment editor's main and Introduction tabs. */
export const assessmentFields = {
  name: nameSchema,
  assessmentType: z.enum(ALL_ASSESSMENT_TYPES, { message: 'validation.content.assessmentTypeRequired' }),
  feedbackStyle: z.enum(ALL_FEEDBACK_STYLES, { message: 'validation.content.feedbackStyleRequired' }),
  isSmartIndividuality: z.boolean().default(false),
  tileText: z.string().default(''),
  text: z.string().default(''),
  imageBlobReferenceId: idSchema.nullish(),
  /** 0 means no limit; the suspicious-answer text is only shown (and only matters) above 0. */
  maxSuspiciousAnswers: z
    .number({ message: 'validation.content.maxSuspiciousAnswersRange' })
    .int('validation.content.maxSuspiciousAnswersRange')
    .min(0, 'validation.content.maxSuspiciousAnswersRange'),
  suspiciousAnswerText: z.string().default(''),
  highRiskBelow: thresholdSchema,
  mediumRiskBelow: thresholdSchema,
};

/** High risk < highRiskBelow <= Medium risk < mediumRiskBelow <= Low risk: the first may not exceed the second (checked once both are in range). */
function thresholdsInOrder(value: { highRiskBelow: number; mediumRiskBelow: number }, ctx: z.RefinementCtx) {
  const inRange = [value.highRiskBelow, value.mediumRiskBelow].every((v) => Number.isInteger(v) && v >= 0 && v <= 100);
  if (inRange && value.highRiskBelow > value.mediumRiskBelow) {
    ctx.addIssue({ code: 'custom', path: ['highRiskBelow'], message: 'validation.riskThresholdOrder' });
  }
}

/** The assessment's own fields, as the main tab edits them and createAssessment/updateAssessment take them. */
export const assessmentFormSchema = z.object(assessmentFields).superRefine(thresholdsInOrder);
export type AssessmentFormValues = z.input<typeof assessmentFormSchema>;

/**
 * An AssessmentItem with its pool (questionIds) and driver-metric display rules. Pool: at least one question; without
 * display rules, 1 <= numberOfQuestionsToPresent <= pool size; with them, the quantities (one rule per metric) sum to
 * at most the pool size, and that sum is what is presented (docs/product/content.md#items).
 */
export const assessmentItemSchema = z
  .object({
    id: idSchema.optional(),
    /** The types of the pool's questions, when the caller knows them: they decide what may share the pool. */
    questionTypes: z.array(z.enum(ALL_QUESTION_TYPES)).optional(),
    displayOrder: z.number().int(),
    numberOfQuestionsToPresent: z
      .number({ message: 'validation.content.numberToPresentRange' })
      .int('validation.content.numberToPresentRange')
      .default(DEFAULT_NUMBER_OF_QUESTIONS_TO_PRESENT),
    counterbalanceGroup: z.string().trim().default(''),
    questionIds: z.array(idSchema),
    displayRules: z.array(displayRuleSchema).default([]),
  })
  .superRefine((item, ctx) => {
    const poolSize = new Set(item.questionIds).size;
    if (poolSize === 0) {
      ctx.addIssue({ code: 'custom', path: ['questionIds'], message: 'validation.content.poolEmpty' });
      return;
    }
    if (item.displayRules.length > 0) {
      const seen = new Set<string>();
      item.displayRules.forEach((rule, index) => {
        if (seen.has(rule.driverMetricId)) {
          ctx.addIssue({
            code: 'custom',
            path: ['displayRules', index, 'driverMetricId'],
            message: 'validation.content.displayRuleMetricRepeated',
          });
        }
        seen.add(rule.driverMetricId);
      });
      if (effectiveNumberToPresent(item) > poolSize) {
        ctx.addIssue({ code: 'custom', path: ['displayRules'], message: 'validation.content.displayRulesExceedPool' });
      }
    } else if (item.numberOfQuestionsToPresent < 1 || item.numberOfQuestionsToPresent > poolSize) {
      ctx.addIssue({
        code: 'custom',
        path: ['numberOfQuestionsToPresent'],
        message: 'validation.content.numberToPresentRange',
      });
    }
  });
export type AssessmentItemValues = z.input<typeof assessmentItemSchema>;

/**
 * What may share an item's pool. Each Add button opens a picker of one category, so a pool holds
 * questions, questionnaires, learning activities or information pages, never a mix; a questionnaire's own questions
 * only come with their questionnaire; learning is for training modules only. The editor's pickers keep to this, and
 * the server checks it on every save. The message key of the first problem, or null.
 */
export function itemPoolKindProblem(assessmentType: string, questionTypes: readonly QuestionType[]): string | null {
  const categories = new Set(questionTypes.map(questionCategory));
  if (categories.has(QuestionCategory.QuestionnaireQuestion)) return 'validation.content.poolHasQuestionnaireQuestion';
  if (categories.size > 1) return 'validation.content.poolMixesKinds';
  if (categories.has(QuestionCategory.Learning) && assessmentType !== AssessmentType.TrainingModule) {
    return 'validation.content.learningOnlyInTraining';
  }
  return null;
}

/** Each item's pool against what may share it, for an assessment of this type. */
function poolKindsAllowed(
  value: { assessmentType: string; items: readonly { questionTypes?: readonly QuestionType[] | undefined }[] },
  ctx: z.RefinementCtx,
) {
  let found = false;
  value.items.forEach((item, index) => {
    const problem = item.questionTypes ? itemPoolKindProblem(value.assessmentType, item.questionTypes) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['items', index, 'questionIds'], message: problem });
    found ||= problem !== null;
  });
  addAggregateIssue(ctx, 'items', 'validation.content.itemsInvalid', found);
}

/** With display rules the item presents the sum of their quantities. */
export function effectiveNumberToPresent(item: {
  numberOfQuestionsToPresent: number;
  displayRules: readonly { quantity: number }[];
}): number {
  if (item.displayRules.length === 0) return item.numberOfQuestionsToPresent;
  return item.displayRules.reduce((sum, rule) => sum + rule.quantity, 0);
}

/** The number-to-present input shows only for a pool of several with no display rules. */
export function showsNumberToPresent(item: { questionIds: readonly string[]; displayRules: readonly unknown[] }) {
  return item.questionIds.length > 1 && item.displayRules.length === 0;
}

/**
 * The whole assessment edit screen (docs/product/validation-rules.md#content): the form plus its lists, each list also
 * reporting its aggregate message on the list's own path ('feedbacks', 'recommendations', 'adjustments', 'items').
 */
export const assessmentEditSchema = z
  .object({
    ...assessmentFields,
    id: idSchema.optional(),
    items: listWithAggregate(assessmentItemSchema, 'validation.content.itemsInvalid').default([]),
    feedbacks: listWithAggregate(assessmentFeedbackSchema, 'validation.content.feedbacksInvalid').default([]),
    recommendations: listWithAggregate(recommendationRuleSchema, 'validation.content.recommendationsInvalid').default(
      [],
    ),
    adjustments: listWithAggregate(adjustmentRuleSchema, 'validation.content.adjustmentsInvalid').default([]),
    tagIds: z.array(idSchema).default([]),
  })
  .superRefine((value, ctx) => {
    thresholdsInOrder(value, ctx);
    poolKindsAllowed(value, ctx);
  });
export type AssessmentEditValues = z.input<typeof assessmentEditSchema>;
