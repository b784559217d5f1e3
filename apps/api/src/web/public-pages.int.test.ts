import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_PAGE_SIZE } from '@mp/domain';
import { landingPages, users } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { jobInput, opportunityFixtures, projectInput, referenceIds, type ReferenceIds } from '../modules/opportunities/test-fixtures.js';
import { ADD, CLOSE } from '../modules/opportunities/test-documents.js';
import { seedSettings } from '../seed/demo.js';
import { seedSitePages } from '../seed/site-pages.js';

/**
 * The public pages' data and head as the web app's route modules declare them (loader and meta, apps/web/src/routes/
 * pages): rendered with their content, their title, description, canonical address, Open Graph tags and an open post's
 * JSON-LD; 404 where nothing is published. Needs the web build (apps/web/dist: `npm run build -w @mp/web`), else skipped.
 */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
const built = fs.existsSync(path.join(dist, 'server', 'index.js'));
const APP_URL = 'https://jobs.example.com';

let t: TestApp;
let ref: ReferenceIds;
let token: string;
let teamId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist, APP_URL } });
  // What every start runs (main.ts): the platform's prices and the site pages, the pricing page among them.
  await seedSettings(t.deps.db);
  await seedSitePages(t.deps.db);
  ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  teamId = await f.idOf('employer@demo.test');
  await f.grant(teamId, 20);
  await t.deps.db.update(users).set({ website: 'https://northwind.example.com', can_use_logo: true }).where(eq(users.id, teamId));
  token = await t.login('employer@demo.test');
  await t.deps.db.insert(landingPages).values([
    {
      name: 'Hire designers', slug: 'hire-designers', heading: 'Hire a "designer" this week', hero_image: '/uploads/0123456789abcdef0123456789abcdef.jpg',
      content: '<p>Post a brief &amp; hear from designers who fit it.</p>', published_at: new Date(),
    },
    { name: 'About us', slug: 'about-us-test', content: '<p>Who we are.</p>', published_at: new Date() },
    { name: 'Draft page', slug: 'draft', content: '<p>Not yet.</p>', published_at: null },
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

async function post(extra: Record<string, unknown> = {}, input: typeof jobInput | typeof projectInput = jobInput) {
  const res = await t.gql(ADD, { input: input(ref, extra) }, token);
  expect(res.errors).toBeUndefined();
  return res.data.addOpportunity as { id: string; slug: string };
}

/** React writes `&`, `<`, `>` and `"` as entities in attributes and text. */
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
/** A meta tag's content, by name or property (React may write the attributes in either order). */
const metaOf = (html: string, key: string) => {
  const tags = [...html.matchAll(/<meta\b[^>]*>/g)].map((m) => m[0]).filter((tag) => new RegExp(`(?:name|property)="${key}"`).test(tag));
  return tags.length ? decode(/content="([^"]*)"/.exec(tags[0]!)![1]!) : undefined;
};
const metaCount = (html: string, key: string) => [...html.matchAll(new RegExp(`<meta\\b[^>]*(?:name|property)="${key}"`, 'g'))].length;
const canonicalOf = (html: string) => {
  const tag = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).find((link) => /rel="canonical"/.test(link));
  return tag && decode(/href="([^"]*)"/.exec(tag)![1]!);
};
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);

describe.skipIf(!built)('a public job page', () => {
  it('is rendered with the post, its title, description, canonical address, Open Graph tags and JobPosting', async () => {
    const { slug } = await post({ job_number: '2026-11-01' });
    const res = await get(`/jobs/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(titleOf(html)).toBe('Senior brand designer at Northwind Studio | Onbrief');
    expect(metaCount(html, 'description')).toBe(1);
    expect(metaOf(html, 'description')).toBe('Lead our brand work. Identity');
    expect(canonicalOf(html)).toBe(`${APP_URL}/jobs/${slug}`);
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:site_name')).toBe('Onbrief');
    expect(metaOf(html, 'og:title')).toBe('Senior brand designer at Northwind Studio');
    expect(metaOf(html, 'og:description')).toBe('Lead our brand work. Identity');
    expect(metaOf(html, 'og:url')).toBe(`${APP_URL}/jobs/${slug}`);
    // The company consented to the use of its logo.
    expect(metaOf(html, 'og:image')).toMatch(new RegExp(`^${APP_URL}/uploads/`));
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(metaOf(html, 'robots')).toBeUndefined();
    // The post itself, not a loading skeleton: the loader's data is in the page's cache.
    expect(html).toMatch(/<h1[^>]*>Senior brand designer<\/h1>/);
    expect(html).toContain('Sign in to apply');

    const [ld, ...more] = jsonLdOf(html);
    expect(more).toEqual([]);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Senior brand designer',
      datePosted: '2026-11-01',
      employmentType: ['CONTRACTOR'],
      hiringOrganization: { '@type': 'Organization', name: 'Northwind Studio', sameAs: 'https://northwind.example.com' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Leeds' } },
      identifier: { '@type': 'PropertyValue', name: 'Northwind Studio', value: slug },
      url: `${APP_URL}/jobs/${slug}`,
    });
  });

  it('a project is applied for through the agency sign-in; without consent to its logo, the product image stands in', async () => {
    const { slug } = await post({}, projectInput);
    await t.deps.db.update(users).set({ can_use_logo: false }).where(eq(users.id, teamId));
    try {
      const html = (await get(`/jobs/${slug}`)).body;
      expect(jsonLdOf(html)[0]).toMatchObject({ title: 'Website rebuild', employmentType: ['CONTRACTOR'] });
      expect(jsonLdOf(html)[0]!.hiringOrganization.logo).toBeUndefined();
      expect(metaOf(html, 'og:image')).toBe(`${APP_URL}/icon-512.png`);
      expect(html).toContain(`href="/agency/login?redirectTo=%2Fjobs%2F${slug}"`);
    } finally {
      await t.deps.db.update(users).set({ can_use_logo: true }).where(eq(users.id, teamId));
    }
  });

  it('a hostile title cannot leave the JSON-LD block, a meta tag or the heading', async () => {
    const title = `</script><script>alert(1)</script> "quoted" & 'single' <b>`;
    const { slug } = await post({ title });
    const html = (await get(`/jobs/${slug}`)).body;
    expect(html).not.toContain('<script>alert(');
    expect(jsonLdOf(html)[0]!.title).toBe(title);
    expect(metaOf(html, 'og:title')).toBe(`${title} at Northwind Studio`);
    expect(titleOf(html)).toBe(`${title} at Northwind Studio | Onbrief`);
  });

  it('a closed post says so, has no JSON-LD and is kept out of the index', async () => {
    const { id, slug } = await post();
    expect((await t.gql(CLOSE, { id, input: { reason: 'FILLED_ELSEWHERE' } }, token)).errors).toBeUndefined();
    const res = await get(`/jobs/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('This opportunity is closed');
    expect(jsonLdOf(res.body)).toEqual([]);
    expect(metaOf(res.body, 'robots')).toBe('noindex');
    expect(canonicalOf(res.body)).toBe(`${APP_URL}/jobs/${slug}`);
  });

  it('a post is kept for visitors for 30 seconds; a signed-in user, and an address without a post, get a fresh render', async () => {
    const { id, slug } = await post({ title: 'Kept post probe' });
    const first = await get(`/jobs/${slug}`);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(first.body).not.toContain('This opportunity is closed');
    expect((await t.gql(CLOSE, { id, input: { reason: 'FILLED_ELSEWHERE' } }, token)).errors).toBeUndefined();
    // A visitor gets the kept render until it expires; the employer who closed it (their cookies) sees it closed.
    expect((await get(`/jobs/${slug}`)).body).not.toContain('This opportunity is closed');
    const employer = await t.app.inject({ url: `/jobs/${slug}`, headers: { cookie: 'onbrief_theme=company' } });
    expect(employer.body).toContain('This opportunity is closed');

    const missing = await get('/jobs/no-such-kept-post');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toContain('s-maxage');
  });

  it('an unknown or unpublished post is a 404, "Page not found", kept out of the index', async () => {
    const { slug } = await post({ is_active: false });
    for (const url of [`/jobs/${slug}`, '/jobs/no-such-post-abc123', '/jobs/..%2F..%2Fetc', '/jobs/UPPER']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(titleOf(res.body), url).toBe('Page not found | Onbrief');
      expect(metaOf(res.body, 'robots'), url).toBe('noindex');
      expect(res.body, url).not.toContain('application/ld+json');
    }
  });

  it('a post of a company that is no longer active has no page', async () => {
    const { slug } = await post();
    await t.deps.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, teamId));
    try {
      expect((await get(`/jobs/${slug}`)).statusCode).toBe(404);
    } finally {
      await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, teamId));
    }
  });
});

describe.skipIf(!built)('the front door', () => {
  it('the home page has its description and address', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(canonicalOf(res.body)).toBe(`${APP_URL}/`);
    expect(metaOf(res.body, 'description')).toMatch(/^Find freelance and permanent work/);
    expect(metaCount(res.body, 'description')).toBe(1);
    expect(metaOf(res.body, 'robots')).toBeUndefined();
  });

  it('the board has its normalised address as canonical, and noindex for words and filtered pages beyond the first', async () => {
    const first = await get('/jobs?page=1');
    expect(first.statusCode).toBe(200);
    expect(canonicalOf(first.body)).toBe(`${APP_URL}/jobs`);
    expect(titleOf(first.body)).toBe('Find work | Onbrief');
    expect(metaOf(first.body, 'description')).toMatch(/^Every open job and project on Onbrief/);
    expect(metaOf(first.body, 'robots')).toBeUndefined();
    // The board's cards, not a loading skeleton.
    expect(first.body).toContain('Senior brand designer');

    const junk = await get('/jobs?junk=%3Cx%3E&discipline=x');
    expect(canonicalOf(junk.body)).toBe(`${APP_URL}/jobs`);
    expect(metaOf(junk.body, 'robots')).toBeUndefined();
    const words = await get('/jobs?q=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(metaOf(words.body, 'robots')).toBe('noindex');
    expect(words.body).not.toContain('<script>alert');
    // (Filtered pages beyond the first are noindex: boardNoIndex's own test; this board has one page.)
    expect(canonicalOf((await get('/jobs?kind=project')).body)).toBe(`${APP_URL}/jobs?kind=project`);
  });

  it('past the last page, sends to the last page that exists, keeping the search', async () => {
    const total = Number(/(\d+) open jobs?/.exec((await get('/jobs')).body)?.[1]);
    const last = Math.max(1, Math.ceil(total / BOARD_PAGE_SIZE));
    const past = await get('/jobs?page=99&type=FREELANCE');
    expect(past.statusCode).toBe(302);
    expect(past.headers.location).toBe(last > 1 ? `/jobs?type=FREELANCE&page=${last}` : '/jobs?type=FREELANCE');
    const none = await get('/jobs?q=nothing-matches-this&page=2');
    expect(none.statusCode).toBe(302);
    expect(none.headers.location).toBe('/jobs?q=nothing-matches-this');
  });

  it('serves one render of a board address for a few seconds, each response with its own nonce in the page and its CSP', async () => {
    await post({ title: 'Kept board probe one' });
    const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
    const one = await get('/jobs?q=probe');
    expect(one.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    expect(one.headers.vary).toMatch(/cookie/i);
    expect(one.body).toContain('Kept board probe one');
    // A post published now is not on the kept page of this address until it expires; another address renders anew.
    await post({ title: 'Kept board probe two' });
    const two = await get('/jobs?q=probe');
    expect(two.body).not.toContain('Kept board probe two');
    expect((await get('/jobs?q=probe&page=1')).body).toContain('Kept board probe two');

    const [n1, n2] = [nonceOf(one.headers['content-security-policy']), nonceOf(two.headers['content-security-policy'])];
    expect(n1).toBeTruthy();
    expect(n2).not.toBe(n1);
    expect(one.body).toContain(`nonce="${n1}"`);
    expect(two.body).toContain(`nonce="${n2}"`);
    expect(two.body.replaceAll(n2!, n1!)).toBe(one.body);
  });
});

describe.skipIf(!built)('site and landing pages', () => {
  it('a published page is rendered with its heading, text and image for link previews', async () => {
    const res = await get('/landing/hire-designers');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Hire a "designer" this week | Onbrief');
    expect(metaOf(res.body, 'og:title')).toBe('Hire a "designer" this week');
    expect(metaOf(res.body, 'description')).toBe('Post a brief & hear from designers who fit it.');
    expect(metaOf(res.body, 'og:image')).toBe(`${APP_URL}/uploads/0123456789abcdef0123456789abcdef.jpg`);
    expect(canonicalOf(res.body)).toBe(`${APP_URL}/landing/hire-designers`);
    expect(res.body).toContain('hear from designers who fit it.');

    // One address a page: an administrator's page under /landing, the reserved site pages under /pages; the other moved.
    const moved = await get('/pages/about-us-test?ref=x');
    expect([moved.statusCode, moved.headers.location]).toEqual([301, '/landing/about-us-test?ref=x']);
    expect((await get('/landing/pricing')).headers.location).toBe('/pages/pricing');
    const page = await get('/landing/about-us-test');
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toBe('About us | Onbrief');
    expect(canonicalOf(page.body)).toBe(`${APP_URL}/landing/about-us-test`);
    expect(metaOf(page.body, 'og:image')).toBe(`${APP_URL}/icon-512.png`);
    expect(page.body).toContain('Who we are.');
  });

  it('the pricing page shows the prices from the settings above its text, not a placeholder', async () => {
    const res = await get('/pages/pricing');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="pricing-panel"');
    expect(res.body).toContain('data-testid="price-plan"');
    // React separates a text's parts with comments.
    expect(res.body).toMatch(/Commission starting at (<!-- -->)?[\d.]+(<!-- -->)?%/);
  });

  it('a draft or an unknown page is a 404', async () => {
    for (const url of ['/pages/nope', '/landing/draft', '/pages/draft', '/landing/nope']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(titleOf(res.body), url).toBe('Page not found | Onbrief');
      expect(res.body, url).not.toContain('Not yet.');
    }
  });
});

describe.skipIf(!built)('the agency marketplace for a visitor', () => {
  it('is rendered with its list, title and head; one canonical address whatever the filters', async () => {
    const res = await get('/company/agency-marketplace');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('The Agency Marketplace | Onbrief');
    expect(metaOf(res.body, 'og:title')).toBe('The Agency Marketplace');
    expect(metaOf(res.body, 'og:url')).toBe(`${APP_URL}/company/agency-marketplace`);
    expect(canonicalOf(res.body)).toBe(`${APP_URL}/employer/agency-marketplace`);
    expect(metaCount(res.body, 'description')).toBe(1);
    expect(res.body).toMatch(/<h1[^>]*>The Agency Marketplace<\/h1>/);
    // The count of the list, not 'Loading…'.
    expect(res.body).toMatch(/data-testid="result-count"[^>]*>\d[\d,]* (agency|agencies)</);

    const filtered = await get('/employer/agency-marketplace?filter=casestudies&services=3,1&junk=%3Cx%3E');
    expect(filtered.statusCode).toBe(200);
    expect(metaOf(filtered.body, 'og:url')).toBe(`${APP_URL}/employer/agency-marketplace?filter=casestudies&services=1,3`);
    expect(canonicalOf(filtered.body)).toBe(`${APP_URL}/employer/agency-marketplace`);
    expect(filtered.body).toMatch(/data-testid="result-count"[^>]*>\d[\d,]* case stud(y|ies)</);
  });
});
