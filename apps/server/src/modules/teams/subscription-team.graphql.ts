import { signedIn, subscriptionAdministration } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { listArgs, listWindow } from '../../platform/graphql/pagination.ts';
import { createSubscriptionTeam } from './create-subscription-team.ts';
import { deleteSubscriptionTeam } from './delete-subscription-team.ts';
import { getSubscriptionTeam } from './get-subscription-team.ts';
import { listSubscriptionTeams } from './list-subscription-teams.ts';
import { canManageTeams } from './subscription-team.policy.ts';
import type { subscriptionTeams } from './subscription-team.table.ts';
import { updateSubscriptionTeam } from './update-subscription-team.ts';

const SubscriptionTeam = builder.objectRef<typeof subscriptionTeams.$inferSelect>('SubscriptionTeam').implement({
  description: 'A team of people within a subscription.',
  fields: (t) => ({
    id: t.exposeID('id'),
    subscriptionId: t.exposeID('subscriptionId'),
    name: t.exposeString('name'),
    archived: t.exposeBoolean('archived'),
    // Anyone who can see a team and holds the manager-management role may change it
    // (docs/product/people-and-teams.md#teams).
    viewerCanUpdate: t.boolean({ resolve: (_team, _args, ctx) => canManageTeams(ctx.actor) }),
    viewerCanDelete: t.boolean({ resolve: (_team, _args, ctx) => canManageTeams(ctx.actor) }),
  }),
});

const CreateSubscriptionTeamInput = builder.inputType('CreateSubscriptionTeamInput', {
  fields: (t) => ({
    id: t.id({ required: false }),
    subscriptionId: t.id({ required: false, description: 'Defaults to the subscription the viewer works in.' }),
    name: t.string({ required: true }),
  }),
});
const UpdateSubscriptionTeamInput = builder.inputType('UpdateSubscriptionTeamInput', {
  fields: (t) => ({ id: t.id({ required: true }), name: t.string({ required: true }) }),
});

builder.queryFields((t) => ({
  subscriptionTeam: t.withAuth(signedIn).field({
    type: SubscriptionTeam,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => getSubscriptionTeam({ actor, input: { id }, db }),
  }),
  subscriptionTeams: t.withAuth(signedIn).field({
    type: [SubscriptionTeam],
    args: {
      ...listArgs,
      subscriptionId: t.arg.id({ required: false, description: 'Defaults to the subscription the viewer works in.' }),
    },
    resolve: (_root, { subscriptionId, ...window }, { actor, db }) =>
      listSubscriptionTeams({ actor, subscriptionId, window: listWindow(window), db }),
  }),
}));

builder.mutationFields((t) => ({
  createSubscriptionTeam: t.withAuth(subscriptionAdministration).field({
    type: SubscriptionTeam,
    args: { model: t.arg({ type: CreateSubscriptionTeamInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => createSubscriptionTeam({ actor, input: model, db }),
  }),
  updateSubscriptionTeam: t.withAuth(subscriptionAdministration).field({
    type: SubscriptionTeam,
    args: { model: t.arg({ type: UpdateSubscriptionTeamInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => updateSubscriptionTeam({ actor, input: model, db }),
  }),
  deleteSubscriptionTeam: t.withAuth(subscriptionAdministration).field({
    type: SubscriptionTeam,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => deleteSubscriptionTeam({ actor, input: { id }, db }),
  }),
}));
