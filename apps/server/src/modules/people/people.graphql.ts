import { idSchema } from '@roadmark/domain/ids';
import { driverManagement } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { parseInput } from '../../platform/validation.ts';
import { grantableRoleGroups } from '../accounts/person.policy.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { changeUserRoleGroup } from './change-user-role-group.ts';
import { createUser } from './create-user.ts';
import { deleteUser } from './delete-user.ts';
import { Profile, RoleGroup } from './profile.graphql.ts';
import { reserveDriverPin } from './reserve-driver-pin.ts';
import { userRelatedCounts } from './user-related-counts.ts';

const CreateUserInput = builder.inputType('CreateUserInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: false, description: 'Blank makes a PIN account.' }),
    roleGroupId: t.id({ required: true }),
    subscriptionId: t.id({ required: false, description: "Defaults to the viewer's subscription." }),
    subscriptionTeamId: t.id({ required: false }),
    uniqueDriverPin: t.string({
      required: false,
      description:
        'The PIN the form showed (generateUniqueDriverPin, reserved for the caller); any other PIN is refused. Without one the server generates it.',
    }),
  }),
});

const ChangeUserRoleGroupInput = builder.inputType('ChangeUserRoleGroupInput', {
  fields: (t) => ({ userId: t.id({ required: true }), roleGroupId: t.id({ required: true }) }),
});

type RelatedCounts = Awaited<ReturnType<typeof userRelatedCounts>>;

const UserRelatedCounts = builder.objectRef<RelatedCounts>('UserRelatedCounts').implement({
  description: 'What the user delete screen lists: the records that hang on the person.',
  fields: (t) => ({
    assessmentSessions: t.exposeInt('assessmentSessions'),
    userAssessmentAssignments: t.exposeInt('userAssessmentAssignments'),
    signInSessions: t.exposeInt('signInSessions', { description: 'Open sign-in sessions, which deleting ends.' }),
    externalLogins: t.exposeInt('externalLogins', { description: 'Linked sign-ins with another provider.' }),
  }),
});

builder.queryFields((t) => ({
  roleGroups: t.withAuth(driverManagement).field({
    type: [RoleGroup],
    description: 'Profile supporting data: the role groups the viewer may give people of this subscription.',
    args: { subscriptionId: t.arg.id({ required: true }) },
    resolve: async (_root, { subscriptionId }, { actor, db }) => {
      const subscription = await findVisibleSubscription(db, actor, parseInput(idSchema, subscriptionId));
      return grantableRoleGroups(actor, subscription).map(({ id, name }) => ({ id, name }));
    },
  }),
  userRelatedCounts: t.withAuth(driverManagement).field({
    type: UserRelatedCounts,
    args: { profileId: t.arg.id({ required: true }) },
    resolve: (_root, { profileId }, { actor, db }) => userRelatedCounts({ actor, input: { profileId }, db }),
  }),
}));

builder.mutationFields((t) => ({
  generateUniqueDriverPin: t.withAuth(driverManagement).string({
    description:
      "A driver PIN no profile has, reserved for the caller's subscription for a day, for the user form to show and createUser to use.",
    resolve: (_root, _args, { actor, db }) => reserveDriverPin({ actor, db }),
  }),
  createUser: t.withAuth(driverManagement).field({
    type: Profile,
    description: 'Creates the account (invite, no email sent), profile with a driver PIN, and currentUsers + 1.',
    args: { model: t.arg({ type: CreateUserInput, required: true }) },
    resolve: (_root, { model }, { actor, db, pinEmailDomain }) =>
      createUser({ actor, input: model, db, pinEmailDomain }),
  }),
  deleteUser: t.withAuth(driverManagement).field({
    type: Profile,
    description: 'Archives the account and the profile, and currentUsers - 1.',
    args: { profileId: t.arg.id({ required: true }) },
    resolve: (_root, { profileId }, { actor, db }) => deleteUser({ actor, input: { profileId }, db }),
  }),
  deleteProfile: t.withAuth(driverManagement).field({
    type: Profile,
    description:
      'The same as deleteUser(profileId), under the name integrators of the older API call: archives the person, never deletes.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => deleteUser({ actor, input: { profileId: id }, db }),
  }),
  changeUserRoleGroup: t.withAuth(driverManagement).field({
    type: Profile,
    args: { model: t.arg({ type: ChangeUserRoleGroupInput, required: true }) },
    resolve: (_root, { model }, { actor, db, pinEmailDomain }) =>
      changeUserRoleGroup({ actor, input: model, db, pinEmailDomain }),
  }),
}));
