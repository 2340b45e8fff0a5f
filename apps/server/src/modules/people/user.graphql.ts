import { ROLE_GROUPS } from '@roadmark/domain/roles';
import { signedIn } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { getUser, type UserRow } from './get-user.ts';
import { RoleGroup } from './profile.graphql.ts';

/** An account as a manager may see it: never its password, secrets or tokens. */
export const User = builder.objectRef<UserRow>('User').implement({
  description: 'A sign-in account, as the people who manage its person may see it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    userName: t.exposeString('userName'),
    email: t.exposeString('email'),
    emailConfirmed: t.exposeBoolean('emailConfirmed', {
      description: 'False while the invite is pending; PIN accounts count as confirmed.',
    }),
    phoneNumberConfirmed: t.exposeBoolean('phoneNumberConfirmed'),
    twoFactorEnabled: t.exposeBoolean('twoFactorEnabled'),
    lockoutEnd: t.string({
      nullable: true,
      description:
        'Until when (UTC ISO) sign-in is refused: after too many wrong passwords, or 9999-12-31 while a manager has locked the account; null when never locked.',
      resolve: (user) => user.lockoutEnd?.toISOString() ?? null,
    }),
    lockoutEnabled: t.exposeBoolean('lockoutEnabled'),
    accessFailedCount: t.exposeInt('accessFailedCount', {
      description: 'Wrong passwords since the last sign-in or lockout.',
    }),
    roleGroup: t.field({
      type: RoleGroup,
      resolve: (user) => {
        const group = ROLE_GROUPS.find((candidate) => candidate.id === user.roleGroupId);
        if (!group) throw new Error(`User ${user.id} has an unknown role group`);
        return { id: group.id, name: group.name };
      },
    }),
  }),
});

builder.queryFields((t) => ({
  user: t.withAuth(signedIn).field({
    type: User,
    description: "An account by id, for those who may see its person's profile; anyone else's is NOT_FOUND.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => getUser({ actor, input: { id }, db }),
  }),
}));
