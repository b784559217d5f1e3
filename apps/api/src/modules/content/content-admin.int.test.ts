import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MSG } from '@mp/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { articles, auditLog } from '../../db/schema/index.js';

const FIELDS = 'id title slug content image type availability published_at';
const CREATE = `mutation($input: ArticleInput!) { adminCreateArticle(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ArticleInput!) { adminUpdateArticle(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { adminDeleteArticle(id: $id) }';

const article = (over: Record<string, unknown> = {}) => ({
  title: 'Pricing your first project',
  content: '<p>Start from a day rate.</p>',
  type: 'ARTICLE',
  availability: 'PUBLIC',
  published: true,
  ...over,
});

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(async () => t.close());

async function create(input: Record<string, unknown>) {
  const res = await t.gql(CREATE, { input }, admin);
  expect(res.errors).toBeUndefined();
  return res.data.adminCreateArticle;
}
const auditOf = (action: string, targetId: number) =>
  t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.target_id, targetId)));

describe('the console content operations are for administrators only', () => {
  const input = { input: article() };
  const landing = { input: { name: 'X', content: '', published: true } };
  const deal = { input: { title: 'X', content: '', published: true } };
  const OPERATIONS: [string, Record<string, unknown>][] = [
    ['{ adminArticles { paginatorInfo { total } } }', {}],
    ['{ adminDeals { paginatorInfo { total } } }', {}],
    ['{ adminLandingPages { id } }', {}],
    [CREATE, input],
    [UPDATE, { id: 1, ...input }],
    [DELETE, { id: 1 }],
    ['mutation($input: DealInput!) { adminCreateDeal(input: $input) { id } }', deal],
    ['mutation($id: ID!, $input: DealInput!) { adminUpdateDeal(id: $id, input: $input) { id } }', { id: 1, ...deal }],
    ['mutation($id: ID!) { adminDeleteDeal(id: $id) }', { id: 1 }],
    ['mutation($input: LandingPageInput!) { adminCreateLandingPage(input: $input) { id } }', landing],
    ['mutation($id: ID!, $input: LandingPageInput!) { adminUpdateLandingPage(id: $id, input: $input) { id } }', { id: 1, ...landing }],
    ['mutation($id: ID!) { adminDeleteLandingPage(id: $id) }', { id: 1 }],
  ];

  it.each(OPERATIONS)('%s', async (query, variables) => {
    expect((await t.gql(query, variables)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    for (const email of ['employer@demo.test', 'freelancer@demo.test', 'agency@demo.test', 'guest@demo.test']) {
      const res = await t.gql(query, variables, await t.login(email));
      expect(res.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    // This block runs first: nothing was created by the refused calls.
    expect(await t.deps.db.$count(articles)).toBe(0);
  });
});

describe('articles in the console', () => {
  it('derives the slug from the title and writes the audit log', async () => {
    const a = await create(article({ title: 'Crème brûlée & Co: a case study!' }));
    expect(a.slug).toBe('creme-brulee-and-co-a-case-study');
    const [entry] = await auditOf('article.create', Number(a.id));
    expect(entry).toMatchObject({ target_type: 'article', details: { slug: a.slug, published: true } });
    expect(entry!.actor_id).toBeTruthy();
  });

  it('refuses a slug already in use with a field error, changing nothing', async () => {
    const first = await create(article({ title: 'Taken title' }));
    const before = await t.deps.db.$count(articles);
    const derived = await t.gql(CREATE, { input: article({ title: 'Taken Title' }) }, admin);
    expect(derived.errors[0]).toMatchObject({ message: CONTENT_MSG.slugTaken, extensions: { code: 'BAD_USER_INPUT', fields: { 'input.slug': CONTENT_MSG.slugTaken } } });
    const other = await create(article({ title: 'Another one' }));
    const renamed = await t.gql(UPDATE, { id: other.id, input: article({ title: 'Another one', slug: first.slug }) }, admin);
    expect(renamed.errors[0].extensions.fields['input.slug']).toBe(CONTENT_MSG.slugTaken);
    expect(await t.deps.db.$count(articles)).toBe(before + 1);
    expect(await auditOf('article.update', Number(other.id))).toHaveLength(0);
  });

  it('sanitises the content on save', async () => {
    const upload = `/uploads/${'a'.repeat(32)}.png`;
    const a = await create(
      article({
        title: 'Sanitised',
        content: [
          '<h2 style="color:red">Heading</h2><script>alert(1)</script><style>body{}</style>',
          '<p onclick="steal()">Text <b>bold</b> <a href="javascript:alert(1)">bad link</a></p>',
          '<a href="https://example.com/x" target="_blank" onmouseover="x()">good link</a><a href="mailto:a@b.test">mail</a>',
          `<img src="x" onerror="alert(1)"><img src="${upload}" alt="ours"><img src="https://cdn.example.com/p.jpg"><img src="http://plain.example.com/p.jpg">`,
          '<iframe src="https://evil.example"></iframe><blockquote>quote</blockquote><code>x = 1</code>',
        ].join(''),
      }),
    );
    const html: string = a.content;
    for (const banned of ['<script', 'alert(1)', '<style', 'onclick', 'onerror', 'onmouseover', 'javascript:', '<iframe', 'style=', 'http://plain']) {
      expect(html).not.toContain(banned);
    }
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('<a rel="noopener noreferrer">bad link</a>');
    expect(html).toContain('<a href="https://example.com/x" rel="noopener noreferrer">good link</a>');
    expect(html).toContain('href="mailto:a@b.test"');
    expect(html).toContain(`<img src="${upload}" alt="ours" />`);
    expect(html).toContain('<img src="https://cdn.example.com/p.jpg" />');
    expect(html).toContain('<blockquote>quote</blockquote><code>x = 1</code>');
  });

  it('accepts only uploaded or https images', async () => {
    for (const image of ['javascript:alert(1)', 'http://example.com/a.png', '/uploads/../../etc/passwd', '//evil.test/a.png', 'data:image/png;base64,AA']) {
      const res = await t.gql(CREATE, { input: article({ title: `Image ${image}`, image }) }, admin);
      expect(res.errors[0].extensions.fields['input.image']).toBe(CONTENT_MSG.image);
    }
    const ours = `/uploads/${'b'.repeat(32)}.jpg`;
    expect((await create(article({ title: 'Ours', image: ours }))).image).toBe(ours);
    expect((await create(article({ title: 'Https', image: 'https://cdn.example.com/a.png' }))).image).toBe('https://cdn.example.com/a.png');
    expect((await create(article({ title: 'None', image: '' }))).image).toBeNull();
  });

  it('publishes, keeps the first publication date, unpublishes, and deletes', async () => {
    const draft = await create(article({ title: 'Draft to publish', published: false }));
    expect(draft.published_at).toBeNull();
    const ARTICLE = 'query($slug: String!) { article(slug: $slug) { slug } }';
    expect((await t.gql(ARTICLE, { slug: draft.slug })).data.article).toBeNull();
    const listed = await t.gql('query($s: String) { adminArticles(search: $s) { data { slug published_at } paginatorInfo { total } } }', { s: 'TO PUBLISH' }, admin);
    expect(listed.data.adminArticles).toEqual({ data: [{ slug: draft.slug, published_at: null }], paginatorInfo: { total: 1 } });

    const published = (await t.gql(UPDATE, { id: draft.id, input: article({ title: 'Draft to publish', published: true }) }, admin)).data.adminUpdateArticle;
    expect(published.published_at).toBeTruthy();
    expect((await t.gql(ARTICLE, { slug: draft.slug })).data.article).toEqual({ slug: draft.slug });
    const again = (await t.gql(UPDATE, { id: draft.id, input: article({ title: 'Draft to publish', content: '<p>Edited</p>', published: true }) }, admin)).data.adminUpdateArticle;
    expect(again).toMatchObject({ published_at: published.published_at, content: '<p>Edited</p>' });
    const hidden = (await t.gql(UPDATE, { id: draft.id, input: article({ title: 'Draft to publish', published: false }) }, admin)).data.adminUpdateArticle;
    expect(hidden.published_at).toBeNull();
    expect(await auditOf('article.update', Number(draft.id))).toHaveLength(3);

    expect((await t.gql(DELETE, { id: draft.id }, admin)).data.adminDeleteArticle).toBe(true);
    expect(await auditOf('article.delete', Number(draft.id))).toHaveLength(1);
    const gone = await t.gql(DELETE, { id: draft.id }, admin);
    expect(gone.errors[0]).toMatchObject({ message: CONTENT_MSG.articleNotFound, extensions: { code: 'NOT_FOUND' } });
    const malformed = await t.gql(UPDATE, { id: 'abc', input: article() }, admin);
    expect(malformed.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('gives field errors for a missing title and a bad enum', async () => {
    const res = await t.gql(CREATE, { input: article({ title: '   ' }) }, admin);
    expect(res.errors[0]).toMatchObject({ message: CONTENT_MSG.title, extensions: { fields: { 'input.title': CONTENT_MSG.title } } });
    const punct = await t.gql(CREATE, { input: article({ title: '!!!' }) }, admin);
    expect(punct.errors[0].extensions.fields['input.slug']).toBe(CONTENT_MSG.slug);
  });
});

describe('deals and landing pages in the console', () => {
  it('creates, lists, updates and deletes a deal, checking its link', async () => {
    const CREATE_DEAL = 'mutation($input: DealInput!) { adminCreateDeal(input: $input) { id slug link content published_at } }';
    const input = { title: 'Half price hosting', subtitle: 'For a year', link: 'https://host.example/offer', content: '<p onclick="x">Deal</p>', published: false };
    const bad = await t.gql(CREATE_DEAL, { input: { ...input, link: 'javascript:alert(1)' } }, admin);
    expect(bad.errors[0].extensions.fields['input.link']).toBe(CONTENT_MSG.link);
    const deal = (await t.gql(CREATE_DEAL, { input }, admin)).data.adminCreateDeal;
    expect(deal).toMatchObject({ slug: 'half-price-hosting', content: '<p>Deal</p>', published_at: null });
    const freelancer = await t.login('freelancer@demo.test');
    expect((await t.gql('query($id: ID!) { deal(id: $id) { id } }', { id: deal.id }, freelancer)).data.deal).toBeNull();
    const listed = await t.gql('{ adminDeals { data { id } } }', {}, admin);
    expect(listed.data.adminDeals.data).toEqual([{ id: deal.id }]);

    const UPDATE_DEAL = 'mutation($id: ID!, $input: DealInput!) { adminUpdateDeal(id: $id, input: $input) { id published_at } }';
    await t.gql(UPDATE_DEAL, { id: deal.id, input: { ...input, published: true } }, admin);
    expect((await t.gql('query($id: ID!) { deal(id: $id) { id } }', { id: deal.id }, freelancer)).data.deal).toEqual({ id: deal.id });
    expect((await t.gql('mutation($id: ID!) { adminDeleteDeal(id: $id) }', { id: deal.id }, admin)).data.adminDeleteDeal).toBe(true);
    expect((await auditOf('deal.create', Number(deal.id))).length + (await auditOf('deal.delete', Number(deal.id))).length).toBe(2);
  });

  it('manages landing pages, public once published', async () => {
    const CREATE_PAGE = 'mutation($input: LandingPageInput!) { adminCreateLandingPage(input: $input) { id slug sort_order display_in_footer } }';
    const page = (await t.gql(CREATE_PAGE, { input: { name: 'For Agencies', sort_order: 2, display_in_footer: true, content: '', published: true } }, admin)).data.adminCreateLandingPage;
    expect(page).toMatchObject({ slug: 'for-agencies', sort_order: 2, display_in_footer: true });
    const draft = (await t.gql(CREATE_PAGE, { input: { name: 'Hidden page', content: '', published: false } }, admin)).data.adminCreateLandingPage;
    expect((await t.gql('{ landingPages { slug } }')).data.landingPages).toEqual([{ slug: 'for-agencies' }]);
    expect((await t.gql('{ adminLandingPages { slug } }', {}, admin)).data.adminLandingPages).toHaveLength(2);
    const UPDATE_PAGE = 'mutation($id: ID!, $input: LandingPageInput!) { adminUpdateLandingPage(id: $id, input: $input) { slug display_in_footer } }';
    const updated = await t.gql(UPDATE_PAGE, { id: draft.id, input: { name: 'Hidden page', slug: 'For Agencies', content: '', published: true } }, admin);
    expect(updated.errors[0].extensions.fields['input.slug']).toBe(CONTENT_MSG.slugTaken);
    expect((await t.gql('mutation($id: ID!) { adminDeleteLandingPage(id: $id) }', { id: draft.id }, admin)).data.adminDeleteLandingPage).toBe(true);
    expect(await auditOf('landing_page.delete', Number(draft.id))).toHaveLength(1);
  });

  it('gives a landing page a call to action, hero alt text and the prices: an administrator only, the button whole', async () => {
    const CREATE_PAGE = 'mutation($input: LandingPageInput!) { adminCreateLandingPage(input: $input) { id cta_label cta_url hero_alt show_prices } }';
    const UPDATE_PAGE = 'mutation($id: ID!, $input: LandingPageInput!) { adminUpdateLandingPage(id: $id, input: $input) { cta_label cta_url } }';
    const input = {
      name: 'Hire designers',
      content: '<p>Post a job.</p>',
      hero_alt: 'A designer at work',
      cta_label: 'Post a job',
      cta_url: '/company/register',
      show_prices: true,
      published: true,
    };
    for (const email of ['employer@demo.test', 'agency@demo.test']) {
      expect((await t.gql(CREATE_PAGE, { input }, await t.login(email))).errors[0].extensions.code).toBe('FORBIDDEN');
    }
    const created = await t.gql(CREATE_PAGE, { input }, admin);
    expect(created.errors).toBeUndefined();
    const page = created.data.adminCreateLandingPage;
    expect(page).toMatchObject({ cta_label: 'Post a job', cta_url: '/company/register', hero_alt: 'A designer at work', show_prices: true });
    const shown = await t.gql('{ landingPage(slug: "hire-designers") { cta_label cta_url hero_alt show_prices } }');
    expect(shown.data.landingPage).toEqual({ cta_label: 'Post a job', cta_url: '/company/register', hero_alt: 'A designer at work', show_prices: true });

    // Refused: half a button, an address that leaves the site unsafely, a label too long; and by anyone but an administrator.
    const refused: [Record<string, unknown>, string, string][] = [
      [{ cta_url: null }, 'input.cta_url', CONTENT_MSG.ctaUrl],
      [{ cta_label: '' }, 'input.cta_label', CONTENT_MSG.ctaLabel],
      [{ cta_url: 'javascript:alert(1)' }, 'input.cta_url', CONTENT_MSG.ctaUrl],
      [{ cta_url: '//evil.example/register' }, 'input.cta_url', CONTENT_MSG.ctaUrl],
      [{ cta_url: 'http://example.com' }, 'input.cta_url', CONTENT_MSG.ctaUrl],
    ];
    for (const [change, field, message] of refused) {
      const res = await t.gql(UPDATE_PAGE, { id: page.id, input: { ...input, ...change } }, admin);
      expect(res.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: message } });
    }
    const long = await t.gql(UPDATE_PAGE, { id: page.id, input: { ...input, cta_label: 'x'.repeat(41) } }, admin);
    expect(Object.keys(long.errors[0].extensions.fields)).toEqual(['input.cta_label']);
    const byMember = await t.gql(UPDATE_PAGE, { id: page.id, input: { ...input, cta_url: '/jobs' } }, await t.login('member@demo.test'));
    expect(byMember.errors[0].extensions.code).toBe('FORBIDDEN');

    // An https address, and no button at all, are both fine.
    const https = await t.gql(UPDATE_PAGE, { id: page.id, input: { ...input, cta_url: 'https://calendly.example/demo' } }, admin);
    expect(https.data.adminUpdateLandingPage).toEqual({ cta_label: 'Post a job', cta_url: 'https://calendly.example/demo' });
    const none = await t.gql(UPDATE_PAGE, { id: page.id, input: { ...input, cta_label: '', cta_url: '' } }, admin);
    expect(none.data.adminUpdateLandingPage).toEqual({ cta_label: null, cta_url: null });
    expect(await auditOf('landing_page.update', Number(page.id))).toHaveLength(2);
  });
});
