import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { seedContent } from '../../seed/content.js';

const ARTICLES = `query($availability: [ArticleAvailability!], $type: [ArticleType!], $excludeSlugs: [String!], $orderBy: [OrderByClause!], $first: Int, $page: Int) {
  articles(availability: $availability, type: $type, excludeSlugs: $excludeSlugs, orderBy: $orderBy, first: $first, page: $page) {
    data { slug title type availability published_at created_at }
    paginatorInfo { count currentPage hasMorePages total }
  }
}`;

let t: TestApp;
const tokens: Record<string, string | undefined> = {};
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedContent(t.deps.db, t.deps.storage)).toBe(true);
  expect(await seedContent(t.deps.db, t.deps.storage)).toBe(false);
  for (const [who, email] of Object.entries({
    company: 'employer@demo.test',
    freelancer: 'freelancer@demo.test',
    agency: 'agency@demo.test',
    admin: 'admin@demo.test',
    guestOfCompany: 'member@demo.test',
    guestOfAgency: 'guest@demo.test',
  })) {
    tokens[who] = await t.login(email);
  }
  // The guest admin acts for the agency team after switching to it.
  const agencyId = (await t.gql('{ me { id } }', {}, tokens.agency)).data.me.id;
  const switched = await t.gql('mutation($id: ID!) { switchTeam(team_id: $id) { id } }', { id: agencyId }, tokens.guestOfAgency);
  expect(switched.errors).toBeUndefined();
});
afterAll(async () => t.close());

async function articles(who: string, variables: Record<string, unknown> = {}) {
  const res = await t.gql(ARTICLES, { first: 50, ...variables }, tokens[who]);
  expect(res.errors).toBeUndefined();
  return res.data.articles as { data: { slug: string; availability: string; type: string; published_at: string | null }[]; paginatorInfo: any };
}
const availabilities = (page: { data: { availability: string }[] }) => [...new Set(page.data.map((a) => a.availability))].sort();

describe('who reads which articles', () => {
  it.each([
    ['visitor', ['PUBLIC']],
    ['company', ['PUBLIC']],
    ['guestOfCompany', ['PUBLIC']],
    ['freelancer', ['FREELANCER_AND_AGENCY', 'PUBLIC']],
    ['agency', ['AGENCY', 'FREELANCER_AND_AGENCY', 'PUBLIC']],
    ['guestOfAgency', ['AGENCY', 'FREELANCER_AND_AGENCY', 'PUBLIC']],
    ['admin', ['AGENCY', 'FREELANCER_AND_AGENCY', 'PUBLIC']],
  ])('%s reads %j, published only', async (who, expected) => {
    const page = await articles(who);
    expect(availabilities(page)).toEqual(expected);
    expect(page.paginatorInfo.total).toBe(expected.length * 3);
    expect(page.data.every((a) => a.published_at)).toBe(true);
    expect(page.data.map((a) => a.slug)).not.toContain('draft-community-survey');
  });

  it('drops a requested availability the viewer may not read', async () => {
    expect((await articles('freelancer', { availability: ['AGENCY'] })).paginatorInfo.total).toBe(0);
    expect(availabilities(await articles('freelancer', { availability: ['AGENCY', 'PUBLIC'] }))).toEqual(['PUBLIC']);
    expect(availabilities(await articles('visitor', { availability: ['FREELANCER_AND_AGENCY'] }))).toEqual([]);
  });

  it('article(slug) answers null where the list would not show it', async () => {
    const agencyOnly = (await articles('agency', { availability: ['AGENCY'] })).data[0]!.slug;
    const ARTICLE = 'query($slug: String!) { article(slug: $slug) { slug availability } }';
    for (const who of ['visitor', 'company', 'freelancer', 'guestOfCompany']) {
      expect((await t.gql(ARTICLE, { slug: agencyOnly }, tokens[who])).data.article).toBeNull();
    }
    for (const who of ['agency', 'guestOfAgency', 'admin']) {
      expect((await t.gql(ARTICLE, { slug: agencyOnly }, tokens[who])).data.article).toMatchObject({ slug: agencyOnly });
    }
    expect((await t.gql(ARTICLE, { slug: 'draft-community-survey' }, tokens.admin)).data.article).toBeNull();
    expect((await t.gql(ARTICLE, { slug: 'no-such-article' })).data.article).toBeNull();
  });
});

describe('article filters and pages', () => {
  it('filters by type and leaves out excluded slugs', async () => {
    const mentoring = await articles('agency', { type: ['MENTORING'] });
    expect(mentoring.data.map((a) => a.type)).toEqual(['MENTORING', 'MENTORING', 'MENTORING']);
    const excluded = mentoring.data.slice(0, 2).map((a) => a.slug);
    const rest = await articles('agency', { type: ['MENTORING'], excludeSlugs: excluded });
    expect(rest.data.map((a) => a.slug)).toEqual([mentoring.data[2]!.slug]);
  });

  it('orders newest first by default and as asked', async () => {
    const byDefault = await articles('agency');
    const created = byDefault.data.map((a: any) => a.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const asc = await articles('agency', { orderBy: [{ column: 'created_at', order: 'ASC' }] });
    expect(asc.data.map((a) => a.slug)).toEqual(byDefault.data.map((a) => a.slug).reverse());
    const upper = await articles('agency', { orderBy: [{ column: 'CREATED_AT', order: 'DESC' }] });
    expect(upper.data.map((a) => a.slug)).toEqual(byDefault.data.map((a) => a.slug));
    const bad = await t.gql(ARTICLES, { orderBy: [{ column: 'password_hash', order: 'ASC' }] });
    expect(bad.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('pages with first and page, saying whether more follow', async () => {
    const all = (await articles('agency')).data.map((a) => a.slug);
    const p1 = await articles('agency', { first: 4, page: 1 });
    expect(p1.paginatorInfo).toEqual({ count: 4, currentPage: 1, hasMorePages: true, total: 9 });
    const p3 = await articles('agency', { first: 4, page: 3 });
    expect(p3.paginatorInfo).toEqual({ count: 1, currentPage: 3, hasMorePages: false, total: 9 });
    expect([...p1.data, ...(await articles('agency', { first: 4, page: 2 })).data, ...p3.data].map((a) => a.slug)).toEqual(all);
    // The spec's default page size is 10.
    const byDefault = await t.gql('{ articles { paginatorInfo { count total hasMorePages } } }', {}, tokens.agency);
    expect(byDefault.data.articles.paginatorInfo).toEqual({ count: 9, total: 9, hasMorePages: false });
  });
});

describe('deals and landing pages', () => {
  const DEALS = '{ deals { data { id title slug link } paginatorInfo { count total hasMorePages } } }';
  it('deals are for signed-in users, six a page, newest first', async () => {
    expect((await t.gql(DEALS)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const res = await t.gql(DEALS, {}, tokens.freelancer);
    expect(res.data.deals.paginatorInfo).toEqual({ count: 6, total: 7, hasMorePages: true });
    const all = await t.gql('{ allDeals { id title } }', {}, tokens.company);
    expect(all.data.allDeals).toHaveLength(7);
    expect(all.data.allDeals.slice(0, 6).map((d: any) => d.id)).toEqual(res.data.deals.data.map((d: any) => d.id));
    const one = await t.gql('query($id: ID!) { deal(id: $id) { title } }', { id: res.data.deals.data[0].id }, tokens.agency);
    expect(one.data.deal.title).toBe(res.data.deals.data[0].title);
    expect((await t.gql('query($id: ID!) { deal(id: $id) { title } }', { id: 'x' }, tokens.agency)).data.deal).toBeNull();
  });

  it('landing pages are public, by sort_order, filtered by display_in_footer', async () => {
    const all = await t.gql('{ landingPages { name sort_order display_in_footer } }');
    expect(all.data.landingPages.map((p: any) => p.sort_order)).toEqual([0, 1, 2, 3]);
    const footer = await t.gql('{ landingPages(display_in_footer: true) { slug display_in_footer } }');
    expect(footer.data.landingPages).toHaveLength(3);
    expect(footer.data.landingPages.every((p: any) => p.display_in_footer)).toBe(true);
  });
});
