import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { landingPages } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

/** A landing page's heading and hero image (decision 0053): the console writes them, anyone reads a published page. */

let t: TestApp;
let admin: string;

const CREATE = `mutation($input: LandingPageInput!) { adminCreateLandingPage(input: $input) { id slug heading hero_image content published_at } }`;
const UPDATE = `mutation($id: ID!, $input: LandingPageInput!) { adminUpdateLandingPage(id: $id, input: $input) { id heading hero_image } }`;
const READ = `query($slug: String!) { landingPage(slug: $slug) { name heading hero_image content } }`;

const input = (extra: Record<string, unknown> = {}) => ({
  name: 'Hire designers', slug: 'hire-designers', sort_order: 1, display_in_footer: true,
  heading: 'Hire a designer this week', hero_image: '/uploads/0123456789abcdef0123456789abcdef.jpg',
  content: '<p>Post a job <script>alert(1)</script><img src=x onerror=alert(1)></p>', published: true, ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

describe('a landing page with its heading and hero image', () => {
  it('is written by an administrator, its body sanitised, and read by a visitor once published', async () => {
    const res = await t.gql(CREATE, { input: input() }, admin);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const page = res.data.adminCreateLandingPage;
    expect(page).toMatchObject({ slug: 'hire-designers', heading: 'Hire a designer this week', hero_image: '/uploads/0123456789abcdef0123456789abcdef.jpg' });
    expect(page.content).not.toMatch(/script|onerror/);
    const read = await t.gql(READ, { slug: 'hire-designers' });
    expect(read.data.landingPage).toMatchObject({ name: 'Hire designers', heading: 'Hire a designer this week', hero_image: '/uploads/0123456789abcdef0123456789abcdef.jpg' });

    // Emptied: the heading falls back to the name (null), the image is removed.
    const cleared = await t.gql(UPDATE, { id: page.id, input: input({ heading: '  ', hero_image: '' }) }, admin);
    expect(cleared.data.adminUpdateLandingPage).toMatchObject({ heading: null, hero_image: null });
  });

  it('is a draft nobody else reads, and a hostile image address or heading is refused with nothing written', async () => {
    const draft = await t.gql(CREATE, { input: input({ name: 'Draft page', slug: 'draft-page', published: false }) }, admin);
    expect(draft.errors).toBeUndefined();
    expect((await t.gql(READ, { slug: 'draft-page' })).data.landingPage).toBeNull();
    expect((await t.gql(READ, { slug: 'no-such-page' })).data.landingPage).toBeNull();

    for (const bad of [{ hero_image: 'javascript:alert(1)' }, { hero_image: 'data:image/png;base64,AAAA' }, { heading: 'x'.repeat(201) }]) {
      const res = await t.gql(CREATE, { input: input({ name: 'Bad page', slug: 'bad-page', ...bad }) }, admin);
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(bad)).toBe('BAD_USER_INPUT');
    }
    expect(await t.deps.db.select().from(landingPages).where(eq(landingPages.slug, 'bad-page'))).toEqual([]);
  });

  it('is refused to anyone but an administrator', async () => {
    for (const email of ['employer@demo.test', 'freelancer@demo.test', 'agency@demo.test']) {
      const res = await t.gql(CREATE, { input: input({ name: 'Not yours', slug: 'not-yours' }) }, await t.login(email));
      expect(res.errors?.[0]?.extensions?.code, email).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
    expect((await t.gql(CREATE, { input: input({ name: 'Not yours', slug: 'not-yours' }) })).errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    expect(await t.deps.db.select().from(landingPages).where(eq(landingPages.slug, 'not-yours'))).toEqual([]);
  });
});
