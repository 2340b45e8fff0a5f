import type { Executor } from '../../platform/db/database.ts';
import { signedIn } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { listArgs, listWindow } from '../../platform/graphql/pagination.ts';
import { isLockedByManager } from '../accounts/manager-lockout.ts';
import { createOwnProfile } from './create-own-profile.ts';
import { getOwnProfile } from './get-own-profile.ts';
import { getProfile } from './get-profile.ts';
import { listProfiles } from './list-profiles.ts';
import { loadPersonDetails, type PersonDetails } from './person-columns.ts';
import { canEditProfile } from './profile.policy.ts';
import type { profiles } from './profile.table.ts';
import { updateProfile } from './update-profile.ts';

type ProfileRow = typeof profiles.$inferSelect & Partial<PersonDetails>;

export const RoleGroup = builder.objectRef<{ id: string; name: string }>('RoleGroup').implement({
  description: 'A named set of roles a person is given.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

interface Lockout {
  since: Date | null;
  until: Date;
}

const AccountLockout = builder.objectRef<Lockout>('AccountLockout').implement({
  description: 'Why and how long a person cannot sign in.',
  fields: (t) => ({
    since: t.string({ nullable: true, resolve: (lockout) => lockout.since?.toISOString() ?? null }),
    until: t.string({
      nullable: true,
      description: 'When it runs out by itself; null when a manager locked the account, until one lets them back in.',
      resolve: (lockout) => (isLockedByManager(lockout.until) ? null : lockout.until.toISOString()),
    }),
    byManager: t.boolean({
      description: 'A manager locked the account; otherwise too many failed sign-ins did.',
      resolve: (lockout) => isLockedByManager(lockout.until),
    }),
  }),
});

const ProfileUser = builder.objectRef<PersonDetails['user']>('ProfileUser').implement({
  description: 'The account behind a profile, as the people screens show it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    emailConfirmed: t.exposeBoolean('emailConfirmed', {
      description: 'False while the invite is pending; PIN accounts count as confirmed.',
    }),
    pendingEmail: t.exposeString('pendingEmail', {
      nullable: true,
      description: 'A new address waiting for its confirmation link; the old one stays in use until then.',
    }),
    roleGroup: t.field({
      type: RoleGroup,
      resolve: (user) => ({ id: user.roleGroupId, name: user.roleGroupName }),
    }),
    lockout: t.field({
      type: AccountLockout,
      nullable: true,
      description: 'Set while the person is locked out; null when they may sign in.',
      resolve: (user) =>
        user.lockoutEnd && user.lockoutEnd > new Date() ? { since: user.lockoutStart, until: user.lockoutEnd } : null,
    }),
  }),
});

/** The joined details when the query read them (lists, profile), else one more read. */
const detailsOf = async (profile: ProfileRow, db: Executor): Promise<PersonDetails> =>
  profile.user ? (profile as PersonDetails) : loadPersonDetails(db, profile.id);

export const Profile = builder.objectRef<ProfileRow>('Profile').implement({
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
    viewerCanUpdate: t.boolean({
      resolve: (profile, _args, ctx) =>
        canEditProfile(ctx.db, ctx.actor, { ...profile, roleGroupId: profile.user?.roleGroupId }),
    }),
    user: t.field({
      type: ProfileUser,
      resolve: async (profile, _args, ctx) => (await detailsOf(profile, ctx.db)).user,
    }),
    subscriptionTeamName: t.string({
      nullable: true,
      resolve: async (profile, _args, ctx) => (await detailsOf(profile, ctx.db)).subscriptionTeamName,
    }),
  }),
});

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    subscriptionTeamId: t.id({
      required: false,
      description: "A people manager's change of team; null takes the person out of their team, absent keeps it.",
    }),
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
  profile: t.withAuth(signedIn).field({
    type: Profile,
    args: { id: t.arg.id({ required: false }), userId: t.arg.id({ required: false }) },
    resolve: (_root, args, { actor, db }) => getProfile({ actor, input: args, db }),
  }),
  profiles: t.withAuth(signedIn).field({
    type: [Profile],
    args: {
      offset: listArgs.offset,
      first: listArgs.first,
      subscriptionId: t.arg.id({ required: true }),
      subscriptionTeamId: t.arg.id({ required: false }),
      search: listArgs.search,
      roleGroupNames: t.arg.stringList({
        required: false,
        description: 'Only people of these role groups (by name); always only those the viewer manages.',
      }),
    },
    resolve: (_root, { subscriptionId, subscriptionTeamId, roleGroupNames, ...window }, { actor, db }) =>
      listProfiles({
        actor,
        window: listWindow(window),
        filter: { subscriptionId, subscriptionTeamId, roleGroupNames },
        db,
      }),
  }),
  myProfile: t.withAuth(signedIn).field({
    type: Profile,
    nullable: true,
    description: "The signed-in person's profile; null when the account has none yet.",
    resolve: (_root, _args, { actor, db }) => getOwnProfile({ actor, db }),
  }),
}));

builder.mutationFields((t) => ({
  updateProfile: t.withAuth(signedIn).field({
    type: Profile,
    args: { model: t.arg({ type: UpdateProfileInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => updateProfile({ actor, input: model, db }),
  }),
  createProfile: t.withAuth(signedIn).field({
    type: Profile,
    args: { model: t.arg({ type: CreateProfileInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => createOwnProfile({ actor, input: model, db }),
  }),
}));
