import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { jobInput, opportunityFixtures, projectInput, referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';
import { ADD, CLOSE, RESTORE } from '../opportunities/test-documents.js';
import { employmentTypeOf } from '@mp/domain';
import { findPublicJob, VALID_DAYS, validThrough } from './service.js';

/** The public job pages as served (decision 0028): head tags, JSON-LD, the body, the sitemap. */

const here = path.dirname(fileURLToPath(import.meta.url));
const APP_URL = 'https://jobs.example.com';
// A build's index.html, as Vite writes it (scripts and stylesheets in the head).
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Onbrief</title>
    <meta name="description" content="Onbrief: the product." />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-jobs-dist-'));

let t: TestApp;
let ref: ReferenceIds;
let f: ReturnType<typeof opportunityFixtures>;
let token: string;
let teamId: number;

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.copyFileSync(path.resolve(here, '../../../../web/public/robots.txt'), path.join(dist, 'robots.txt'));
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

/** The document's JSON-LD blocks, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);
const metaOf = (html: string, key: string) => {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
};
const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*(?:<script type="application\/json"|<\/body>)/.exec(html)?.[1] ?? '';

describe('an open job', () => {
  it('is served with its title, description, canonical link, Open Graph tags and the post in the HTML', async () => {
    const { slug } = await post(jobInput(ref));
    const res = await get(`/jobs/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const html = res.body;
    expect(html).toContain('<title>Senior brand designer at Northwind Studio | Onbrief</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaOf(html, 'description')).toBe('Lead our brand work. Identity');
    expect(html).toContain(`<link rel="canonical" href="${APP_URL}/jobs/${slug}" />`);
    expect(metaOf(html, 'og:title')).toBe('Senior brand designer at Northwind Studio');
    expect(metaOf(html, 'og:description')).toBe('Lead our brand work. Identity');
    expect(metaOf(html, 'og:url')).toBe(`${APP_URL}/jobs/${slug}`);
    expect(metaOf(html, 'og:type')).toBe('website');
    // The demo company consented to the use of its logo.
    expect(metaOf(html, 'og:image')).toMatch(new RegExp(`^${APP_URL}/uploads/`));
    expect(metaOf(html, 'robots')).toBeUndefined();
    // The build's scripts stay; the post is readable without them.
    expect(html).toContain('/assets/index-abc.js');
    const root = rootOf(html);
    expect(root).toContain('<h1>Senior brand designer</h1>');
    expect(root).toContain('<p>Lead our <b>brand</b> work.</p><ul><li>Identity</li></ul>');
    expect(root).toContain('£350 - £450 per day');
    expect(root).toContain(`href="/freelancer/login?redirectTo=%2Fjobs%2F${slug}"`);
    expect(root).toContain('Sign in to apply');
  });

  it("carries a JobPosting with Google's required properties and the recommended ones we have", async () => {
    const { slug } = await post(jobInput(ref, { job_number: '2026-11-01' }));
    const [found, ...more] = jsonLdOf((await get(`/jobs/${slug}`)).body);
    const ld = found!;
    expect(more).toEqual([]);
    // Required: title, description, datePosted, hiringOrganization, jobLocation (not remote).
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Senior brand designer',
      description: '<p>Lead our <b>brand</b> work.</p><ul><li>Identity</li></ul>',
      datePosted: '2026-11-01',
      hiringOrganization: { '@type': 'Organization', name: 'Northwind Studio', sameAs: 'https://northwind.example.com' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Leeds', addressRegion: 'England', addressCountry: 'United Kingdom' },
      },
    });
    expect(ld.hiringOrganization.logo).toMatch(new RegExp(`^${APP_URL}/uploads/`));
    // Recommended.
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', minValue: 350, maxValue: 450, unitText: 'DAY' },
    });
    expect(ld.employmentType).toEqual(['CONTRACTOR']);
    expect(ld.validThrough).toBe(validThrough('2026-11-01'));
    expect(ld.validThrough >= new Date().toISOString().slice(0, 10)).toBe(true);
    // An ATS link sends applicants elsewhere: not a direct application.
    expect(ld.directApply).toBe(false);
    expect(ld.identifier).toEqual({ '@type': 'PropertyValue', name: 'Northwind Studio', value: slug });
    expect(ld.url).toBe(`${APP_URL}/jobs/${slug}`);
    expect(ld.jobLocationType).toBeUndefined();
  });

  it('a remote job says TELECOMMUTE with the country applicants must be in; no salary when compensation is hidden', async () => {
    const { slug } = await post(
      jobInput(ref, {
        location_type: 'REMOTE', location_place: undefined, is_compensation_displayed: false, application_link: '',
        type: 'PERMANENT', sub_type: 'PARTTIME', duration: null, is_ir35: null,
      }),
    );
    const html = (await get(`/jobs/${slug}`)).body;
    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'United Kingdom' } });
    expect(ld!.jobLocation).toBeUndefined();
    expect(ld!.baseSalary).toBeUndefined();
    expect(ld!.employmentType).toEqual(['PART_TIME']);
    expect(ld!.directApply).toBe(true);
    expect(rootOf(html)).not.toContain('£350');
    // Nor through the public query.
    const res = await t.gql('query($slug: String!) { publicJob(slug: $slug) { is_compensation_displayed minimumBudget maximumBudget } }', { slug });
    expect(res.data.publicJob).toEqual({ is_compensation_displayed: false, minimumBudget: null, maximumBudget: null });
  });

  it('a project is an agency post: CONTRACTOR, applied for through the agency sign-in', async () => {
    const { slug } = await post(projectInput(ref));
    const html = (await get(`/jobs/${slug}`)).body;
    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({ title: 'Website rebuild', employmentType: ['CONTRACTOR'], jobLocation: { address: { addressLocality: 'London' } } });
    expect(ld!.baseSalary).toBeUndefined();
    expect(rootOf(html)).toContain(`href="/agency/login?redirectTo=%2Fjobs%2F${slug}"`);
  });

  it('the product image stands in for the logo when the company did not consent to its use', async () => {
    const { slug } = await post(jobInput(ref));
    await t.deps.db.update(users).set({ can_use_logo: false }).where(eq(users.id, teamId));
    try {
      const html = (await get(`/jobs/${slug}`)).body;
      expect(metaOf(html, 'og:image')).toBe(`${APP_URL}/icon-512.png`);
      expect(jsonLdOf(html)[0]!.hiringOrganization.logo).toBeUndefined();
    } finally {
      await t.deps.db.update(users).set({ can_use_logo: true }).where(eq(users.id, teamId));
    }
  });

  it('is sent compressed to a browser that accepts it', async () => {
    const { slug } = await post(jobInput(ref));
    const res = await get(`/jobs/${slug}`, { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>Senior brand designer</h1>');
  });

  it('keeps its address when the title changes', async () => {
    const { id, slug } = await post(jobInput(ref));
    const res = await t.gql('mutation($id: ID!, $input: OpportunityInput!) { updateOpportunity(id: $id, input: $input) { id } }', {
      id, input: { ...jobInput(ref, { title: 'Lead brand designer' }), target: undefined },
    }, token);
    expect(res.errors).toBeUndefined();
    const html = (await get(`/jobs/${slug}`)).body;
    expect(html).toContain('<h1>Lead brand designer</h1>');
    expect(jsonLdOf(html)[0]!.title).toBe('Lead brand designer');
  });
});

describe('escaping', () => {
  it('a hostile title cannot leave the JSON-LD block, a meta tag or the heading', async () => {
    const title = `</script><script>alert(1)</script> "quoted" & 'single' <b>`;
    const { slug } = await post(jobInput(ref, { title, description: '<p>Say "hi" &amp; </script><script>alert(2)</script></p>' }));
    const html = (await get(`/jobs/${slug}`)).body;
    expect(html).not.toContain('<script>alert(');
    // Only the build's script, the JSON-LD and the data block: nothing the title opened.
    expect(html.match(/<script/g)).toHaveLength(3);
    const [ld] = jsonLdOf(html);
    expect(ld!.title).toBe(title);
    expect(metaOf(html, 'og:title')).toBe(`&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39; &lt;b&gt; at Northwind Studio`);
    expect(html).toContain('<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39; &lt;b&gt;</h1>');
    expect(html).toContain('<title>&lt;/script&gt;');
    // The description is the sanitised HTML (the script and its text are gone on the way in).
    expect(ld!.description).not.toContain('script');
    const data = /<script type="application\/json" id="public-job-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(data).not.toMatch(/[<>]/);
    expect(JSON.parse(data).title).toBe(title);
  });
});

describe('closed and unpublished posts', () => {
  it('a closed post says so, has no apply link and no JSON-LD, and is kept out of the index', async () => {
    const { id, slug } = await post(jobInput(ref));
    const closed = await t.gql(CLOSE, { id, input: { reason: 'FILLED_ELSEWHERE' } }, token);
    expect(closed.errors).toBeUndefined();
    const res = await get(`/jobs/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(jsonLdOf(res.body)).toEqual([]);
    expect(res.body).not.toContain('application/ld+json');
    expect(rootOf(res.body)).toContain('This opportunity is closed');
    expect(rootOf(res.body)).not.toContain('Sign in to apply');
    expect(metaOf(res.body, 'robots')).toBe('noindex');
    expect((await t.gql('query($slug: String!) { publicJob(slug: $slug) { closed valid_through } }', { slug })).data.publicJob).toEqual({
      closed: true, valid_through: null,
    });
    // Restored: open again.
    await t.gql(RESTORE, { id }, token);
    expect(jsonLdOf((await get(`/jobs/${slug}`)).body)).toHaveLength(1);
  });

  it('an unpublished post, an unknown slug and a malformed one are 404s, and the query answers null', async () => {
    const { slug } = await post(jobInput(ref, { is_active: false }));
    for (const url of [`/jobs/${slug}`, '/jobs/no-such-post-abc123', '/jobs/..%2F..%2Fetc', '/jobs/UPPER']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).not.toContain('application/ld+json');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    expect((await t.gql('query($slug: String!) { publicJob(slug: $slug) { id } }', { slug })).data.publicJob).toBeNull();
  });

  it("a post of a company that is no longer active has no page", async () => {
    const { slug } = await post(jobInput(ref));
    await t.deps.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, teamId));
    try {
      expect((await get(`/jobs/${slug}`)).statusCode).toBe(404);
    } finally {
      await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, teamId));
    }
  });
});

describe('the public query', () => {
  it('is open to visitors and signed-in users alike, and gives the page exactly what the served HTML carries', async () => {
    const { slug } = await post(jobInput(ref));
    const source = fs.readFileSync(path.resolve(here, '../../../../web/src/features/jobs/documents.ts'), 'utf8');
    // The query and the fragment it spreads.
    const document = [...source.matchAll(/graphql\(\s*`([\s\S]*?)`/g)].map((m) => m[1]!).join('\n');
    const visitor = await t.gql(document, { slug });
    expect(visitor.errors).toBeUndefined();
    const html = (await get(`/jobs/${slug}`)).body;
    const served = JSON.parse(/<script type="application\/json" id="public-job-data">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(visitor.data.publicJob).toEqual(served);
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
    const [row] = await t.deps.db.select().from(opportunities).where(eq(opportunities.slug, slug));
    const served = (await get(`/jobs/${slug}`)).body;
    expect(served).not.toContain(row!.follow_up);
    expect(served).not.toContain('ats.example.com');
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
