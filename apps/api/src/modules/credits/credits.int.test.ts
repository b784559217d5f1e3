import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OPPORTUNITY_MSG as M } from '@mp/domain';
import { creditLedger, teamCredits } from '../../db/schema/index.js';
import { pgError } from '../../db/errors.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { opportunityFixtures } from '../opportunities/test-fixtures.js';
import { addCredits, takeCredits } from './service.js';

const GRANT = `mutation($teamId: ID!, $input: GrantCreditsInput!) { adminGrantCredits(teamId: $teamId, input: $input) {
  team_id balance ledger { data { direction quantity balance_after reason actor_name } } } }`;
const CREDITS = `query($teamId: ID!) { adminTeamCredits(teamId: $teamId) {
  balance ledger(first: 2) { data { direction quantity balance_after reason } paginatorInfo { total hasMorePages } } } }`;

let t: TestApp;
let f: ReturnType<typeof opportunityFixtures>;
let admin: string;
let company: number;

beforeAll(async () => {
  t = await createTestApp();
  f = opportunityFixtures(t);
  admin = await t.login('admin@demo.test');
  company = await f.idOf('employer@demo.test');
});
afterAll(async () => t.close());

const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;

describe('an administrator grants job posts', () => {
  it('adds them with the reason to the ledger, audited, and the team sees its balance', async () => {
    const res = await t.gql(GRANT, { teamId: company, input: { quantity: 25, reason: 'Launch offer' } }, admin);
    expect(res.data.adminGrantCredits).toMatchObject({
      team_id: String(company),
      balance: 25,
      ledger: { data: [{ direction: 'IN', quantity: 25, balance_after: 25, reason: 'Launch offer', actor_name: 'Ada Admin' }] },
    });
    await t.gql(GRANT, { teamId: company, input: { quantity: 5, reason: 'Goodwill' } }, admin);
    const [entry] = await adminFixtures(t).auditOf('credits.grant');
    expect(entry).toMatchObject({ target_type: 'user', target_id: company, details: { quantity: 5, reason: 'Goodwill', balance: 30 } });
    const list = (await t.gql(CREDITS, { teamId: company }, admin)).data.adminTeamCredits;
    expect(list).toMatchObject({ balance: 30, ledger: { paginatorInfo: { total: 2, hasMorePages: false } } });
    expect(list.ledger.data[0]).toMatchObject({ reason: 'Goodwill', balance_after: 30 });
    const owner = await t.login('employer@demo.test');
    expect((await t.gql('{ currentCredit { balance } }', {}, owner)).data.currentCredit.balance).toBe(30);
    // A guest of the team reads the active team's balance too.
    expect((await t.gql('{ currentCredit { balance } }', {}, await t.login('member@demo.test'))).data.currentCredit.balance).toBe(30);
  });

  it('checks the form, and grants to company accounts only', async () => {
    const bad = await t.gql(GRANT, { teamId: company, input: { quantity: 0, reason: ' ' } }, admin);
    expect(bad.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.quantity': M.grantQuantity, 'input.reason': M.grantReason } });
    const agency = await f.idOf('agency@demo.test');
    expect((await t.gql(GRANT, { teamId: agency, input: { quantity: 1, reason: 'x' } }, admin)).errors[0].message).toBe(M.grantTeam);
    expect(codeOf(await t.gql(GRANT, { teamId: 999999, input: { quantity: 1, reason: 'x' } }, admin))).toBe('NOT_FOUND');
  });

  it("refuses a negative, zero, fractional or too large quantity with the rule's message, granting nothing (issue 23)", async () => {
    const before = await f.balance(company);
    for (const quantity of [-5, 0, 2.5, -0.5, 1001]) {
      const res = await t.gql(GRANT, { teamId: company, input: { quantity, reason: 'Launch offer' } }, admin);
      expect(res.errors?.[0], String(quantity)).toMatchObject({
        message: M.grantQuantity,
        extensions: { code: 'BAD_USER_INPUT', fields: { 'input.quantity': M.grantQuantity } },
      });
    }
    expect(await f.balance(company)).toBe(before);
  });

  it('refuses anyone but the administrator, granting nothing', async () => {
    const before = await f.balance(company);
    expect(codeOf(await t.gql(GRANT, { teamId: company, input: { quantity: 1, reason: 'x' } }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(CREDITS, { teamId: company }))).toBe('UNAUTHENTICATED');
    for (const email of ['employer@demo.test', 'member@demo.test', 'freelancer@demo.test', 'agency@demo.test']) {
      const token = await t.login(email);
      expect(codeOf(await t.gql(GRANT, { teamId: company, input: { quantity: 1, reason: 'x' } }, token)), email).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(CREDITS, { teamId: company }, token)), email).toBe('FORBIDDEN');
    }
    expect(await f.balance(company)).toBe(before);
  });

  it("refuses the balance to visitors, freelancers, agencies and the administrator (no company side)", async () => {
    expect(codeOf(await t.gql('{ currentCredit { balance } }'))).toBe('UNAUTHENTICATED');
    for (const email of ['freelancer@demo.test', 'agency@demo.test', 'admin@demo.test']) {
      expect(codeOf(await t.gql('{ currentCredit { balance } }', {}, await t.login(email))), email).toBe('FORBIDDEN');
    }
  });
});

describe('the database keeps the ledger and the balance together', () => {
  const refused = async (work: Promise<unknown>) => {
    const err = await work.then(() => null, (e: unknown) => e);
    expect(err, 'the database should refuse this').not.toBeNull();
    return pgError(err);
  };

  it('refuses a negative balance, a changed or removed ledger row, a balance changed without a ledger row', async () => {
    const db = t.deps.db;
    const team = await f.idOf('inactive@demo.test');
    await f.grant(team, 2);
    expect(await refused(db.transaction((tx) => takeCredits(tx, team, 3).then(() => undefined)))).toBeUndefined(); // INSUFFICIENT_BALANCE
    expect((await refused(db.update(teamCredits).set({ balance: -1 }).where(eq(teamCredits.team_id, team))))?.code).toBe('23514');
    expect((await refused(db.update(creditLedger).set({ quantity: 9 }).where(eq(creditLedger.team_id, team))))?.constraint).toBe('credit_ledger_append_only');
    expect((await refused(db.delete(creditLedger).where(eq(creditLedger.team_id, team))))?.constraint).toBe('credit_ledger_append_only');
    expect((await refused(db.update(teamCredits).set({ balance: 7 }).where(eq(teamCredits.team_id, team))))?.constraint).toBe('team_credits_match_ledger');
    const stray = db.insert(creditLedger).values({ team_id: team, direction: 'IN', quantity: 1, balance_after: 3, reason: 'Stray' });
    expect((await refused(stray))?.constraint).toBe('credit_ledger_follows');
    expect(await f.ledgerState(team)).toEqual({ sum: 2, outs: 0, last: 2, balance: 2 });
  });

  it('keeps both in one transaction: a failure after taking a credit gives it back', async () => {
    const team = await f.idOf('inactive@demo.test');
    const before = await f.ledgerState(team);
    await refused(
      t.deps.db.transaction(async (tx) => {
        await takeCredits(tx, team);
        await tx.execute(sql`select 1/0`);
      }),
    );
    expect(await f.ledgerState(team)).toEqual(before);
    await t.deps.db.transaction((tx) => addCredits(tx, { teamId: team, quantity: 1, actorId: null, reason: 'Top up' }));
    expect((await f.ledgerState(team)).balance).toBe(before.balance + 1);
  });
});
