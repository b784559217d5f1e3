import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCtaUrl, slugify } from '@mp/domain';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { articles, landingPages } from '../db/schema/index.js';
import { seedContent } from './content.js';
import { LANDING_PAGES, placeholderText, upgradePlaceholderLandingPages } from './landing-pages.js';

const PAGE = 'query($slug: String!) { landingPage(slug: $slug) { name heading content hero_image hero_alt cta_label cta_url show_prices } }';
const slugs = LANDING_PAGES.map((page) => slugify(page.name));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const page = async (slug: string) => (await t.gql(PAGE, { slug })).data.landingPage;

describe('the demo marketing pages', () => {
  it('are seeded with real copy, a hero served as an upload, alt text and a call to action', async () => {
    expect(await seedContent(t.deps.db, t.deps.storage)).toBe(true);
    for (const slug of slugs) {
      const found = await page(slug);
      expect(found.content).not.toContain('a page of the marketing site');
      expect(found.content.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(3);
      expect(found.heading).toBeTruthy();
      expect(found.hero_alt).toBeTruthy();
      expect(isCtaUrl(found.cta_url)).toBe(true);
      const hero = await t.app.inject({ method: 'GET', url: found.hero_image });
      expect(hero.statusCode, found.hero_image).toBe(200);
      expect(hero.headers['content-type']).toBe('image/jpeg');
    }
    expect(await page('hire-creative-freelancers')).toMatchObject({ cta_label: 'Post a job', cta_url: '/company/register', show_prices: true });
    expect(await page('find-freelance-work')).toMatchObject({ cta_label: 'Find work', cta_url: '/jobs', show_prices: false });
    expect(await page('for-agencies')).toMatchObject({ cta_label: 'Join as an agency', cta_url: '/agency/register' });
  }, 120_000);

  it('replace the old placeholder at the next start, but not on a page the administrator edited', async () => {
    // As the first demo databases had them: the name and 'a page of the marketing site', nothing else.
    await t.deps.db.delete(landingPages).where(inArray(landingPages.slug, slugs));
    await t.deps.db.insert(landingPages).values(
      LANDING_PAGES.map((p, i) => ({ name: p.name, slug: slugify(p.name), sort_order: i, display_in_footer: p.display_in_footer, content: placeholderText(p.name), published_at: new Date() })),
    );
    const edited = '<p>Our own words for agencies.</p>';
    await t.deps.db.update(landingPages).set({ content: edited }).where(eq(landingPages.slug, 'for-agencies'));
    // Only the heading or hero changed: the administrator's too.
    await t.deps.db.update(landingPages).set({ heading: 'Our story so far' }).where(eq(landingPages.slug, 'our-story'));

    // The articles are there, so the start only upgrades.
    expect((await t.deps.db.select().from(articles)).length).toBeGreaterThan(0);
    expect(await seedContent(t.deps.db, t.deps.storage)).toBe(false);
    for (const slug of ['hire-creative-freelancers', 'find-freelance-work']) {
      const found = await page(slug);
      expect(found.content).not.toContain('a page of the marketing site');
      expect(found).toMatchObject({ cta_url: expect.stringMatching(/^\//), hero_image: expect.stringMatching(/^\/uploads\//) });
    }
    expect(await page('for-agencies')).toMatchObject({ content: edited, heading: null, hero_image: null, cta_label: null });
    expect(await page('our-story')).toMatchObject({ content: placeholderText('Our story'), heading: 'Our story so far', hero_image: null });
    expect(await upgradePlaceholderLandingPages(t.deps.db, t.deps.storage)).toBe(0);
  }, 120_000);
});
