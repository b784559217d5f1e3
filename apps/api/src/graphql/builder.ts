import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { UserRow } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import type { Membership } from '../modules/teams/service.js';
import { scopesFor } from '../modules/policies.js';
import type { GraphQLContext } from './context.js';

/** A user as GraphQL returns it; access_token is only present on the answer of login and register. */
export type UserShape = UserRow & { access_token?: string };

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { signedIn: boolean; admin: boolean };
  Objects: {
    User: UserShape;
    TeamUser: Membership;
    Team: Membership['team'];
    ProfileCompleteness: { complete: boolean; missing: string[] };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: async (ctx) => scopesFor(ctx.viewer),
    // No user (or a dead token): Unauthenticated, so the client signs out. A user who may not: Forbidden.
    unauthorizedError: (_parent, ctx) => (ctx.viewer ? AppError.forbidden() : AppError.unauthenticated()),
  },
});

builder.queryType({});
builder.mutationType({});
