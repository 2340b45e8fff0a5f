import { ALL_ROLES } from '@roadmark/domain/roles';
import { ALL_SUBSCRIPTION_TYPES } from '@roadmark/domain/subscription-type';
import { anyone } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { getViewer } from './get-viewer.ts';
import { countRecoveryCodesLeft } from './recovery-codes.ts';

const RoleEnum = builder.enumType('Role', { values: ALL_ROLES });
export const SubscriptionTypeEnum = builder.enumType('SubscriptionType', { values: ALL_SUBSCRIPTION_TYPES });

type ViewerShape = Awaited<ReturnType<typeof getViewer>>;

const ViewerSubscription = builder.objectRef<ViewerShape['subscription']>('ViewerSubscription').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    companyName: t.exposeString('companyName'),
    subscriptionType: t.field({ type: SubscriptionTypeEnum, resolve: (s) => s.subscriptionType }),
    allowExport: t.exposeBoolean('allowExport', {
      description: 'Whether people lists offer the export to Excel.',
    }),
    brandColor: t.exposeString('brandColor', {
      description: 'The primary colour the app takes after sign-in; empty when branding is off or #000000.',
    }),
    brandImageUrl: t.exposeString('brandImageUrl', {
      nullable: true,
      description: 'The logo that replaces the navbar brand image, when branding is on.',
    }),
  }),
});

const Viewer = builder.objectRef<ViewerShape>('Viewer').implement({
  description: 'The signed-in user, as the app shell shows them.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    pendingEmail: t.exposeString('pendingEmail', {
      nullable: true,
      description: 'A new address waiting for confirmation; the old one stays in use until then.',
    }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    roleGroup: t.exposeString('roleGroup'),
    twoFactorEnabled: t.exposeBoolean('twoFactorEnabled'),
    twoFactorSetupRequired: t.exposeBoolean('twoFactorSetupRequired', {
      description:
        'Staff must turn on two-factor sign-in before anything else (REQUIRE_STAFF_TWO_FACTOR); until then every other field and request is refused.',
    }),
    recoveryCodesLeft: t.int({
      description: 'How many unused two-factor recovery codes the viewer has; 0 when two-factor sign-in is off.',
      resolve: (v, _args, { db }) => countRecoveryCodesLeft(db, v.id),
    }),
    roles: t.field({ type: [RoleEnum], resolve: (v) => v.roles }),
    emulatedSubscriptionId: t.exposeID('emulatedSubscriptionId', {
      nullable: true,
      description:
        'The subscription an Administration user is emulating, as asked for with the x-roadmark-subscription header; null when none is in effect, including when the asked-for one is unknown or archived.',
    }),
    subscription: t.field({
      type: ViewerSubscription,
      description: 'The subscription the viewer acts in: the emulated one while emulating, else their own.',
      resolve: (v) => v.subscription,
    }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.withAuth(anyone).field({
    type: Viewer,
    nullable: true,
    description: 'The signed-in user, or null when signed out.',
    resolve: (_root, _args, { actor, db }) => (actor ? getViewer({ actor, db }) : null),
  }),
}));
