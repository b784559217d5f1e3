import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { jobInput, opportunityFixtures, referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';
import { ADD, CLOSE } from '../opportunities/test-documents.js';
import { employmentTypeOf } from '@mp/domain';
import { findPublicJob, VALID_DAYS, validThrough } from './service.js';

/** The public job query, the sitemap and robots.txt (decision 0028); the page itself: web/public-pages.int.test.ts. */

const here = path.dirname(fileURLToPath(import.meta.url));
const APP_URL = 'https://jobs.example.com';
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-jobs-dist-'));

let t: TestApp;
let ref: ReferenceIds;
let f: ReturnType<typeof opportunityFixtures>;
let token: string;
let teamId: number;

beforeAll(async () => {
  // The build's robots.txt, where the sitemap route reads it (no server entry: no pages served).
  fs.mkdirSync(path.join(dist, 'client'));
  fs.copyFileSync(path.resolve(here, '../../../../web/public/robots.txt'), path.join(dist, 'client', 'robots.txt'));
  t = await createTestApp({ env: { WEB_DIST: dist, APP_URL } });
  ref = await referenceIds(t.deps.db);
  f = opportunityFixtures(t);
  teamId = await f.idOf('employer@demo.test');
  await f.grant(teamId, 20);
  token = await t.login('employer@demo.test');
  await t.deps.db.update(users).set({ website: 'https://northwind.example.com', can_use_logo: true }).where(eq(users.id, teamId));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function post(input: Record<string, unknown>) {
  const res = await t.gql(ADD, { input }, token);
  expect(res.errors).toBeUndefined();
  return res.data.addOpportunity as { id: string; slug: string };
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('the public query', () => {
  it('is open to visitors and signed-in users alike, and gives the page exactly the service\'s answer', async () => {
    const { slug } = await post(jobInput(ref));
    const source = fs.readFileSync(path.resolve(here, '../../../../web/src/features/jobs/documents.ts'), 'utf8');
    // The query and the fragment it spreads.
    const document = [...source.matchAll(/graphql\(\s*`([\s\S]*?)`/g)].map((m) => m[1]!).join('\n');
    const visitor = await t.gql(document, { slug });
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data.publicJob).toEqual(await findPublicJob(t.deps.db, slug));
    const signedIn = await t.gql(document, { slug }, await t.login('freelancer@demo.test'));
    expect(signedIn.data.publicJob.title).toBe('Senior brand designer');
  });

  it('has no field for applicants, the follow-up message, the ATS link or the creator', async () => {
    const { slug } = await post(jobInput(ref));
    for (const field of ['applicantCount', 'follow_up', 'application_link', 'creator { id }', 'close_reason', 'freelancer_name']) {
      const res = await t.gql(`query($slug: String!) { publicJob(slug: $slug) { ${field} } }`, { slug });
      expect(res.errors?.[0]?.message, field).toMatch(/Cannot query field/);
    }
  });
});

describe('the sitemap and robots.txt', () => {
  it('lists the open, published posts with their last change, and the public site pages; not closed or unpublished ones', async () => {
    const open = await post(jobInput(ref));
    const hidden = await post(jobInput(ref, { is_active: false }));
    const closed = await post(jobInput(ref));
    await t.gql(CLOSE, { id: closed.id, input: { reason: 'JOB_POSTPONED' } }, token);
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const body = res.body;
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(body).toMatch(new RegExp(`<url><loc>${APP_URL}/jobs/${open.slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod></url>`));
    expect(body).not.toContain(hidden.slug);
    expect(body).not.toContain(closed.slug);
    expect(body).toContain(`<loc>${APP_URL}/marketing/how-it-works</loc>`);
    // Every loc is an absolute address of this site, and the document has no stray markup.
    for (const [, loc] of body.matchAll(/<loc>([^<]*)<\/loc>/g)) expect(loc!.startsWith(`${APP_URL}/`)).toBe(true);
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('robots.txt keeps its rules and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  });
});

describe('rules', () => {
  it('maps role types and working hours to employmentType', () => {
    expect(employmentTypeOf('FREELANCE', 'FULLTIME')).toEqual(['CONTRACTOR']);
    expect(employmentTypeOf('PERMANENT', 'FULLTIME')).toEqual(['FULL_TIME']);
    expect(employmentTypeOf('PERMANENT', 'PARTTIME')).toEqual(['PART_TIME']);
    expect(employmentTypeOf('PERMANENT', 'BOTH_TIME')).toEqual(['FULL_TIME', 'PART_TIME']);
    expect(employmentTypeOf('BOTH', 'FULLTIME')).toEqual(['CONTRACTOR', 'FULL_TIME']);
    expect(employmentTypeOf('PROJECT', 'PROJECT')).toEqual(['CONTRACTOR']);
  });

  it(`valid through ${VALID_DAYS} days after Date Posted, then the next ${VALID_DAYS} days while open`, () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(validThrough('2026-11-20', now)).toBe('2027-01-19');
    expect(validThrough('2026-12-01', now)).toBe('2027-01-30');
    // Open for 326 days: in its sixth window of 60 days, which ends on 2026-12-27.
    expect(validThrough('2026-01-01', now)).toBe('2026-12-27');
    expect(validThrough('2026-09-24', now)).toBe('2026-11-23');
  });
});
