import { builder } from '../../platform/graphql/builder.ts';
import { listArgs, listWindow } from '../../platform/graphql/pagination.ts';
import { createOwnProfile } from './create-own-profile.ts';
import { getOwnProfile, getProfile } from './get-profile.ts';
import { listProfiles } from './list-profiles.ts';
import { canEditProfile } from './profile.policy.ts';
import type { profiles } from './profile.table.ts';
import { updateProfile } from './update-profile.ts';

const Profile = builder.objectRef<typeof profiles.$inferSelect>('Profile').implement({
  description: "A person's name and driver PIN within their subscription.",
  fields: (t) => ({
    id: t.exposeID('id'),
    userId: t.exposeID('userId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    subscriptionId: t.exposeID('subscriptionId'),
    subscriptionTeamId: t.exposeID('subscriptionTeamId', { nullable: true }),
    uniqueDriverPin: t.exposeString('uniqueDriverPin'),
    archived: t.exposeBoolean('archived'),
    viewerCanUpdate: t.boolean({ resolve: (profile, _args, ctx) => canEditProfile(ctx.db, ctx.actor, profile) }),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
  }),
});
const CreateProfileInput = builder.inputType('CreateProfileInput', {
  fields: (t) => ({
    id: t.id({ required: false }),
    userId: t.id({ required: false }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  profile: t.field({
    type: Profile,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: false }), userId: t.arg.id({ required: false }) },
    resolve: (_root, args, { actor, db }) => getProfile({ actor: actor!, args, db }),
  }),
  profiles: t.field({
    type: [Profile],
    authScopes: { signedIn: true },
    args: {
      offset: listArgs.offset,
      first: listArgs.first,
      subscriptionId: t.arg.id({ required: true }),
      subscriptionTeamId: t.arg.id({ required: false }),
    },
    resolve: (_root, { subscriptionId, subscriptionTeamId, ...window }, { actor, db }) =>
      listProfiles({ actor: actor!, window: listWindow(window), filter: { subscriptionId, subscriptionTeamId }, db }),
  }),
  myProfile: t.field({
    type: Profile,
    nullable: true,
    description: "The signed-in person's profile; null when the account has none yet.",
    authScopes: { signedIn: true },
    resolve: (_root, _args, { actor, db }) => getOwnProfile({ actor: actor!, db }),
  }),
}));

builder.mutationFields((t) => ({
  updateProfile: t.field({
    type: Profile,
    authScopes: { signedIn: true },
    args: { model: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => updateProfile({ actor: actor!, input: model, db }),
  }),
  createProfile: t.field({
    type: Profile,
    authScopes: { signedIn: true },
    args: { model: t.arg({ type: CreateProfileInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => createOwnProfile({ actor: actor!, input: model, db }),
  }),
}));
