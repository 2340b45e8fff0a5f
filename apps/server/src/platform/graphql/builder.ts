import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { Role } from '@roadmark/domain/roles';
import { refusal, type SignedInContext } from './auth-scopes.ts';
import type { GraphQLContext } from './context.ts';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  AuthScopes: { public: boolean; signedIn: boolean; role: Role };
  // A field built with `t.withAuth(scope)` resolves with the actor the scope made sure of.
  AuthContexts: { signedIn: SignedInContext; role: SignedInContext };
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
    unauthorizedError: (_parent, context) => refusal(context),
  },
});

builder.queryType({});
builder.mutationType({});
