import { Role } from '@roadmark/domain/roles';
import { actorHasRole } from '../../platform/auth/actor.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { administrationOrDistributorAdministration, refusal, signedIn } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { listArgs, listWindow } from '../../platform/graphql/pagination.ts';
import { AssessmentType } from '../assessments/assessment.graphql.ts';
import { createSubscriptionAssessment } from './create-subscription-assessment.ts';
import { deleteSubscriptionAssessment } from './delete-subscription-assessment.ts';
import { listLicensableAssessments } from './list-licensable-assessments.ts';
import { type LicenceView, listSubscriptionAssessments } from './list-subscription-assessments.ts';
import { updateSubscriptionAssessment } from './update-subscription-assessment.ts';

const AssessmentSummary = builder.objectRef<LicenceView['assessment']>('AssessmentSummary').implement({
  description: 'What the licensing and assignment screens show of an assessment or training module.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    assessmentType: t.expose('assessmentType', { type: AssessmentType }),
    tileText: t.exposeString('tileText'),
  }),
});

const SubscriptionAssessment = builder.objectRef<LicenceView>('SubscriptionAssessment').implement({
  description: 'A licence: the subscription may assign this assessment or training module.',
  fields: (t) => ({
    id: t.exposeID('id'),
    subscriptionId: t.exposeID('subscriptionId'),
    assessmentId: t.exposeID('assessmentId'),
    archived: t.exposeBoolean('archived'),
    maxRestarts: t.exposeInt('maxRestarts', { description: 'Retakes allowed; 0 allows the first attempt only.' }),
    assessment: t.field({ type: AssessmentSummary, resolve: (licence) => licence.assessment }),
  }),
});

const CreateSubscriptionAssessmentInput = builder.inputType('CreateSubscriptionAssessmentInput', {
  description: 'createSubscriptionAssessment. maxRestarts defaults to 0.',
  fields: (t) => ({
    id: t.id({ required: false }),
    subscriptionId: t.id({ required: true }),
    assessmentId: t.id({ required: true }),
    maxRestarts: t.int({ required: false }),
  }),
});

const UpdateSubscriptionAssessmentInput = builder.inputType('UpdateSubscriptionAssessmentInput', {
  description: 'updateSubscriptionAssessment: the restart limit of a licence.',
  fields: (t) => ({ id: t.id({ required: true }), maxRestarts: t.int({ required: true }) }),
});

/**
 * The use cases answer NOT_FOUND for a subscription the caller cannot see and FORBIDDEN for one they see but do not
 * administer. Refused before the use case runs, a manager (who sees their own subscription) is forbidden and a
 * driver (who sees none) is told it is not found, as the use case tells them.
 */
function refusedLikeTheUseCase(_parent: unknown, _args: unknown, context: GraphQLContext) {
  const seesOwnSubscription =
    actorHasRole(context.actor, Role.SubscriptionAdministration) || actorHasRole(context.actor, Role.DriverManagement);
  return refusal(context, seesOwnSubscription ? forbidden : notFound);
}

builder.queryFields((t) => ({
  subscriptionAssessments: t.withAuth(signedIn).field({
    type: [SubscriptionAssessment],
    description:
      'The live licences of a subscription the caller can see, by assessment name; with lowerSubscriptionId, those of that subscription beneath the distributor subscriptionId.',
    args: {
      subscriptionId: t.arg.id({ required: true }),
      lowerSubscriptionId: t.arg.id({
        required: false,
        description:
          'A subscription beneath the distributor subscriptionId whose licences are listed instead; NOT_FOUND unless it is beneath it and the caller sees both.',
      }),
      assessmentTypes: t.arg({ type: [AssessmentType], required: false }),
    },
    resolve: (_root, args, { actor, db }) => listSubscriptionAssessments({ actor, input: args, db }),
  }),
  licensableAssessments: t.withAuth(signedIn).field({
    type: [AssessmentSummary],
    description:
      'What may be licensed to a subscription the caller administers: staff any live assessment, a distributor administrator those its distributor holds.',
    args: {
      ...listArgs,
      subscriptionId: t.arg.id({ required: true }),
      assessmentTypes: t.arg({ type: [AssessmentType], required: false }),
    },
    resolve: (_root, { subscriptionId, assessmentTypes, ...window }, { actor, db }) =>
      listLicensableAssessments({
        actor,
        filter: { subscriptionId, assessmentTypes },
        window: listWindow(window),
        db,
      }),
  }),
}));

builder.mutationFields((t) => ({
  createSubscriptionAssessment: t.withAuth(administrationOrDistributorAdministration).field({
    type: SubscriptionAssessment,
    unauthorizedError: refusedLikeTheUseCase,
    description: 'Licenses an assessment; licensing one already held returns that licence unchanged.',
    args: { model: t.arg({ type: CreateSubscriptionAssessmentInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => createSubscriptionAssessment({ actor, input: model, db }),
  }),
  updateSubscriptionAssessment: t.withAuth(administrationOrDistributorAdministration).field({
    type: SubscriptionAssessment,
    unauthorizedError: refusedLikeTheUseCase,
    args: { model: t.arg({ type: UpdateSubscriptionAssessmentInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => updateSubscriptionAssessment({ actor, input: model, db }),
  }),
  deleteSubscriptionAssessment: t.withAuth(administrationOrDistributorAdministration).field({
    type: SubscriptionAssessment,
    unauthorizedError: refusedLikeTheUseCase,
    description: 'Archives the licence.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => deleteSubscriptionAssessment({ actor, input: { id }, db }),
  }),
}));
