import { maskApiKey } from '@roadmark/domain/integrations/api-key';
import { subscriptionAdministration } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { createSdkClient } from './create-sdk-client.ts';
import { deleteSdkClient } from './delete-sdk-client.ts';
import { getSdkClient } from './get-sdk-client.ts';
import { listSdkClients } from './list-sdk-clients.ts';
import type { sdkClients } from './sdk-client.table.ts';
import { updateSdkClient } from './update-sdk-client.ts';

export const SdkClientRef = builder.objectRef<typeof sdkClients.$inferSelect>('SdkClient').implement({
  description: 'An application API key; it acts with role API inside its subscription.',
  fields: (t) => ({
    id: t.exposeID('id'),
    targetId: t.id({ description: 'The subscription the key acts in.', resolve: (client) => client.subscriptionId }),
    targetType: t.exposeString('targetType'),
    name: t.exposeString('name'),
    apiSecret: t.string({
      description: 'The whole key, for the x-api-key header. Only those who manage the API/SDK tab read it.',
      resolve: (client, _args, ctx) => ctx.integrations.secretBox.open(client.apiSecretSealed),
    }),
    apiSecretMasked: t.string({
      description: 'Enough of the key to tell keys apart in a list.',
      resolve: (client, _args, ctx) => maskApiKey(ctx.integrations.secretBox.open(client.apiSecretSealed)),
    }),
    ipAllowList: t.stringList({ resolve: (client) => client.ipAllowList }),
    ipAllowListJson: t.string({ resolve: (client) => JSON.stringify(client.ipAllowList) }),
    rolesJson: t.string({ resolve: (client) => JSON.stringify(client.roles) }),
    archived: t.exposeBoolean('archived'),
    lastUsedAt: t.string({ nullable: true, resolve: (client) => client.lastUsedAt?.toISOString() ?? null }),
    createdAt: t.string({ resolve: (client) => client.createdAt.toISOString() }),
  }),
});

const CreateSdkClientInput = builder.inputType('CreateSdkClientInput', {
  fields: (t) => ({
    id: t.id({ required: false }),
    targetId: t.id({ required: false, description: 'Defaults to the subscription the viewer works in.' }),
    targetType: t.string({ required: false, description: 'SubscriptionId, the only target there is.' }),
    name: t.string({ required: true }),
    ipAllowListJson: t.string({
      required: false,
      description: 'A JSON list of IP addresses and CIDR ranges; empty lets every address in.',
    }),
  }),
});
const UpdateSdkClientInput = builder.inputType('UpdateSdkClientInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string({ required: false }),
    ipAllowListJson: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  sdkClients: t.withAuth(subscriptionAdministration).field({
    type: [SdkClientRef],
    args: { targetId: t.arg.id({ required: false, description: 'The subscription; defaults to the viewer’s.' }) },
    resolve: (_root, { targetId }, { actor, db }) => listSdkClients({ actor, input: { targetId }, db }),
  }),
  sdkClient: t.withAuth(subscriptionAdministration).field({
    type: SdkClientRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => getSdkClient({ actor, input: { id }, db }),
  }),
}));

builder.mutationFields((t) => ({
  createSdkClient: t.withAuth(subscriptionAdministration).field({
    type: SdkClientRef,
    args: { model: t.arg({ type: CreateSdkClientInput, required: true }) },
    resolve: (_root, { model }, { actor, db, integrations }) =>
      createSdkClient({ actor, input: model, db, secretBox: integrations.secretBox }),
  }),
  updateSdkClient: t.withAuth(subscriptionAdministration).field({
    type: SdkClientRef,
    args: { model: t.arg({ type: UpdateSdkClientInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => updateSdkClient({ actor, input: model, db }),
  }),
  deleteSdkClient: t.withAuth(subscriptionAdministration).field({
    type: SdkClientRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => deleteSdkClient({ actor, input: { id }, db }),
  }),
}));
