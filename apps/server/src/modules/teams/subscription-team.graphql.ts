import { builder } from '../../platform/graphql/builder.ts';
import { getSubscriptionTeam, listSubscriptionTeams } from './list-subscription-teams.ts';
import type { subscriptionTeams } from './subscription-team.table.ts';

const SubscriptionTeam = builder.objectRef<typeof subscriptionTeams.$inferSelect>('SubscriptionTeam').implement({
  description: 'A team of people within a subscription (spec 1 §3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    subscriptionId: t.exposeID('subscriptionId'),
    name: t.exposeString('name'),
    archived: t.exposeBoolean('archived'),
  }),
});

builder.queryFields((t) => ({
  subscriptionTeam: t.field({
    type: SubscriptionTeam,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => getSubscriptionTeam({ actor: actor!, id, db }),
  }),
  subscriptionTeams: t.field({
    type: [SubscriptionTeam],
    authScopes: { signedIn: true },
    args: { subscriptionId: t.arg.id({ required: true }) },
    resolve: (_root, { subscriptionId }, { actor, db }) => listSubscriptionTeams({ actor: actor!, subscriptionId, db }),
  }),
}));
