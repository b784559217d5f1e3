import { grantCreditsSchema } from '@mp/domain';
import { builder } from '../../graphql/builder.js';
import { parseId } from '../../graphql/ids.js';
import { paginatorType } from '../../graphql/paginator-schema.js';
import { zodInputType } from '../../graphql/zod-input.js';
import { activeTeamId } from '../../viewer/viewer.js';
import { actorOf } from '../audit/actor.js';
import { balanceOf, grantCredits, listLedger, type LedgerEntry } from './service.js';

/** Job-post credits (decision 0022): the team's balance for its people, the ledger and grants for administrators. */

interface TeamBalance {
  team_id: number;
  balance: number;
}

const CreditRef = builder.objectRef<TeamBalance>('Credit').implement({
  authScopes: { company: true },
  description: "The active team's job posts (GET_CURRENT_CREDITS).",
  fields: (t) => ({
    team_id: t.exposeID('team_id'),
    balance: t.exposeInt('balance', { description: "Job posts available; posting needs 1 ('Insufficient Balance!' below)." }),
  }),
});

const LedgerEntryRef = builder.objectRef<LedgerEntry>('CreditLedgerEntry').implement({
  authScopes: { admin: true },
  description: 'One movement of a team\'s credits: IN (a grant, later a purchase) or OUT (a post).',
  fields: (t) => ({
    id: t.exposeID('id'),
    direction: t.exposeString('direction', { description: 'IN or OUT.' }),
    quantity: t.exposeInt('quantity'),
    balance_after: t.exposeInt('balance_after'),
    reason: t.exposeString('reason'),
    actor_id: t.exposeID('actor_id', { nullable: true }),
    actor_name: t.exposeString('actor_name', { nullable: true, description: 'Who: the administrator who granted, the member who posted.' }),
    opportunity_id: t.exposeID('opportunity_id', { nullable: true }),
    created_at: t.string({ resolve: (e) => e.created_at.toISOString() }),
  }),
});
const LedgerPaginator = paginatorType('CreditLedgerPaginator', LedgerEntryRef);

const TeamCreditsRef = builder.objectRef<TeamBalance>('TeamCredits').implement({
  authScopes: { admin: true },
  description: "A company account's balance and its ledger, for the console.",
  fields: (t) => ({
    team_id: t.exposeID('team_id'),
    balance: t.exposeInt('balance'),
    ledger: t.field({
      type: LedgerPaginator,
      description: 'Latest first.',
      args: { first: t.arg.int({ defaultValue: 20 }), page: t.arg.int({ defaultValue: 1 }) },
      resolve: (c, args, ctx) => listLedger(ctx.deps.db, c.team_id, args),
    }),
  }),
});

const GrantCreditsInput = zodInputType(builder, 'GrantCreditsInput', grantCreditsSchema, {
  allOptional: true,
  fields: {
    // A Float, so a fraction reaches the shared rule and gets its message, as a negative number does; an Int would
    // be refused by GraphQL's coercion with words meant for programmers.
    quantity: { type: 'Float', description: 'A whole number of job posts from 1 to 1000; anything else is refused (BAD_USER_INPUT).' },
    reason: 'Required; kept in the ledger and the audit log.',
  },
});

const accountId = (id: string | number) => parseId(id, 'account id');

builder.queryFields((t) => ({
  currentCredit: t.field({
    type: CreditRef,
    authScopes: { company: true },
    description: "The active team's balance in job posts, read fresh (the team comes from the active membership).",
    resolve: async (_r, _a, ctx) => {
      const teamId = activeTeamId(ctx.viewer!)!;
      return { team_id: teamId, balance: await balanceOf(ctx.deps.db, teamId) };
    },
  }),
  adminTeamCredits: t.field({
    type: TeamCreditsRef,
    authScopes: { admin: true },
    description: "A company account's balance and ledger.",
    args: { teamId: t.arg.id({ required: true }) },
    resolve: async (_r, { teamId }, ctx) => {
      const id = accountId(teamId);
      return { team_id: id, balance: await balanceOf(ctx.deps.db, id) };
    },
  }),
}));

builder.mutationFields((t) => ({
  adminGrantCredits: t.field({
    type: TeamCreditsRef,
    authScopes: { admin: true },
    description: 'Grants job posts to a company account with a reason (a ledger IN row), audited as credits.grant.',
    args: { teamId: t.arg.id({ required: true }), input: t.arg({ type: GrantCreditsInput, required: true }) },
    resolve: async (_r, { teamId, input }, ctx) => {
      const id = accountId(teamId);
      return { team_id: id, balance: await grantCredits(ctx.deps.db, actorOf(ctx), id, input) };
    },
  }),
}));
