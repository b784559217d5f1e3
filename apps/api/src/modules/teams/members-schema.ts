import DataLoader from 'dataloader';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { parseId } from '../../graphql/ids.js';
import type { Membership } from '../../viewer/viewer.js';
import {
  associationsOf, listTeamUsers, peopleByIds, removeTeamUser, syncTeamUserAssociations, updateTeamUser, type Association,
  type TeamPerson,
} from './members.js';
import { canManageTeam } from './policy.js';

/**
 * Manage Team's operations: `TeamUser` is the membership type
 * that `me.teams` already returns, extended with the person and their associations. The person and the associations
 * come from two per-request loaders, which `teamUsers` fills from its own two statements.
 */

const LOADERS = Symbol('team-members');
const keyOf = (m: Pick<Membership, 'team_id' | 'user_id'>) => `${m.team_id}:${m.user_id}`;

/** Each membership's associate ids, by keyOf. */
function byMember(rows: readonly Association[]): Map<string, number[]> {
  const map = new Map<string, number[]>();
  for (const a of rows) {
    const list = map.get(keyOf(a));
    if (list) list.push(a.associate_id);
    else map.set(keyOf(a), [a.associate_id]);
  }
  return map;
}

function memberLoaders(ctx: GraphQLContext) {
  return ctx.memo(LOADERS, () => ({
    people: new DataLoader<number, TeamPerson | undefined>(async (ids) => {
      const rows = await peopleByIds(ctx.deps.db, ids);
      return ids.map((id) => rows.find((p) => p.id === id));
    }),
    associates: new DataLoader<Pick<Membership, 'team_id' | 'user_id'>, number[], string>(
      async (members) => {
        const found = byMember(await associationsOf(ctx.deps.db, members));
        return members.map((m) => found.get(keyOf(m)) ?? []);
      },
      { cacheKeyFn: keyOf },
    ),
  }));
}

async function personOf(ctx: GraphQLContext, m: Membership): Promise<TeamPerson> {
  const person = await memberLoaders(ctx).people.load(m.user_id);
  if (!person) throw new Error(`no user ${m.user_id} behind membership ${m.id}`);
  return person;
}

builder.objectFields('TeamUser', (t) => ({
  userId: t.exposeID('user_id'),
  firstName: t.string({ nullable: true, resolve: async (m, _a, ctx) => (await personOf(ctx, m)).first_name }),
  lastName: t.string({ nullable: true, resolve: async (m, _a, ctx) => (await personOf(ctx, m)).last_name }),
  email: t.string({ resolve: async (m, _a, ctx) => (await personOf(ctx, m)).email }),
  canPostJobs: t.exposeBoolean('can_post_jobs'),
  isOwner: t.boolean({ description: 'The account owner: no actions on its row.', resolve: (m) => m.user_id === m.team_id }),
  associateIds: t.idList({
    description: 'The members whose posts this one manages (User Associations).',
    resolve: (m, _a, ctx) => memberLoaders(ctx).associates.load(m),
  }),
}));

const manages = (ctx: GraphQLContext) => canManageTeam(ctx.viewer);

builder.queryFields((t) => ({
  teamUsers: t.field({
    type: ['TeamUser'],
    authScopes: (_r, _a, ctx) => manages(ctx),
    description: "viewUserTeam: the active team's people except the viewer, owner first, then by name.",
    resolve: async (_r, _a, ctx) => {
      const { members, people, associations } = await listTeamUsers(ctx.deps.db, ctx.viewer);
      const loaders = memberLoaders(ctx);
      const found = byMember(associations);
      for (const person of people) loaders.people.prime(person.id, person);
      for (const m of members) loaders.associates.prime(m, found.get(keyOf(m)) ?? []);
      return members;
    },
  }),
}));

builder.mutationFields((t) => ({
  updateTeamUser: t.field({
    type: 'TeamUser',
    authScopes: (_r, _a, ctx) => manages(ctx),
    description: "updateUserTeam: role ('admin'|'member') and/or canPostJobs. The owner's row and the viewer's own are refused.",
    args: { userId: t.arg.id({ required: true }), role: t.arg.string(), canPostJobs: t.arg.boolean() },
    resolve: (_r, { userId, role, canPostJobs }, ctx) =>
      updateTeamUser(ctx.deps.db, ctx.viewer, parseId(userId, 'user'), { role, canPostJobs }, ctx.meta.ip),
  }),
  removeTeamUser: t.boolean({
    authScopes: (_r, _a, ctx) => manages(ctx),
    description: "deleteUserTeam: removes the person from the team (and their associations there, both ways). 'Team member removed!'",
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_r, { userId }, ctx) => removeTeamUser(ctx.deps.db, ctx.viewer, parseId(userId, 'user'), ctx.meta.ip),
  }),
  syncTeamUserAssociations: t.field({
    type: 'TeamUser',
    authScopes: (_r, _a, ctx) => manages(ctx),
    description: 'syncUserTeamAssociation: the members whose posts this member manages, as a whole list.',
    args: { userId: t.arg.id({ required: true }), associateIds: t.arg.idList({ required: true }) },
    resolve: (_r, { userId, associateIds }, ctx) =>
      syncTeamUserAssociations(
        ctx.deps.db,
        ctx.viewer,
        parseId(userId, 'user'),
        associateIds.map((id) => parseId(id, 'associate')),
        ctx.meta.ip,
      ),
  }),
}));
