import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { opportunities, teamCredits, users } from '../../db/schema/index.js';
import { postPublishedJob } from '../alerts/jobs.js';
import { IDEMPOTENCY_MSG } from '../idempotency/service.js';
import { waitForLockWaits } from '../idempotency/test-locks.js';
import { jobInput, opportunityFixtures, projectInput, referenceIds, type ReferenceIds } from './test-fixtures.js';

/**
 * addOpportunity with an idempotency key (decision 0041): one submission makes one post, takes one credit and
 * alerts once, however often it arrives and whether the repeats race the first. Real concurrency on PostgreSQL
 * (scripts/with-postgres.sh); PGlite's single connection serialises the racing requests.
 */
const ADD = `mutation($input: OpportunityInput!, $key: String) { addOpportunity(input: $input, idempotencyKey: $key) { id slug title target } }`;

let t: TestApp;
let ref: ReferenceIds;
let f: ReturnType<typeof opportunityFixtures>;
let team: number;
let employer: string;
/** The posts whose job alerts ran (queued with the post, run once it committed), in order. */
const alerted: number[] = [];

type Res = { data: any; errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[] };
const codeOf = (res: Res) => res.errors?.[0]?.extensions.code;

async function state(teamId = team) {
  const posts = await t.deps.db.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.team_id, teamId));
  return { posts: posts.length, ...(await f.ledgerState(teamId)) };
}

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  f = opportunityFixtures(t);
  team = await f.idOf('employer@demo.test');
  await f.grant(team, 30);
  employer = await t.login('employer@demo.test');
  const run = postPublishedJob.run.bind(postPublishedJob);
  vi.spyOn(postPublishedJob, 'run').mockImplementation(async (deps, payload) => {
    alerted.push(payload.opportunityId);
    return run(deps, payload);
  });
});

/** A second company, Pending Ltd (inactive@demo.test), made active; its balance is 0 until a test grants one. */
async function otherCompany() {
  const id = await f.idOf('inactive@demo.test');
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, id));
  return { id, token: await t.login('inactive@demo.test') };
}
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

describe('posting with an idempotency key', () => {
  it('makes one post, one ledger row and one alert for the same key sent three times at once, and answers it each time', async () => {
    const before = await state();
    const key = randomUUID();
    const input = jobInput(ref, { title: 'Double-clicked post' });
    const results: Res[] = await Promise.all([1, 2, 3].map(() => t.gql(ADD, { input, key }, employer)));
    for (const res of results) expect(res.errors).toBeUndefined();
    const ids = new Set(results.map((r) => r.data.addOpportunity.id));
    expect(ids.size).toBe(1);
    expect(await state()).toEqual({ ...before, posts: before.posts + 1, outs: before.outs + 1, sum: before.sum - 1, last: before.sum - 1, balance: before.balance - 1 });
    await t.deps.jobs.idle();
    expect(alerted.filter((id) => id === Number([...ids][0]))).toHaveLength(1);
  });

  it('makes two posts and two ledger rows for two keys', async () => {
    const before = await state();
    const input = jobInput(ref, { title: 'Two submissions' });
    const results: Res[] = await Promise.all([randomUUID(), randomUUID()].map((key) => t.gql(ADD, { input, key }, employer)));
    expect(new Set(results.map((r) => r.data.addOpportunity.id)).size).toBe(2);
    expect(await state()).toMatchObject({ posts: before.posts + 2, outs: before.outs + 2, balance: before.balance - 2 });
  });

  it('replays the first answer for a repeat after it completed (a lost answer), charging and alerting nothing more', async () => {
    const key = randomUUID();
    const input = projectInput(ref, { title: 'Retried after a timeout' });
    const first: Res = await t.gql(ADD, { input, key }, employer);
    expect(first.errors).toBeUndefined();
    await t.deps.jobs.idle();
    const before = { state: await state(), alerts: alerted.length };
    // The same body with its fields in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(input).reverse());
    const again: Res = await t.gql(ADD, { input: reordered, key }, employer);
    expect(again).toEqual(first);
    await t.deps.jobs.idle();
    expect({ state: await state(), alerts: alerted.length }).toEqual(before);
  });

  it('refuses the same key with a different body, or from a teammate, and changes nothing', async () => {
    const key = randomUUID();
    const input = jobInput(ref, { title: 'The first body' });
    expect((await t.gql(ADD, { input, key }, employer)).errors).toBeUndefined();
    const before = await state();
    const other: Res = await t.gql(ADD, { input: { ...input, title: 'Another body' }, key }, employer);
    expect([codeOf(other), other.errors?.[0]?.message]).toEqual(['IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MSG.reused]);
    // guest@demo.test is an admin of the same team: the key is the team's, but the answer is not theirs to replay.
    const teammate: Res = await t.gql(ADD, { input, key }, await t.login('guest@demo.test'));
    expect(codeOf(teammate)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await state()).toEqual(before);
  });

  it("never replays another team's answer: the same key and body post for the other team", async () => {
    const key = randomUUID();
    const input = jobInput(ref, { title: 'Same key, two companies' });
    const mine: Res = await t.gql(ADD, { input, key }, employer);
    const other = await otherCompany();
    await f.grant(other.id, 1);
    const before = await state(other.id);
    const theirs: Res = await t.gql(ADD, { input, key }, other.token);
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data.addOpportunity.id).not.toBe(mine.data.addOpportunity.id);
    expect(await state(other.id)).toMatchObject({ posts: before.posts + 1, outs: before.outs + 1, balance: 0 });
  });

  it('leaves no key behind when the first attempt fails, so the repeat runs', async () => {
    const { id: poorTeam, token } = await otherCompany();
    expect(await f.balance(poorTeam)).toBe(0);
    const key = randomUUID();
    const input = jobInput(ref, { title: 'Paid on the second try' });
    expect(codeOf(await t.gql(ADD, { input, key }, token))).toBe('INSUFFICIENT_BALANCE');
    await f.grant(poorTeam, 1);
    const retry: Res = await t.gql(ADD, { input, key }, token);
    expect(retry.errors).toBeUndefined();
    expect(await f.balance(poorTeam)).toBe(0);
  });

  it('refuses a key that is not a UUID, on its field, and still posts without a key', async () => {
    const before = await state();
    const bad: Res = await t.gql(ADD, { input: jobInput(ref), key: 'not-a-uuid' }, employer);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions.fields).toEqual({ idempotencyKey: IDEMPOTENCY_MSG.invalid });
    expect(await state()).toEqual(before);
    expect((await t.gql(ADD, { input: jobInput(ref) }, employer)).errors).toBeUndefined();
  });

  it.skipIf(!process.env.DATABASE_URL)('makes a repeat that arrives while the first runs wait for it, then answers the same post', async () => {
    const before = await state();
    const key = randomUUID();
    const input = jobInput(ref, { title: 'Slow first request' });
    // The team's balance row is held, so the first request stops inside its transaction, holding the key.
    let first!: Promise<Res>;
    let repeat!: Promise<Res>;
    await t.deps.db.transaction(async (tx) => {
      await tx.select().from(teamCredits).where(eq(teamCredits.team_id, team)).for('update');
      first = t.gql(ADD, { input, key }, employer);
      await waitForLockWaits(t.deps.db, 1);
      repeat = t.gql(ADD, { input, key }, employer);
      await waitForLockWaits(t.deps.db, 2);
    });
    const [a, b] = await Promise.all([first, repeat]);
    expect(a.errors).toBeUndefined();
    expect(b).toEqual(a);
    expect(await state()).toMatchObject({ posts: before.posts + 1, outs: before.outs + 1, balance: before.balance - 1 });
  });
});
