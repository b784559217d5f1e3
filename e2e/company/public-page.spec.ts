import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { call } from '../support/graphql';
import { postJob, postingCompany, type PostingCompany } from './posting-support';
import { complaints } from '../support/complaints';
import { holdScripts, live } from '../support/scripts';

/**
 * The public job page (decision 0028): its HTML as served, before any script, carries the post and its
 * tags; a visitor reads it in the browser and follows 'Sign in to apply' to the sign-in, back to the post.
 */

/** Screenshots to look at, taken only when E2E_SHOTS_DIR names a folder (docs/testing.md). */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function slugOf(request: APIRequestContext, token: string, id: string): Promise<string> {
  const { opportunity } = await call<{ opportunity: { slug: string } }>(request, 'query($id: ID!) { opportunity(id: $id) { slug } }', { id }, token);
  return opportunity.slug;
}

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

let company: PostingCompany;
let openSlug: string;

test.beforeAll(async ({ request }) => {
  company = await postingCompany(request, 'public-page', 4);
  const id = await postJob(request, company.token, {
    title: 'Lead product designer </script><script>alert(1)</script> "Q"',
    description: '<p>Lead the <b>design</b> of our booking product, from research to launch.</p><ul><li>Research</li><li>Design systems</li></ul>',
  });
  openSlug = await slugOf(request, company.token, id);
});

test('the served HTML carries the title, description, canonical link, Open Graph tags and a JobPosting', async ({ request, baseURL }) => {
  const res = await request.get(`/jobs/${openSlug}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/html/);
  const html = await res.text();
  const url = `${baseURL}/jobs/${openSlug}`;
  expect(html).toContain('<title>Lead product designer &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Q&quot; at ');
  expect(html).not.toContain('<script>alert(1)');
  expect(metaOf(html, 'description')).toBe('Lead the design of our booking product, from research to launch. Research Design systems');
  expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
  expect(metaOf(html, 'og:url')).toBe(url);
  expect(metaOf(html, 'og:title')).toMatch(/^Lead product designer &lt;\/script&gt;/);
  expect(metaOf(html, 'og:type')).toBe('website');
  expect(metaOf(html, 'og:image')).toMatch(/^http/);
  // The post itself, readable without JavaScript (the app's page rendered by the server).
  expect(html).toMatch(/<h1[^>]*>Lead product designer &lt;\/script&gt;.*<\/h1>/);
  expect(html).toContain('<li>Design systems</li>');
  const [ld, ...more] = jsonLdOf(html);
  expect(more).toHaveLength(0);
  expect(ld).toMatchObject({
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: 'Lead product designer </script><script>alert(1)</script> "Q"',
    employmentType: ['FULL_TIME'],
    hiringOrganization: { '@type': 'Organization' },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Leeds' } },
    baseSalary: { '@type': 'MonetaryAmount', currency: 'GBP', value: { minValue: 50000, maxValue: 60000, unitText: 'YEAR' } },
    directApply: true,
    identifier: { '@type': 'PropertyValue', value: openSlug },
  });
  for (const key of ['title', 'description', 'datePosted', 'validThrough']) expect(ld![key], key).toBeTruthy();
  expect(ld!.hiringOrganization.name).toBeTruthy();
});

test('a visitor reads the post, then follows Sign in to apply to the sign-in and back', async ({ page }) => {
  const found = await complaints(page);
  const graphql: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.postData()?.includes('publicJob')) graphql.push(r.postData()!);
  });
  await page.goto(`/jobs/${openSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Lead product designer/ })).toBeVisible();
  await expect(page.getByTestId('post-details')).toBeVisible();
  await expect(page.getByTestId('post-description')).toContainText('booking product');
  await expect(page).toHaveTitle(/^Lead product designer .* at .* \| Onbrief$/);
  // The served data were enough: no second request for the post.
  expect(graphql).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/open-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('link', { name: 'Sign in to apply' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/open-390.png`, fullPage: true });
  await page.getByRole('link', { name: 'Sign in to apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/freelancer/login\\?redirectTo=%2Fjobs%2F${openSlug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(found).toEqual([]);
});

test("a visitor's page arrives as the app's own page and comes alive in place: its heading is never replaced", async ({ page }) => {
  const found = await complaints(page);
  // The page's scripts are held, so the page stays as the HTML drew it.
  const release = await holdScripts(page);
  await page.goto(`/jobs/${openSlug}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: /^Lead product designer/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to apply' })).toBeVisible();
  await expect(live(page)).toHaveCount(0);
  await page.evaluate(() => ((window as { servedHeading?: Element | null }).servedHeading = document.querySelector('h1')));
  release();
  await expect(live(page)).toBeAttached();
  // Hydrated, not replaced: the heading on screen is the element the server sent.
  expect(await page.evaluate(() => document.querySelector('h1') === (window as { servedHeading?: Element | null }).servedHeading)).toBe(true);
  // Live: its link is a client-side navigation to the sign-in, and back.
  await page.getByRole('link', { name: 'Sign in to apply' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: /^Lead product designer/ })).toBeVisible();
  expect(found).toEqual([]);
});

test('a closed post says it is closed, offers no way to apply and has no JSON-LD', async ({ page, request }) => {
  const id = await postJob(request, company.token, { title: 'Closed design role' });
  const slug = await slugOf(request, company.token, id);
  await call(request, 'mutation($id: ID!, $input: CloseOpportunityInput!) { closeOpportunity(id: $id, input: $input) { id } }', {
    id, input: { reason: 'FILLED_ELSEWHERE' },
  }, company.token);
  const html = await (await request.get(`/jobs/${slug}`)).text();
  expect(html).not.toContain('application/ld+json');
  expect(html).toContain('This opportunity is closed');
  await page.goto(`/jobs/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Closed design role' })).toBeVisible();
  await expect(page.getByTestId('job-closed')).toContainText('This opportunity is closed');
  await expect(page.getByRole('link', { name: 'Sign in to apply' })).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/closed-1280.png`, fullPage: true });
});

test('an unpublished post is not found, and the sitemap lists only open published posts', async ({ page, request }) => {
  const id = await postJob(request, company.token, { title: 'Draft role', is_active: false });
  const slug = await slugOf(request, company.token, id);
  expect((await request.get(`/jobs/${slug}`)).status()).toBe(404);
  await page.goto(`/jobs/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found!' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/not-found-390.png`, fullPage: true });
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await sitemap.text();
  expect(xml).toContain(`/jobs/${openSlug}</loc>`);
  expect(xml).not.toContain(slug);
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
});
