import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { scopesOf, SECOND_FACTOR_MSG, type Scope } from '@mp/domain';
import type { UserRow } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import { holdsConsole, policySubject, type Membership, type Viewer } from '../viewer/viewer.js';
import type { GraphQLContext } from './context.js';

/** A user as GraphQL returns it; access_token is only present on the answer of login and register. */
export type UserShape = UserRow & { access_token?: string };

/**
 * Every operation names the scopes it needs (the rules live in @mp/domain, shared with the web's guards):
 * `public` for what a visitor may do, `signedIn`, `admin` (the platform administrator), `active`,
 * `company`, `freelancer`, `agency` (guests act under their team's type), `teamAdmin`, `canPostJobs`.
 * Resource checks (this team's post, this user's file) are named functions in each module's policy.ts.
 */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: Record<Scope, boolean>;
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
    authScopes: (ctx) => {
      const scopes = scopesOf(ctx.viewer ? policySubject(ctx.viewer) : null);
      // The console needs a second factor proved on this session, not the password alone (decision 0064).
      return scopes.admin && !holdsConsole(ctx.viewer) ? { ...scopes, admin: false } : scopes;
    },
    // No user (or a dead token): Unauthenticated, so the client signs out. An administrator without a proved factor:
    // SECOND_FACTOR_REQUIRED, so the console leads to the set-up. Anyone else who may not: Forbidden.
    unauthorizedError: (_parent, ctx) =>
      !ctx.viewer ? AppError.unauthenticated() : lacksConsoleFactor(ctx.viewer) ? new AppError('SECOND_FACTOR_REQUIRED', SECOND_FACTOR_MSG.adminNeedsFactor) : AppError.forbidden(),
  },
});

const lacksConsoleFactor = (viewer: Viewer) => viewer.user.type === 'ADMIN' && !holdsConsole(viewer);

/** The scope of what a visitor may do: declared, so that a forgotten scope is a failing test, not a public field. */
export const PUBLIC = { public: true } as const;

builder.queryType({});
builder.mutationType({});
