import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { opportunities, skills } from '../../db/schema/index.js';
import { jobBoard } from '../job-board/service.js';
import { ADD, UPDATE } from '../opportunities/test-documents.js';
import { jobInput, opportunityFixtures, referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';

/**
 * The board's words match the post's skills and software by name (decision 0039, migration 0024): the words follow a
 * post whose skills change and a skill renamed, and the skill filters' facets still follow the post's skills.
 */

let t: TestApp;
let ref: ReferenceIds;
let token: string;
let figma: number;
let other: number;

const found = async (words: string) => (await jobBoard(t.deps.db, { filters: { search: words } })).data.map((j) => j.title);
const facetsOf = async (id: string) =>
  (await t.deps.db.select({ facets: opportunities.facets }).from(opportunities).where(eq(opportunities.id, Number(id))))[0]!.facets;

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  await f.grant(await f.idOf('employer@demo.test'), 10);
  token = await t.login('employer@demo.test');
  const software = await t.deps.db.select({ id: skills.id, name: skills.name }).from(skills).where(eq(skills.software, true));
  figma = software.find((s) => s.name === 'Figma')!.id;
  other = software.find((s) => !/figma|zephyrine/i.test(s.name))!.id;
});
afterAll(() => t.close());

async function post(title: string, software: number[]) {
  const res = await t.gql(ADD, { input: jobInput(ref, { title, description: '<p>Brand work.</p>', software_skills: software.map(String) }) }, token);
  expect(res.errors).toBeUndefined();
  return res.data.addOpportunity.id as string;
}

describe('words match skills and software', () => {
  it('finds a post tagged Figma by the word figma, not one without it', async () => {
    await post('Product designer one', [figma]);
    await post('Product designer two', [other]);
    expect(await found('figma')).toEqual(['Product designer one']);
  });

  it('follows a post whose skills change, with its facets', async () => {
    const id = await post('Motion lead', [other]);
    expect(await found('figma')).not.toContain('Motion lead');
    const edit = (software: number[]) =>
      t.gql(UPDATE, { id, input: jobInput(ref, { title: 'Motion lead', description: '<p>Brand work.</p>', software_skills: software.map(String) }) }, token);
    expect((await edit([figma, other])).errors).toBeUndefined();
    expect(await found('figma')).toContain('Motion lead');
    expect(await facetsOf(id)).toContain(`s${figma}`);
    expect((await edit([other])).errors).toBeUndefined();
    expect(await found('figma')).not.toContain('Motion lead');
    expect(await facetsOf(id)).not.toContain(`s${figma}`);
  });

  it('follows a skill renamed in the reference lists', async () => {
    await t.deps.db.update(skills).set({ name: 'Zephyrine Studio' }).where(eq(skills.id, figma));
    try {
      expect(await found('zephyrine')).toContain('Product designer one');
      expect(await found('figma')).toEqual([]);
    } finally {
      await t.deps.db.update(skills).set({ name: 'Figma' }).where(eq(skills.id, figma));
    }
    expect(await found('figma')).toContain('Product designer one');
    // A rename that keeps the name touches no post.
    const [before] = await t.deps.db.execute(sql`select max(xmin::text::bigint) as x from opportunities`).then((r: any) => (r.rows ?? r) as { x: string }[]);
    await t.deps.db.update(skills).set({ name: 'Figma' }).where(eq(skills.id, figma));
    const [after] = await t.deps.db.execute(sql`select max(xmin::text::bigint) as x from opportunities`).then((r: any) => (r.rows ?? r) as { x: string }[]);
    expect(after!.x).toBe(before!.x);
  });
});
