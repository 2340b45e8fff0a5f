import { PROTECTED_SUBSCRIPTION_IDS } from '@roadmark/domain/subscription-type';
import {
  administration,
  administrationOrDistributorAdministration,
  anyone,
  refusedAsNotFound,
  signedIn,
} from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { givenFields } from '../../platform/graphql/given-fields.ts';
import { listArgs, listWindow } from '../../platform/graphql/pagination.ts';
import { BlobReference } from '../files/blob-reference.graphql.ts';
import { findBlobReference } from '../files/find-blob-reference.ts';
import { brandingSubscription } from './branding-subscription.ts';
import { createSubscription } from './create-subscription.ts';
import { deleteSubscription } from './delete-subscription.ts';
import { getBranding } from './get-branding.ts';
import { getSubscription } from './get-subscription.ts';
import { listSubscriptions } from './list-subscriptions.ts';
import { generateUniqueStudyPin } from './study-code.ts';
import { canAdministerSubscription, canDeleteSubscription } from './subscription.policy.ts';
import type { subscriptions } from './subscription.table.ts';
import { updateSubscription } from './update-subscription.ts';

export const SubscriptionRef = builder.objectRef<typeof subscriptions.$inferSelect>('Subscription').implement({
  description: 'A customer subscription, a distributor that resells subscriptions, or a research study.',
  fields: (t) => ({
    id: t.exposeID('id'),
    companyName: t.exposeString('companyName'),
    archived: t.exposeBoolean('archived'),
    subscriptionType: t.exposeString('subscriptionType'),
    distributorSubscriptionId: t.exposeID('distributorSubscriptionId', { nullable: true }),
    brandColor: t.exposeString('brandColor'),
    brandImageBlobReferenceId: t.exposeID('brandImageBlobReferenceId', { nullable: true }),
    brandImageBlobReference: t.field({
      type: BlobReference,
      nullable: true,
      description: 'The uploaded logo (the detail query also returns it).',
      resolve: (row, _args, { db }) =>
        row.brandImageBlobReferenceId ? findBlobReference(db, row.brandImageBlobReferenceId) : null,
    }),
    maxUsers: t.exposeInt('maxUsers'),
    currentUsers: t.exposeInt('currentUsers'),
    restrictMaxUsers: t.exposeBoolean('restrictMaxUsers'),
    allowBranding: t.exposeBoolean('allowBranding'),
    allowExport: t.exposeBoolean('allowExport'),
    highRiskBelow: t.exposeInt('highRiskBelow'),
    mediumRiskBelow: t.exposeInt('mediumRiskBelow'),
    automaticReminders: t.exposeBoolean('automaticReminders', {
      description: 'The daily run emails people whose assignment is due soon or overdue.',
    }),
    reminderDaysBeforeDue: t.exposeInt('reminderDaysBeforeDue', {
      description: 'How many days before the due date automatic reminders start.',
    }),
    studyUniqueCode: t.exposeString('studyUniqueCode', { nullable: true }),
    studyReturnUrl: t.exposeString('studyReturnUrl', { nullable: true }),
    studyResultsPagePostUrl: t.exposeString('studyResultsPagePostUrl', { nullable: true }),
    viewerCanUpdate: t.boolean({ resolve: (row, _args, ctx) => canAdministerSubscription(ctx.actor, row) }),
    viewerCanDelete: t.boolean({
      resolve: (row, _args, ctx) =>
        canDeleteSubscription(ctx.actor, row) && !PROTECTED_SUBSCRIPTION_IDS.includes(row.id),
    }),
  }),
});

const Branding = builder.objectRef<Awaited<ReturnType<typeof getBranding>>>('Branding').implement({
  description: "What a subscription's people and study participants see of its brand.",
  fields: (t) => ({
    subscriptionId: t.exposeID('subscriptionId'),
    companyName: t.exposeString('companyName'),
    allowBranding: t.exposeBoolean('allowBranding', {
      description: 'Whether the colour and logo apply; without it both are empty.',
    }),
    brandColor: t.exposeString('brandColor', { description: 'Empty when branding is off or the colour is #000000.' }),
    brandImageBlobReferenceId: t.exposeID('brandImageBlobReferenceId', { nullable: true }),
    brandImageBlobReference: t.field({
      type: BlobReference,
      nullable: true,
      description: 'The logo, when branding is on and one was uploaded.',
      resolve: (branding, _args, { db }) =>
        branding.brandImageBlobReferenceId ? findBlobReference(db, branding.brandImageBlobReferenceId) : null,
    }),
    subscription: t.field({
      type: SubscriptionRef,
      nullable: true,
      description:
        "The subscription's own fields, for those who may read the subscription (its managers, a distributor administrator above it, staff); null for anyone else.",
      resolve: (branding, _args, { actor, db }) =>
        brandingSubscription({ actor, input: { subscriptionId: branding.subscriptionId }, db }),
    }),
  }),
});

const SubscriptionInput = builder.inputType('SubscriptionInput', {
  description: 'createSubscription and updateSubscription. On update, fields left out keep their values.',
  fields: (t) => ({
    id: t.id({ required: false }),
    companyName: t.string({ required: false }),
    subscriptionType: t.string({ required: true }),
    distributorSubscriptionId: t.id({ required: false }),
    maxUsers: t.int({ required: false }),
    restrictMaxUsers: t.boolean({ required: false }),
    allowBranding: t.boolean({ required: false }),
    allowExport: t.boolean({ required: false }),
    brandColor: t.string({ required: false }),
    brandImageBlobReferenceId: t.id({ required: false }),
    highRiskBelow: t.int({ required: false }),
    mediumRiskBelow: t.int({ required: false }),
    automaticReminders: t.boolean({ required: false }),
    reminderDaysBeforeDue: t.int({ required: false }),
    studyUniqueCode: t.string({ required: false }),
    studyReturnUrl: t.string({ required: false }),
    studyResultsPagePostUrl: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  subscription: t.withAuth(signedIn).field({
    type: SubscriptionRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => getSubscription({ actor, input: { id }, db }),
  }),
  subscriptions: t.withAuth(signedIn).field({
    type: [SubscriptionRef],
    args: {
      ...listArgs,
      subscriptionTypes: t.arg.stringList({ required: false }),
      distributorSubscriptionId: t.arg.id({ required: false }),
    },
    resolve: (_root, { subscriptionTypes, distributorSubscriptionId, ...window }, { actor, db }) =>
      listSubscriptions({
        actor,
        window: listWindow(window),
        filter: { subscriptionTypes, distributorSubscriptionId },
        db,
      }),
  }),
  branding: t.withAuth(anyone).field({
    type: Branding,
    args: { subscriptionId: t.arg.id({ required: true }) },
    resolve: (_root, { subscriptionId }, { db }) => getBranding({ input: { subscriptionId }, db }),
  }),
}));

builder.mutationFields((t) => ({
  createSubscription: t.withAuth(administrationOrDistributorAdministration).field({
    type: SubscriptionRef,
    args: { model: t.arg({ type: SubscriptionInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => createSubscription({ actor, input: givenFields(model), db }),
  }),
  updateSubscription: t.withAuth(administrationOrDistributorAdministration).field({
    type: SubscriptionRef,
    // The use case answers NOT_FOUND for a subscription the caller does not administer, whoever they are.
    unauthorizedError: refusedAsNotFound,
    args: { model: t.arg({ type: SubscriptionInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => updateSubscription({ actor, input: model, db }),
  }),
  deleteSubscription: t.withAuth(administrationOrDistributorAdministration).field({
    type: SubscriptionRef,
    // The use case answers NOT_FOUND for a subscription the caller does not administer, whoever they are.
    unauthorizedError: refusedAsNotFound,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => deleteSubscription({ actor, input: { id }, db }),
  }),
  generateUniqueStudyPin: t.withAuth(administration).string({
    description: "A new study code, reserved for the caller until they save it on a study ('Generate code').",
    resolve: (_root, _args, { actor, db }) => generateUniqueStudyPin({ actor, db }),
  }),
}));
