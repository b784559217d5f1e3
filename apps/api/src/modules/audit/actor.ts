import type { GraphQLContext } from '../../graphql/context.js';

/** Who made a console change, for the audit log. */
export interface Actor {
  id: number;
  ip?: string;
}

/** The administrator of a request that passed `authScopes: { admin: true }`. */
export function actorOf(ctx: GraphQLContext): Actor {
  return { id: ctx.viewer!.user.id, ip: ctx.meta.ip };
}
