import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { Role } from '@roadmark/domain/roles';
import { forbidden, unauthenticated } from '../errors.ts';
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
    authScopes: (context) => ({
      public: true,
      signedIn: context.actor !== null,
      role: (role) => context.actor?.roles.includes(role) ?? false,
    }),
    unauthorizedError: (_parent, context) => (context.actor ? forbidden() : unauthenticated()),
  },
});

builder.queryType({});
builder.mutationType({});
