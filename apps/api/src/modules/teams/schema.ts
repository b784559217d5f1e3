import { builder, PUBLIC } from '../../graphql/builder.js';
import { UserRef, UserTypeEnum } from '../users/schema.js';
import { findUserById } from '../users/service.js';
import { fullName, type USER_TYPES } from '@mp/domain';
import { switchTeam } from './service.js';
import { parseId } from '../../graphql/ids.js';

type UserTypeValue = (typeof USER_TYPES)[number];

const TeamRoleEnum = builder.enumType('TeamRole', { values: ['admin', 'member'] as const });

builder.objectType('Team', {
  authScopes: PUBLIC,
  description: 'The account that is a team (a company or an agency), as a member sees it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: UserTypeEnum, resolve: (team) => team.type as UserTypeValue }),
    name: t.string({ nullable: true, resolve: (team) => fullName(team.first_name, team.last_name) }),
    company: t.exposeString('company', { nullable: true }),
    agency_name: t.exposeString('agency_name', { nullable: true }),
    avatar: t.exposeString('avatar', { nullable: true }),
  }),
});

builder.objectType('TeamUser', {
  // As visible as the User field that returns it (the login answer has no viewer yet): that field declares the audience.
  authScopes: PUBLIC,
  description: 'A membership of a user in a team (the spec\'s UserTeam / active company).',
  fields: (t) => ({
    id: t.exposeID('id'),
    user_id: t.exposeID('user_id'),
    team_id: t.exposeID('team_id'),
    role: t.field({ type: TeamRoleEnum, resolve: (m) => m.role }),
    active: t.exposeBoolean('active'),
    can_post_jobs: t.exposeBoolean('can_post_jobs'),
    type: t.field({ type: UserTypeEnum, description: "The team's type.", resolve: (m) => m.team.type as UserTypeValue }),
    user: t.field({ type: 'Team', description: 'The team account.', resolve: (m) => m.team }),
  }),
});

builder.mutationFields((t) => ({
  switchTeam: t.field({
    type: UserRef,
    description: "Makes one of the user's teams the active one.",
    authScopes: { signedIn: true },
    args: { team_id: t.arg.id({ required: true }) },
    resolve: async (_r, { team_id }, ctx) => {
      const viewer = ctx.viewer!;
      await switchTeam(ctx.deps.db, viewer.user.id, parseId(team_id, 'team'));
      ctx.loaders.membershipsByUser.clear(viewer.user.id);
      return (await findUserById(ctx.deps.db, viewer.user.id))!;
    },
  }),
}));
