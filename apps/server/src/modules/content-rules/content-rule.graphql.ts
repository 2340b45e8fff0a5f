import { ALL_RULE_TARGET_TYPES } from '@roadmark/domain/content/driver-metric-rules';
import { idSchema } from '@roadmark/domain/ids';
import { administration } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanAuthorContent } from '../content-records/content-record.policy.ts';
import { contentRecordMutations } from '../content-records/content-record-mutations.ts';
import {
  driverMetricAdjustmentKind,
  driverMetricRecommendationKind,
  questionTagLinkKind,
} from './content-rule-kinds.ts';
import {
  type AdjustmentRow,
  adjustmentsOf,
  loadAdjustment,
  loadRecommendation,
  loadTagLink,
  type QuestionTagLinkRow,
  type RecommendationRow,
  recommendationsOf,
  tagLinksOf,
} from './content-rule-queries.ts';

export const ContentTargetType = builder.enumType('ContentTargetType', {
  description: 'What a tag link or a driver-metric rule is attached to.',
  values: ALL_RULE_TARGET_TYPES,
});

const QuestionTagLink = builder.objectRef<QuestionTagLinkRow>('QuestionTagLink').implement({
  description: 'A tag on a question or an assessment.',
  fields: (t) => ({
    id: t.exposeID('id'),
    targetId: t.exposeID('targetId'),
    targetType: t.expose('targetType', { type: ContentTargetType }),
    questionTagId: t.exposeID('questionTagId'),
    archived: t.exposeBoolean('archived'),
  }),
});

const DriverMetricRecommendation = builder.objectRef<RecommendationRow>('DriverMetricRecommendation').implement({
  description: 'Recommends the target to people whose current value of the metric lies in the range.',
  fields: (t) => ({
    id: t.exposeID('id'),
    targetId: t.exposeID('targetId'),
    targetType: t.expose('targetType', { type: ContentTargetType }),
    driverMetricId: t.exposeID('driverMetricId'),
    minScore: t.exposeInt('minScore'),
    maxScore: t.exposeInt('maxScore'),
    archived: t.exposeBoolean('archived'),
  }),
});

const DriverMetricAdjustment = builder.objectRef<AdjustmentRow>('DriverMetricAdjustment').implement({
  description: "Adds adjustmentValue to the metric when the target's score lies in the range.",
  fields: (t) => ({
    id: t.exposeID('id'),
    targetId: t.exposeID('targetId'),
    targetType: t.expose('targetType', { type: ContentTargetType }),
    driverMetricId: t.exposeID('driverMetricId'),
    minScore: t.exposeInt('minScore'),
    maxScore: t.exposeInt('maxScore'),
    adjustmentValue: t.exposeInt('adjustmentValue'),
    archived: t.exposeBoolean('archived'),
  }),
});

export const QuestionTagLinkInput = builder.inputType('QuestionTagLinkInput', {
  description: 'createQuestionTagLink / updateQuestionTagLink. The target is fixed once created.',
  fields: (t) => ({
    id: t.id({ required: false }),
    targetId: t.id({ required: false }),
    targetType: t.field({ type: ContentTargetType, required: false }),
    questionTagId: t.id({ required: false }),
  }),
});

export const DriverMetricRecommendationInput = builder.inputType('DriverMetricRecommendationInput', {
  description: 'createDriverMetricRecommendation / updateDriverMetricRecommendation. The target is fixed once created.',
  fields: (t) => ({
    id: t.id({ required: false }),
    targetId: t.id({ required: false }),
    targetType: t.field({ type: ContentTargetType, required: false }),
    driverMetricId: t.id({ required: false }),
    minScore: t.int({ required: false }),
    maxScore: t.int({ required: false }),
  }),
});

export const DriverMetricAdjustmentInput = builder.inputType('DriverMetricAdjustmentInput', {
  description: 'createDriverMetricAdjustment / updateDriverMetricAdjustment. The target is fixed once created.',
  fields: (t) => ({
    id: t.id({ required: false }),
    targetId: t.id({ required: false }),
    targetType: t.field({ type: ContentTargetType, required: false }),
    driverMetricId: t.id({ required: false }),
    minScore: t.int({ required: false }),
    maxScore: t.int({ required: false }),
    adjustmentValue: t.int({ required: false }),
  }),
});

builder.queryFields((t) => ({
  questionTagLinks: t.withAuth(administration).field({
    type: [QuestionTagLink],
    args: { targetId: t.arg.id({ required: true }) },
    resolve: (_root, { targetId }, { actor, db }) => {
      assertCanAuthorContent(actor);
      return tagLinksOf(db, parseInput(idSchema, targetId));
    },
  }),
  driverMetricRecommendations: t.withAuth(administration).field({
    type: [DriverMetricRecommendation],
    args: { targetId: t.arg.id({ required: true }) },
    resolve: (_root, { targetId }, { actor, db }) => {
      assertCanAuthorContent(actor);
      return recommendationsOf(db, parseInput(idSchema, targetId));
    },
  }),
  driverMetricAdjustments: t.withAuth(administration).field({
    type: [DriverMetricAdjustment],
    args: { targetId: t.arg.id({ required: true }) },
    resolve: (_root, { targetId }, { actor, db }) => {
      assertCanAuthorContent(actor);
      return adjustmentsOf(db, parseInput(idSchema, targetId));
    },
  }),
}));

contentRecordMutations({
  names: { create: 'createQuestionTagLink', update: 'updateQuestionTagLink', delete: 'deleteQuestionTagLink' },
  type: QuestionTagLink,
  input: QuestionTagLinkInput,
  kind: questionTagLinkKind,
  load: loadTagLink,
});
contentRecordMutations({
  names: {
    create: 'createDriverMetricRecommendation',
    update: 'updateDriverMetricRecommendation',
    delete: 'deleteDriverMetricRecommendation',
  },
  type: DriverMetricRecommendation,
  input: DriverMetricRecommendationInput,
  kind: driverMetricRecommendationKind,
  load: loadRecommendation,
});
contentRecordMutations({
  names: {
    create: 'createDriverMetricAdjustment',
    update: 'updateDriverMetricAdjustment',
    delete: 'deleteDriverMetricAdjustment',
  },
  type: DriverMetricAdjustment,
  input: DriverMetricAdjustmentInput,
  kind: driverMetricAdjustmentKind,
  load: loadAdjustment,
});
