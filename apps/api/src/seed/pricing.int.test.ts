import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { volumeDiscountBands, volumeDiscountLine } from '@mp/domain';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { landingPages } from '../db/schema/index.js';
import { sanitizeRichText } from '../modules/content/sanitize.js';
import { seedSettings } from './demo.js';
import { seedReference } from './reference.js';
import { SITE_PAGE_CONTENT, seedSitePages, SUPERSEDED } from './site-pages.js';

/**
 * What /pages/pricing promises is what the quote charges. The page's text promises no discount;
 * its panel's discount line is volumeDiscountLine of the public setting the quote reads, so for each quantity the
 * page names, the quote gives that discount, and a changed setting changes the page.
 */

const PAGE = 'query($slug: String!) { landingPage(slug: $slug) { content } }';
const SETTINGS = '{ settings { key value } }';
const QUOTE = 'query($quantity: Int!) { priceQuote(quantity: $quantity) { tierPercent totalPence } }';
const UPDATE = 'mutation($key: String!, $value: String!) { adminUpdateSetting(key: $key, value: $value) { value } }';

let t: TestApp;
let owner: string;
let admin: string;

/** The setting as the pricing page reads it: the public settings query. */
const tiersSetting = async () => (await t.gql(SETTINGS)).data.settings.find((s: { key: string }) => s.key === 'volume_discount_tiers')?.value as string;
const quoted = async (quantity: number) => (await t.gql(QUOTE, { quantity }, owner)).data.priceQuote as { tierPercent: number; totalPence: number };

beforeAll(async () => {
  t = await createTestApp();
  // What every start runs (main.ts).
  await seedSettings(t.deps.db);
  await seedReference(t.deps.db);
  await seedSitePages(t.deps.db);
  owner = await t.login('employer@demo.test');
  admin = await t.login('admin@demo.test');
});
afterAll(async () => t.close());

describe('the pricing page and the quote', () => {
  it('on a fresh install promise no volume discount, and 10 posts cost 10 × £495 + VAT', async () => {
    expect((await t.gql(PAGE, { slug: 'pricing' })).data.landingPage.content).not.toMatch(/discount/i);
    const setting = await tiersSetting();
    expect(setting).toBe('');
    expect(volumeDiscountLine(setting)).toBeNull();
    for (let quantity = 1; quantity <= 10; quantity++) expect((await quoted(quantity)).tierPercent).toBe(0);
    expect(await quoted(10)).toEqual({ tierPercent: 0, totalPence: 594_000 });
  });

  it("follow the administrator's tiers: the page says the new figures and the quote charges them", async () => {
    for (const [value, line] of [
      ['5:10, 10:20', 'Volume discounts: 10% off 5 to 9 job posts, 20% off 10 job posts in one purchase'],
      ['3:15', 'Volume discounts: 15% off 3 to 10 job posts in one purchase'],
    ] as const) {
      expect((await t.gql(UPDATE, { key: 'volume_discount_tiers', value }, admin)).errors).toBeUndefined();
      const setting = await tiersSetting();
      expect(volumeDiscountLine(setting)).toBe(line);
      const bands = volumeDiscountBands(setting);
      for (const band of bands) {
        for (const quantity of [band.from, band.to]) expect((await quoted(quantity)).tierPercent, `${value} × ${quantity}`).toBe(band.percent);
      }
      expect((await quoted(bands[0]!.from - 1)).tierPercent).toBe(0);
    }
    await t.gql(UPDATE, { key: 'volume_discount_tiers', value: '' }, admin);
  });

  it('a pricing page still holding the old promise, as seeded, gets the current text at the next start; an edited one is kept', async () => {
    const setContent = (content: string) => t.deps.db.update(landingPages).set({ content }).where(eq(landingPages.slug, 'pricing'));
    const content = async () => (await t.gql(PAGE, { slug: 'pricing' })).data.landingPage.content as string;
    await setContent(sanitizeRichText(SUPERSEDED.pricing![0]!));
    expect(await content()).toMatch(/volume discount/);
    await seedSitePages(t.deps.db);
    expect(await content()).toBe(sanitizeRichText(SITE_PAGE_CONTENT.pricing));

    const edited = sanitizeRichText(`${SUPERSEDED.pricing![0]!}<p>Ask us about volume discounts.</p>`);
    await setContent(edited);
    await seedSitePages(t.deps.db);
    expect(await content()).toBe(edited);
  });
});
