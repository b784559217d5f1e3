import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { jobInput, opportunityFixtures, projectInput, referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';
import { ADD, CLOSE } from '../opportunities/test-documents.js';

/** The public board and the home page's lists (decision 0053): anyone reads open published posts, nothing else. */

const APP_URL = 'https://jobs.example.com';
let t: TestApp;
let ref: ReferenceIds;
let token: string;

const BOARD = `query($target: OpportunityTarget, $filters: OpportunitySearchInput, $first: Int, $page: Int) {
  jobBoard(target: $target, filters: $filters, first: $first, page: $page) {
    data { slug title target } paginatorInfo { count currentPage hasMorePages total } } }`;
const LATEST = `query($target: OpportunityTarget!) { latestPublicPosts(target: $target, first: 6) { slug title target } }`;

beforeAll(async () => {
  t = await createTestApp({ env: { APP_URL } });
  ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  await f.grant(await f.idOf('employer@demo.test'), 40);
  token = await t.login('employer@demo.test');
});
afterAll(() => t.close());

async function post(input: Record<string, unknown>) {
  const res = await t.gql(ADD, { input }, token);
  expect(res.errors).toBeUndefined();
  return res.data.addOpportunity as { id: string; slug: string };
}
const slugs = (res: { data?: any }) => (res.data.jobBoard.data as { slug: string }[]).map((p) => p.slug);

describe('jobBoard for a visitor', () => {
  it('lists open published jobs, never a draft or a closed one, and projects only when asked', async () => {
    const open = await post(jobInput(ref, { title: 'Board motion designer' }));
    const draft = await post(jobInput(ref, { title: 'Board draft', is_active: false }));
    const closed = await post(jobInput(ref, { title: 'Board closed' }));
    expect((await t.gql(CLOSE, { id: closed.id, input: { reason: 'FILLED_ELSEWHERE' } }, token)).errors).toBeUndefined();
    const project = await post(projectInput(ref, { title: 'Board website rebuild' }));

    const jobs = await t.gql(BOARD, {});
    expect(jobs.errors).toBeUndefined();
    expect(slugs(jobs)).toContain(open.slug);
    expect(slugs(jobs)).not.toContain(draft.slug);
    expect(slugs(jobs)).not.toContain(closed.slug);
    expect(slugs(jobs)).not.toContain(project.slug);
    const projects = await t.gql(BOARD, { target: 'PROJECT' });
    expect(slugs(projects)).toEqual([project.slug]);
  });

  it('searches words and filters by discipline, role type and location type', async () => {
    const brand = await post(jobInput(ref, { title: 'Zebrafish brand lead', location_type: 'REMOTE', type: 'PERMANENT' }));
    const words = await t.gql(BOARD, { filters: { search: 'zebrafish' } });
    expect(slugs(words)).toEqual([brand.slug]);
    expect(slugs(await t.gql(BOARD, { filters: { search: 'zebrafish', jobLocation: ['ONSITE'] } }))).toEqual([]);
    expect(slugs(await t.gql(BOARD, { filters: { search: 'zebrafish', jobLocation: ['REMOTE'], jobType: ['PERMANENT'] } }))).toEqual([brand.slug]);
    expect(slugs(await t.gql(BOARD, { filters: { search: 'zebrafish', industry: ['2'] } }))).toEqual([]);
    expect(slugs(await t.gql(BOARD, { filters: { search: 'zebrafish', industry: ['1'] } }))).toEqual([brand.slug]);
  });

  it('pages 20 at a time by default', async () => {
    for (let i = 0; i < 21; i++) await post(jobInput(ref, { title: `Pager quokka ${i}` }));
    const first = await t.gql(BOARD, { filters: { search: 'quokka' } });
    expect(first.data.jobBoard.paginatorInfo).toEqual({ count: 20, currentPage: 1, hasMorePages: true, total: 21 });
    const second = await t.gql(BOARD, { filters: { search: 'quokka' }, page: 2 });
    expect(second.data.jobBoard.paginatorInfo).toMatchObject({ count: 1, currentPage: 2, hasMorePages: false });
    expect(slugs(first)).not.toContain(slugs(second)[0]);
  });

  it('answers hostile words as the search does (no error, nothing matched) and refuses unknown filter values with the field message', async () => {
    for (const search of ["'; drop table opportunities; --", '\u0001\u007f', '"unclosed', '-(', 'a'.repeat(5000), '<script>x</script>']) {
      const res = await t.gql(BOARD, { filters: { search } });
      expect(res.errors).toBeUndefined();
    }
    // NUL is refused for every request, with its own message (the board's URL reading strips it first).
    expect((await t.gql(BOARD, { filters: { search: 'a\u0000b' } })).errors?.[0]?.message).toMatch(/NUL character/);
    const bad = await t.gql(BOARD, { filters: { jobLocation: ['MOON'] } });
    expect(bad.errors?.[0]?.message).toMatch(/location must be one of/i);
    const badId = await t.gql(BOARD, { filters: { industry: ['x'] } });
    expect(badId.errors).toBeDefined();
  });
});

describe('latestPublicPosts for a visitor', () => {
  it('lists the newest open posts of the kind asked for', async () => {
    const newest = await post(projectInput(ref, { title: 'Latest project' }));
    const res = await t.gql(LATEST, { target: 'PROJECT' });
    expect(res.errors).toBeUndefined();
    const posts = res.data.latestPublicPosts as { slug: string; target: string }[];
    expect(posts[0]!.slug).toBe(newest.slug);
    expect(posts.every((p) => p.target === 'PROJECT')).toBe(true);
  });
});
