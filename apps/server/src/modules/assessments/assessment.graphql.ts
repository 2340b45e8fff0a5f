import { ALL_ASSESSMENT_TYPES, ALL_FEEDBACK_STYLES } from '@roadmark/domain/content/assessment-form';
import { idSchema } from '@roadmark/domain/ids';
import { administration } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { listArgs, listWindow } from '../../platform/graphql/pagination.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanAuthorContent, canAuthorContent } from '../content-records/content-record.policy.ts';
import { ContentTag } from '../questions/question.graphql.ts';
import type { DriverMetricName } from '../questions/scored-driver-metrics.ts';
import { archiveAssessment, insertAssessment } from './assessment-record.ts';
import { type AssessmentView, assessmentView } from './assessment-view.ts';
import { cloneAssessment } from './clone-assessment.ts';
import { listAssessments } from './list-assessments.ts';
import { updateAssessment } from './update-assessment.ts';

export const AssessmentType = builder.enumType('AssessmentType', {
  description: 'An assessment or a training module.',
  values: ALL_ASSESSMENT_TYPES,
});

export const FeedbackStyle = builder.enumType('FeedbackStyle', {
  description: 'What the person sees at the end.',
  values: ALL_FEEDBACK_STYLES,
});

const AffectedDriverMetric = builder.objectRef<DriverMetricName>('AffectedDriverMetric').implement({
  description: 'A safety metric that the questions of an assessment feed.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

export const Assessment = builder.objectRef<AssessmentView>('Assessment').implement({
  description: 'An assessment or a training module.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    assessmentType: t.expose('assessmentType', { type: AssessmentType }),
    isSmartIndividuality: t.exposeBoolean('isSmartIndividuality'),
    feedbackStyle: t.expose('feedbackStyle', { type: FeedbackStyle }),
    archived: t.exposeBoolean('archived'),
    text: t.exposeString('text', { description: 'The introduction (rich text), shown as the first page.' }),
    imageBlobReferenceId: t.exposeID('imageBlobReferenceId', { nullable: true }),
    tileText: t.exposeString('tileText', { description: "Rich text on the tile of the user's Home screen." }),
    creationDate: t.string({
      description: 'ISO 8601; set to the time of each save.',
      resolve: (assessment) => assessment.creationDate.toISOString(),
    }),
    maxSuspiciousAnswers: t.exposeInt('maxSuspiciousAnswers', { description: '0 means no limit.' }),
    suspiciousAnswerText: t.exposeString('suspiciousAnswerText'),
    highRiskBelow: t.exposeInt('highRiskBelow'),
    mediumRiskBelow: t.exposeInt('mediumRiskBelow'),
    questionTags: t.field({ type: [ContentTag], resolve: (assessment) => assessment.questionTags }),
    itemsShortOfQuestions: t.exposeInt('itemsShortOfQuestions', {
      description:
        'How many live items have no live question left in their pool, or fewer than they present (a question deleted since it was pooled): the assessment cannot be saved until they are fixed.',
    }),
    editVersion: t.exposeInt('editVersion', {
      description:
        'Raised by one on every save; send it back as expectedEditVersion to refuse overwriting a newer save.',
    }),
    affectedDriverMetrics: t.field({
      type: [AffectedDriverMetric],
      description:
        "The distinct safety metrics that scoring counts for the live questions in its pools, a sequence's children's when it has none of its own.",
      resolve: (assessment) => assessment.affectedDriverMetrics,
    }),
    viewerCanUpdate: t.boolean({ resolve: (_assessment, _args, ctx) => canAuthorContent(ctx.actor) }),
  }),
});

export const AssessmentInput = builder.inputType('AssessmentInput', {
  description: 'createAssessment and updateAssessment. On update, fields left out keep their values.',
  fields: (t) => ({
    id: t.id({ required: false }),
    name: t.string({ required: false }),
    assessmentType: t.field({ type: AssessmentType, required: false }),
    isSmartIndividuality: t.boolean({ required: false }),
    feedbackStyle: t.field({ type: FeedbackStyle, required: false }),
    text: t.string({ required: false }),
    imageBlobReferenceId: t.id({ required: false }),
    tileText: t.string({ required: false }),
    maxSuspiciousAnswers: t.int({ required: false }),
    suspiciousAnswerText: t.string({ required: false }),
    highRiskBelow: t.int({ required: false }),
    mediumRiskBelow: t.int({ required: false }),
  }),
});

builder.queryFields((t) => ({
  assessments: t.withAuth(administration).field({
    type: [Assessment],
    args: {
      ...listArgs,
      assessmentTypes: t.arg({ type: [AssessmentType], required: false }),
      questionTagIds: t.arg.idList({ required: false }),
    },
    resolve: (_root, { assessmentTypes, questionTagIds, ...window }, { actor, db }) =>
      listAssessments({ actor, window: listWindow(window), filter: { assessmentTypes, questionTagIds }, db }),
  }),
  assessment: t.withAuth(administration).field({
    type: Assessment,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => {
      assertCanAuthorContent(actor);
      return assessmentView(db, parseInput(idSchema, id));
    },
  }),
}));

builder.mutationFields((t) => ({
  createAssessment: t.withAuth(administration).field({
    type: Assessment,
    args: { model: t.arg({ type: AssessmentInput, required: true }) },
    resolve: async (_root, { model }, { actor, db }) => {
      assertCanAuthorContent(actor);
      const id = await db.transaction((tx) => insertAssessment(tx, { ...model }));
      return assessmentView(db, id);
    },
  }),
  updateAssessment: t.withAuth(administration).field({
    type: Assessment,
    args: { model: t.arg({ type: AssessmentInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => updateAssessment({ actor, input: model, db }),
  }),
  deleteAssessment: t.withAuth(administration).field({
    type: Assessment,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, { actor, db }) => {
      assertCanAuthorContent(actor);
      const id = parseInput(idSchema, args.id);
      await db.transaction((tx) => archiveAssessment(tx, id));
      return assessmentView(db, id, { includeArchived: true });
    },
  }),
  cloneAssessment: t.withAuth(administration).field({
    type: Assessment,
    description: 'A deep copy with new ids, named "{name} (copy)"; returns the copy.',
    args: { copyFromAssessmentId: t.arg.id({ required: true }) },
    resolve: (_root, { copyFromAssessmentId }, { actor, db }) =>
      cloneAssessment({ actor, input: { copyFromAssessmentId }, db }),
  }),
}));
