import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { Role } from '@roadmark/domain/roles';
import { forbidden, twoFactorSetupRequired, unauthenticated } from '../errors.ts';
import type { GraphQLContext } from './context.ts';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  AuthScopes: { public: boolean; signedIn: boolean; role: Role };
  Scalars: { ID: { Input: string; Output: string } };
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // Staff who must still turn on two-factor sign-in reach only the public fields (the viewer among them).
    authScopes: (context) => {
      const actor = context.actor?.twoFactorSetupPending ? null : context.actor;
      return {
        public: true,
        signedIn: actor !== null,
        role: (role) => actor?.roles.includes(role) ?? false,
      };
    },
    unauthorizedError: (_parent, context) => {
      if (context.actor?.twoFactorSetupPending) return twoFactorSetupRequired();
      return context.actor ? forbidden() : unauthenticated();
    },
  },
});

builder.queryType({});
builder.mutationType({});
