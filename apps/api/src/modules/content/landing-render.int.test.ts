import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingPages } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { seedSettings } from '../../seed/demo.js';

/**
 * A landing page as the server renders it for a visitor: the hero with its alt text, the call to action (again at the
 * end of a long page), the prices from the settings when the page shows them, and the head it always had. Needs the
 * web build (`npm run build -w @mp/web`), else skipped.
 */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');
const built = fs.existsSync(path.join(dist, 'server', 'index.js'));
const APP_URL = 'https://jobs.example.com';
const HERO = '/uploads/0123456789abcdef0123456789abcdef.jpg';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist, APP_URL } });
  await seedSettings(t.deps.db);
  const long = `<h2>How it works</h2><p>${'Post a brief and hear from people who fit it. '.repeat(30)}</p>`;
  await t.deps.db.insert(landingPages).values([
    {
      name: 'Hire designers', slug: 'hire-designers', heading: 'Hire a designer this week', hero_image: HERO, hero_alt: 'A designer sketching',
      cta_label: 'Post a job', cta_url: '/company/register', show_prices: true, content: long, published_at: new Date(),
    },
    { name: 'Short page', slug: 'short', hero_image: HERO, cta_label: 'Book a call', cta_url: 'https://calendly.example/demo', content: '<p>Short.</p>', published_at: new Date() },
  ]);
});
afterAll(() => t.close());

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
const tagsOf = (html: string, testId: string) => html.match(new RegExp(`<[a-z]+[^>]*data-testid="${testId}"[^>]*>`, 'g')) ?? [];

describe.skipIf(!built)('a landing page, rendered', () => {
  it('shows its hero with alt text, its call to action at the top and the end, and the prices from the settings', async () => {
    const res = await t.app.inject({ url: '/landing/hire-designers' });
    expect(res.statusCode).toBe(200);
    const [hero] = tagsOf(res.body, 'site-page-hero');
    expect(attr(hero!, 'alt')).toBe('A designer sketching');
    expect(attr(hero!, 'src')).toMatch(new RegExp(`^${HERO}\\?w=\\d+$`));
    const ctas = tagsOf(res.body, 'site-page-cta');
    expect(ctas.map((a) => attr(a, 'href'))).toEqual(['/company/register', '/company/register']);
    // The prices are in the first answer (no skeleton), and the page's own button replaces the panel's sign-up.
    expect(res.body).toContain('data-testid="price-plan"');
    expect(res.body).toMatch(/£495/);
    expect(res.body).not.toContain('Create a company account');
    // The head it always had.
    expect(res.body).toContain(`<link rel="canonical" href="${APP_URL}/landing/hire-designers"/>`);
    expect(res.body).toContain(`content="${APP_URL}${HERO}"`);
  });

  it('a short page has its call to action once, and an https address is a plain link', async () => {
    const res = await t.app.inject({ url: '/landing/short' });
    expect(res.statusCode).toBe(200);
    expect(tagsOf(res.body, 'site-page-cta').map((a) => attr(a, 'href'))).toEqual(['https://calendly.example/demo']);
    expect(attr(tagsOf(res.body, 'site-page-hero')[0]!, 'alt')).toBe('');
    expect(res.body).not.toContain('data-testid="pricing-panel"');
  });
});
