import { z } from 'zod';
import { idSchema } from '../ids.ts';
import { nameSchema } from '../reference-data.ts';
import { answerBaseSchema, answerProblems } from './answers.ts';
import { adjustmentRuleSchema, recommendationRuleSchema } from './driver-metric-rules.ts';
import { questionFeedbackSchema } from './feedback-ranges.ts';
import { addAggregateIssue, listWithAggregate } from './list-aggregate.ts';
import {
  ALL_QUESTION_TYPES,
  MIN_SLIDING_SCALE_POSITIONS,
  NUMBER_OF_PARTS_RANGE,
  QUESTION_DEFAULTS,
  QuestionCategory,
  QuestionType,
  questionTypesInCategory,
  typeRequiredMessage,
} from './question-types.ts';

const emptyToNull = (value: unknown) => (value === '' ? null : value);

function questionTypeSchema(category?: QuestionCategory) {
  const types = category ? questionTypesInCategory(category) : ALL_QUESTION_TYPES;
  return z.enum(types as [QuestionType, ...QuestionType[]], {
    message: typeRequiredMessage(category ?? QuestionCategory.Question),
  });
}

/** The Question fields of the question editor's main and prompt tabs. */
export function questionFields(category?: QuestionCategory) {
  return {
    id: idSchema.optional(),
    name: nameSchema,
    questionType: questionTypeSchema(category),
    questionText: z.string().default(''),
    preQuestionText: z.string().default(''),
    imageBlobReferenceId: idSchema.nullish(),
    videoBlobReferenceId: idSchema.nullish(),
    questionTextImageBlobReferenceId: idSchema.nullish(),
    driverMetricId: z.preprocess(emptyToNull, idSchema.nullish()),
    maximumClicks: z
      .number({ message: 'validation.content.maximumClicksMin' })
      .int('validation.content.maximumClicksMin')
      .min(0, 'validation.content.maximumClicksMin')
      .default(QUESTION_DEFAULTS.maximumClicks),
    timeLimitSeconds: z
      .number({ message: 'validation.content.timeLimitMin' })
      .int('validation.content.timeLimitMin')
      .min(0, 'validation.content.timeLimitMin')
      .default(QUESTION_DEFAULTS.timeLimitSeconds),
    numberOfSubQuestions: z
      .number({ message: 'validation.content.numberOfPartsRange' })
      .int('validation.content.numberOfPartsRange')
      .min(NUMBER_OF_PARTS_RANGE.min, 'validation.content.numberOfPartsRange')
      .max(NUMBER_OF_PARTS_RANGE.max, 'validation.content.numberOfPartsRange')
      .default(QUESTION_DEFAULTS.numberOfSubQuestions),
    maxScore: z.number().min(0).default(QUESTION_DEFAULTS.maxScore),
  };
}

/** The question's own fields (no child lists), as createQuestion/updateQuestion take them. */
export function questionFormSchema(category?: QuestionCategory) {
  return z.object(questionFields(category));
}

type Ctx = z.RefinementCtx;

/** Checks each answer against the question, then adds 'One or more of the answers are invalid' when any failed. */
function checkAnswers(value: unknown, ctx: Ctx, prefix: (string | number)[] = []) {
  if (typeof value !== 'object' || value === null) return;
  const question = value as { questionType?: unknown; numberOfSubQuestions?: unknown; answers?: unknown };
  const type = z.enum(ALL_QUESTION_TYPES).safeParse(question.questionType);
  const answers = Array.isArray(question.answers) ? question.answers : [];
  if (type.success) {
    const parts = typeof question.numberOfSubQuestions === 'number' ? question.numberOfSubQuestions : 1;
    const imageSize = (value as { imageSize?: { width: number; height: number } | null }).imageSize;
    answers.forEach((raw, index) => {
      const parsed = answerBaseSchema.safeParse(raw);
      if (!parsed.success) return;
      for (const problem of answerProblems(parsed.data, {
        questionType: type.data,
        numberOfSubQuestions: parts,
        imageSize,
      })) {
        ctx.addIssue({
          code: 'custom',
          path: [...prefix, 'answers', index, ...problem.path],
          message: problem.message,
        });
      }
    });
    if (type.data === QuestionType.SlidingScaleVideo && answers.length < MIN_SLIDING_SCALE_POSITIONS) {
      ctx.addIssue({
        code: 'custom',
        path: [...prefix, 'answers'],
        message: 'validation.content.slidingScalePositions',
      });
    }
  }
}

function hasEntryProblem(ctx: Ctx, field: string): boolean {
  return ctx.issues.some((issue) => issue.path?.[0] === field && issue.path.length > 1);
}

/** A questionnaire question: 'Question text is required', 'Question type is required', and its answers. */
export const questionnaireQuestionSchema = z
  .object({
    id: idSchema.optional(),
    questionText: z
      .string({ message: 'validation.content.questionTextRequired' })
      .trim()
      .min(1, 'validation.content.questionTextRequired'),
    questionType: questionTypeSchema(QuestionCategory.QuestionnaireQuestion),
    numberOfSubQuestions: z.number().int().default(1),
    answers: z.array(answerBaseSchema).default([]),
  })
  .superRefine(
    (value, ctx) => {
      checkAnswers(value, ctx);
      addAggregateIssue(ctx, 'answers', 'validation.content.answersInvalid', hasEntryProblem(ctx, 'answers'));
    },
    { when: () => true },
  );
export type QuestionnaireQuestionValues = z.input<typeof questionnaireQuestionSchema>;

/**
 * The whole question edit screen (docs/product/validation-rules.md#content) for an editor of one category: the
 * question, its answers, feedbacks, recommendation and adjustment rules, sequence children, questionnaire questions and
 * tags. Lists report their aggregate message on the list's path. A sequence may not list itself (deeper cycles:
 * findSequenceCycle).
 */
export function questionEditSchema(category?: QuestionCategory) {
  return z
    .object({
      ...questionFields(category),
      /** The image's real size when the editor knows it; otherwise windows use the 1920x1080 virtual space. */
      imageSize: z.object({ width: z.number().positive(), height: z.number().positive() }).nullish(),
      answers: z.array(answerBaseSchema).default([]),
      feedbacks: listWithAggregate(questionFeedbackSchema, 'validation.content.feedbacksInvalid').default([]),
      recommendations: listWithAggregate(recommendationRuleSchema, 'validation.content.recommendationsInvalid').default(
        [],
      ),
      adjustments: listWithAggregate(adjustmentRuleSchema, 'validation.content.adjustmentsInvalid').default([]),
      sequenceQuestionIds: z.array(idSchema).default([]),
      questionnaireQuestions: z.array(questionnaireQuestionSchema).default([]),
      tagIds: z.array(idSchema).default([]),
    })
    .superRefine(
      (value, ctx) => {
        checkAnswers(value, ctx);
        addAggregateIssue(ctx, 'answers', 'validation.content.answersInvalid', hasEntryProblem(ctx, 'answers'));
        const { id, sequenceQuestionIds } = value as { id?: unknown; sequenceQuestionIds?: unknown };
        if (typeof id === 'string' && Array.isArray(sequenceQuestionIds)) {
          const index = sequenceQuestionIds.indexOf(id);
          if (index >= 0) {
            ctx.addIssue({
              code: 'custom',
              path: ['sequenceQuestionIds', index],
              message: 'validation.content.sequenceContainsItself',
            });
          }
        }
      },
      { when: () => true },
    );
}
export type QuestionEditValues = z.input<ReturnType<typeof questionEditSchema>>;
