import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { opportunities } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { jobInput, opportunityFixtures, referenceIds, type ReferenceIds } from './test-fixtures.js';
import { ADD } from './test-documents.js';

/**
 * Many posts racing for the last credits: exactly as many win as there were credits, the others get
 * INSUFFICIENT_BALANCE, and the balance, the ledger and the posts agree. Real concurrency on PostgreSQL
 * (DATABASE_URL, e.g. scripts/with-postgres.sh); serialised by PGlite's single connection otherwise.
 */
let t: TestApp;
let ref: ReferenceIds;
let f: ReturnType<typeof opportunityFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  f = opportunityFixtures(t);
});
afterAll(async () => t.close());

describe('the race for the last credits', () => {
  it.each([
    [1, 2],
    [5, 20],
  ])('with %i credits and %i posts at once, only as many win as there are credits', async (credits, attempts) => {
    const teamId = await f.idOf('employer@demo.test');
    const start = await f.ledgerState(teamId);
    const postsBefore = (await t.deps.db.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.team_id, teamId))).length;
    await f.grant(teamId, credits);
    const tokens = await Promise.all(['employer@demo.test', 'guest@demo.test'].map((email) => t.login(email)));
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, i) => t.gql(ADD, { input: jobInput(ref, { title: `Race ${i}` }) }, tokens[i % 2])),
    );
    const won = results.filter((r) => r.data?.addOpportunity);
    const lost = results.filter((r) => r.errors?.[0]?.extensions.code === 'INSUFFICIENT_BALANCE');
    expect(won).toHaveLength(credits);
    expect(lost).toHaveLength(attempts - credits);
    expect(await f.ledgerState(teamId)).toEqual({ sum: 0, outs: start.outs + credits, last: 0, balance: 0 });
    const posts = await t.deps.db.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.team_id, teamId));
    expect(posts).toHaveLength(postsBefore + credits);
  });
});
