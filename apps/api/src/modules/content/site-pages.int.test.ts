import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MSG, SITE_PAGES } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { seedSitePages } from '../../seed/site-pages.js';

const PAGE = 'query($slug: String!) { landingPage(slug: $slug) { id name slug content display_in_footer published_at } }';
const UPDATE = `mutation($id: ID!, $input: LandingPageInput!) { adminUpdateLandingPage(id: $id, input: $input) { id slug content } }`;
const DELETE = 'mutation($id: ID!) { adminDeleteLandingPage(id: $id) }';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(async () => t.close());

const page = async (slug: string, token?: string) => (await t.gql(PAGE, { slug }, token)).data.landingPage;

describe('site pages (decision 0020)', () => {
  it('are seeded once on a fresh database, published, out of the footer column', async () => {
    expect(await seedSitePages(t.deps.db)).toBe(SITE_PAGES.length);
    expect(await seedSitePages(t.deps.db)).toBe(0);
    for (const { slug, name } of SITE_PAGES) {
      const found = await page(slug);
      expect(found).toMatchObject({ slug, name, display_in_footer: false });
      expect(found.published_at).not.toBeNull();
      expect(found.content).toMatch(/<(p|h2)>/);
    }
    const footer = await t.gql('{ landingPages(display_in_footer: true) { slug } }');
    expect(footer.data.landingPages.map((p: { slug: string }) => p.slug)).not.toContain('privacy-policy');
  });

  it('serve any published page to visitors and answer null for an unknown slug', async () => {
    expect(await page('no-such-page')).toBeNull();
    expect((await page('about-us', await t.login('freelancer@demo.test'))).name).toBe('About Us');
  });

  it('are edited in the console, sanitised, and the public page shows the change', async () => {
    const { id } = await page('faqs');
    const input = {
      name: 'FAQs',
      slug: 'faqs',
      content: '<h2>New question</h2><p>New answer.</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
      published: true,
    };
    const res = await t.gql(UPDATE, { id, input }, admin);
    expect(res.errors).toBeUndefined();
    expect((await page('faqs')).content).toBe('<h2>New question</h2><p>New answer.</p>');
    // A restart adds missing pages only; the edit stays.
    await seedSitePages(t.deps.db);
    expect((await page('faqs')).content).toBe('<h2>New question</h2><p>New answer.</p>');

    // Unpublished, it is gone from the public; published again, it is back.
    await t.gql(UPDATE, { id, input: { ...input, published: false } }, admin);
    expect(await page('faqs')).toBeNull();
    await t.gql(UPDATE, { id, input }, admin);
    expect(await page('faqs')).not.toBeNull();
  });

  it('keep their slug and cannot be deleted: the footer links to them', async () => {
    const { id } = await page('pricing');
    const moved = await t.gql(UPDATE, { id, input: { name: 'Pricing', slug: 'prices', content: '<p>x</p>', published: true } }, admin);
    expect(moved.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.slug': CONTENT_MSG.sitePageKept } });
    const deleted = await t.gql(DELETE, { id }, admin);
    expect(deleted.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(deleted.errors[0].message).toBe(CONTENT_MSG.sitePageKept);
    expect((await page('pricing')).slug).toBe('pricing');

    // Other landing pages are still free to move and go.
    const create = await t.gql(
      'mutation($input: LandingPageInput!) { adminCreateLandingPage(input: $input) { id } }',
      { input: { name: 'Spring campaign', content: '<p>Hi</p>', published: true } },
      admin,
    );
    const other = create.data.adminCreateLandingPage.id;
    expect((await t.gql(UPDATE, { id: other, input: { name: 'Spring', slug: 'spring', content: '', published: true } }, admin)).errors).toBeUndefined();
    expect((await t.gql(DELETE, { id: other }, admin)).data.adminDeleteLandingPage).toBe(true);
  });
});
