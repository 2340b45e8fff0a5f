import { anyone } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { profileForInvite } from './profile-for-invite.ts';

const InvitedProfile = builder
  .objectRef<{ firstName: string; lastName: string; email: string }>('InvitedProfile')
  .implement({
    description: 'Who an invite link is for, shown before the person chooses a password.',
    fields: (t) => ({
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      email: t.exposeString('email'),
    }),
  });

builder.queryFields((t) => ({
  profileForInvite: t.withAuth(anyone).field({
    type: InvitedProfile,
    args: { userId: t.arg.id({ required: true }), code: t.arg.string({ required: true }) },
    resolve: (_root, args, { db }) => profileForInvite({ input: args, db }),
  }),
}));
