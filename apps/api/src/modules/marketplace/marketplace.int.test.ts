import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { caseStudies, services, userServices, users } from '../../db/schema/index.js';
import { seedReference } from '../../seed/reference.js';
import { countStatements } from '../opportunities/test-fixtures.js';

/**
 * The agency marketplace (decision 0052): `agencies` and `marketplaceCaseStudies` are public and show
 * listed agencies only (ACTIVE, privacy ACTIVE, email verified, not deleted); the service filter is "any of";
 * hostile arguments are refused; a page costs the same number of statements whatever its size.
 */

const AGENCIES = `query($services: [ID!], $first: Int, $page: Int) { agencies(services: $services, first: $first, page: $page) {
  data { id agency_name location avatar services { id name } }
  paginatorInfo { count currentPage hasMorePages total } } }`;
const CASE_STUDIES = `query($services: [ID!], $first: Int, $page: Int) { marketplaceCaseStudies(services: $services, first: $first, page: $page) {
  data { id title thumbnail headline agency { id agency_name avatar } services { id name } }
  paginatorInfo { count currentPage hasMorePages total } } }`;

const ROLES = {
  companyOwner: 'employer@demo.test',
  guestAdmin: 'guest@demo.test',
  guestMember: 'member@demo.test',
  freelancer: 'freelancer@demo.test',
  agency: 'agency@demo.test',
  administrator: 'admin@demo.test',
} as const;

let t: TestApp;
const tokens: Record<string, string | undefined> = { visitor: undefined };
let svc: Record<string, number>;
let made = 0;
const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code ?? 'OK';

type AgencyState = Partial<typeof users.$inferInsert>;
/** An agency account: listed unless `state` says otherwise, offering `offered` (service names). */
async function agency(name: string, offered: string[], state: AgencyState = {}) {
  made++;
  const [row] = await t.deps.db
    .insert(users)
    .values({
      email: `market-${made}@example.com`,
      password_hash: 'x',
      type: 'AGENCY',
      status: 'ACTIVE',
      privacy: 'ACTIVE',
      email_verified_at: new Date(),
      agency_name: name,
      agency_locations: ['London, UK', 'Leeds, UK'],
      avatar: `/uploads/logo-${made}.png`,
      // Newest last made: the lists are newest first.
      created_at: new Date(Date.UTC(2026, 0, 1, 0, made)),
      ...state,
    })
    .returning({ id: users.id });
  if (offered.length) await t.deps.db.insert(userServices).values(offered.map((s) => ({ user_id: row!.id, service_id: svc[s]! })));
  return row!.id;
}

async function caseStudy(agencyId: number, title: string, minute: number) {
  const [row] = await t.deps.db
    .insert(caseStudies)
    .values({
      agency_id: agencyId,
      title,
      description: `<p>${title}: what we did.</p>`,
      headline: `${title}: what we did.`,
      thumbnail: `/uploads/thumb-${minute}.jpg`,
      created_at: new Date(Date.UTC(2026, 1, 1, 0, minute)),
    })
    .returning({ id: caseStudies.id });
  return row!.id;
}

const listed: Record<string, number> = {};
const unlisted: Record<string, number> = {};
const studies: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of Object.entries(ROLES)) tokens[role] = await t.login(email);
  await seedReference(t.deps.db);
  svc = Object.fromEntries((await t.deps.db.select().from(services).orderBy(asc(services.id))).map((s) => [s.name, s.id]));
  // The demo's agencies are left out of this file's lists, so each expectation names every card.
  await t.deps.db.update(users).set({ privacy: 'INACTIVE' }).where(eq(users.type, 'AGENCY'));
  listed.web = await agency('Pixel & Co', ['Web Development', 'SEO Services']);
  listed.video = await agency('Reel Studio', ['Video Production'], { agency_locations: [] });
  unlisted.inactive = await agency('Pending Agency', ['Web Development'], { status: 'INACTIVE' });
  unlisted.private = await agency('Private Agency', ['Web Development'], { privacy: 'INACTIVE' });
  unlisted.unverified = await agency('Unverified Agency', ['Web Development'], { email_verified_at: null });
  unlisted.deleted = await agency('Deleted Agency', ['Web Development'], { deleted_at: new Date() });
  unlisted.company = await agency('A Company', ['Web Development'], { type: 'COMPANY' });
  studies.webOld = await caseStudy(listed.web, 'A rebrand for a national bakery chain', 1);
  studies.video = await caseStudy(listed.video, 'Launch film', 2);
  studies.webNew = await caseStudy(listed.web, 'Shop', 3);
  for (const [i, id] of Object.values(unlisted).entries()) await caseStudy(id, `Hidden ${i}`, 10 + i);
});
afterAll(async () => t.close());

describe('agencies', () => {
  it('lists listed agencies only, newest first, with their first location, logo and services in the list order', async () => {
    const res = await t.gql(AGENCIES, {});
    expect(res.errors).toBeUndefined();
    expect(res.data.agencies.data).toEqual([
      { id: String(listed.video), agency_name: 'Reel Studio', location: null, avatar: expect.stringMatching(/^\/uploads\//), services: [{ id: String(svc['Video Production']), name: 'Video Production' }] },
      {
        id: String(listed.web),
        agency_name: 'Pixel & Co',
        location: 'London, UK',
        avatar: expect.stringMatching(/^\/uploads\//),
        services: [
          { id: String(svc['Web Development']), name: 'Web Development' },
          { id: String(svc['SEO Services']), name: 'SEO Services' },
        ],
      },
    ]);
    expect(res.data.agencies.paginatorInfo).toEqual({ count: 2, currentPage: 1, hasMorePages: false, total: 2 });
  });

  it('answers every viewer alike: visitor, company owner, guest admin, guest member, freelancer, agency, administrator', async () => {
    const expected = (await t.gql(AGENCIES, {})).data.agencies;
    for (const [role, token] of Object.entries(tokens)) {
      const res = await t.gql(AGENCIES, {}, token);
      expect({ role, page: res.data?.agencies }).toEqual({ role, page: expected });
    }
  });

  it('filters by any of the services', async () => {
    const ids = async (names: string[]) =>
      (await t.gql(AGENCIES, { services: names.map((n) => String(svc[n])) })).data.agencies.data.map((a: { id: string }) => Number(a.id));
    expect(await ids(['SEO Services'])).toEqual([listed.web]);
    expect(await ids(['SEO Services', 'Video Production'])).toEqual([listed.video, listed.web]);
    expect(await ids(['Copywriting'])).toEqual([]);
    // Unlisted agencies stay out whatever the filter.
    expect(await ids(['Web Development'])).toEqual([listed.web]);
  });

  it('pages: first and page, hasMorePages while more exist, first clamped to 100', async () => {
    const p1 = await t.gql(AGENCIES, { first: 1, page: 1 });
    expect(p1.data.agencies.paginatorInfo).toEqual({ count: 1, currentPage: 1, hasMorePages: true, total: 2 });
    const p2 = await t.gql(AGENCIES, { first: 1, page: 2 });
    expect(p2.data.agencies.data.map((a: { id: string }) => Number(a.id))).toEqual([listed.web]);
    expect(p2.data.agencies.paginatorInfo.hasMorePages).toBe(false);
    expect((await t.gql(AGENCIES, { first: 5000 })).data.agencies.paginatorInfo.count).toBe(2);
  });

  it('refuses hostile arguments with BAD_USER_INPUT and reads nothing', async () => {
    for (const services of [['abc'], ['1; drop table users'], ['-1'], ['0'], ['99999999999'], Array.from({ length: 21 }, (_, i) => String(i + 1))]) {
      expect(codeOf(await t.gql(AGENCIES, { services }))).toBe('BAD_USER_INPUT');
      expect(codeOf(await t.gql(CASE_STUDIES, { services }))).toBe('BAD_USER_INPUT');
    }
    expect(codeOf(await t.gql(AGENCIES, { page: 10_001 }))).toBe('BAD_USER_INPUT');
    // An unknown service id is no error: nothing offers it.
    expect((await t.gql(AGENCIES, { services: ['999999'] })).data.agencies.data).toEqual([]);
  });

  it('costs the same statements for 2 agencies as for 22, three at most', async () => {
    const small = await countStatements(t.deps.db, () => t.gql(AGENCIES, {}));
    expect(small.result.data.agencies.data).toHaveLength(2);
    const crowd: number[] = [];
    for (let i = 0; i < 20; i++) crowd.push(await agency(`Crowd ${i}`, ['Copywriting', 'PPC', 'Paid Social']));
    try {
      const large = await countStatements(t.deps.db, () => t.gql(AGENCIES, {}));
      expect(large.result.data.agencies.data).toHaveLength(20);
      expect(large.result.data.agencies.data[0].services).toHaveLength(3);
      expect(large.result.data.agencies.paginatorInfo).toMatchObject({ hasMorePages: true, total: 22 });
      expect(large.statements).toBe(small.statements);
      expect(small.statements).toBeLessThanOrEqual(3);
    } finally {
      await t.deps.db.delete(users).where(inArray(users.id, crowd));
    }
  });
});

describe('marketplaceCaseStudies', () => {
  it("lists the case studies of listed agencies, newest first, with the agency and the agency's services", async () => {
    const res = await t.gql(CASE_STUDIES, {});
    expect(res.errors).toBeUndefined();
    const page = res.data.marketplaceCaseStudies;
    expect(page.data.map((c: { id: string }) => Number(c.id))).toEqual([studies.webNew, studies.video, studies.webOld]);
    expect(page.data[2]).toEqual({
      id: String(studies.webOld),
      title: 'A rebrand for a national bakery chain',
      thumbnail: '/uploads/thumb-1.jpg',
      headline: 'A rebrand for a national bakery chain: what we did.',
      agency: { id: String(listed.web), agency_name: 'Pixel & Co', avatar: expect.stringMatching(/^\/uploads\//) },
      services: [
        { id: String(svc['Web Development']), name: 'Web Development' },
        { id: String(svc['SEO Services']), name: 'SEO Services' },
      ],
    });
    expect(page.paginatorInfo).toEqual({ count: 3, currentPage: 1, hasMorePages: false, total: 3 });
  });

  it('filters by the services of the agency, and pages', async () => {
    const res = await t.gql(CASE_STUDIES, { services: [String(svc['Video Production'])] });
    expect(res.data.marketplaceCaseStudies.data.map((c: { id: string }) => Number(c.id))).toEqual([studies.video]);
    const p2 = await t.gql(CASE_STUDIES, { first: 2, page: 2 });
    expect(p2.data.marketplaceCaseStudies.data.map((c: { id: string }) => Number(c.id))).toEqual([studies.webOld]);
    expect(p2.data.marketplaceCaseStudies.paginatorInfo).toEqual({ count: 1, currentPage: 2, hasMorePages: false, total: 3 });
  });

  it('answers every viewer alike, and a card has no description, media or links to ask for', async () => {
    const expected = (await t.gql(CASE_STUDIES, {})).data.marketplaceCaseStudies;
    for (const [role, token] of Object.entries(tokens)) {
      expect({ role, page: (await t.gql(CASE_STUDIES, {}, token)).data?.marketplaceCaseStudies }).toEqual({ role, page: expected });
    }
    const res = await t.gql('{ marketplaceCaseStudies { data { description external_url } } }');
    expect(codeOf(res)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('counts to 1,000 and one, or to the end of the page asked for and one, so hasMorePages stays exact', async () => {
    await t.deps.db.execute(sql`insert into case_studies (agency_id, title, description, headline, created_at)
      select ${listed.video}, 'Bulk ' || n, '<p>Bulk</p>', 'Bulk', '2025-01-01'::timestamptz + n * interval '1 minute' from generate_series(1, 1200) n`);
    try {
      const first = (await t.gql(CASE_STUDIES, { first: 100 })).data.marketplaceCaseStudies;
      expect(first.paginatorInfo).toEqual({ count: 100, currentPage: 1, hasMorePages: true, total: 1001 });
      expect(first.data.slice(0, 3).map((c: { id: string }) => Number(c.id))).toEqual([studies.webNew, studies.video, studies.webOld]);
      const p12 = (await t.gql(CASE_STUDIES, { first: 100, page: 12 })).data.marketplaceCaseStudies.paginatorInfo;
      expect(p12).toEqual({ count: 100, currentPage: 12, hasMorePages: true, total: 1201 });
      const last = (await t.gql(CASE_STUDIES, { first: 100, page: 13 })).data.marketplaceCaseStudies;
      expect(last.paginatorInfo).toEqual({ count: 3, currentPage: 13, hasMorePages: false, total: 1203 });
      expect(last.data.map((c: { title: string }) => c.title)).toEqual(['Bulk 3', 'Bulk 2', 'Bulk 1']);
    } finally {
      await t.deps.db.execute(sql`delete from case_studies where title like 'Bulk %'`);
    }
  });

  it('costs the same statements for 3 case studies as for 30 of 10 agencies', async () => {
    const small = await countStatements(t.deps.db, () => t.gql(CASE_STUDIES, {}));
    const crowd: number[] = [];
    for (let i = 0; i < 10; i++) {
      const id = await agency(`Studio ${i}`, ['Digital Design', 'Print Design']);
      crowd.push(id);
      for (let j = 0; j < 3; j++) await caseStudy(id, `Work ${i}-${j}`, 100 + i * 3 + j);
    }
    try {
      const large = await countStatements(t.deps.db, () => t.gql(CASE_STUDIES, {}));
      expect(large.result.data.marketplaceCaseStudies.data).toHaveLength(33);
      expect(large.result.data.marketplaceCaseStudies.data[0].services.map((s: { name: string }) => s.name)).toEqual(['Digital Design', 'Print Design']);
      expect(large.statements).toBe(small.statements);
      expect(small.statements).toBeLessThanOrEqual(3);
    } finally {
      await t.deps.db.delete(users).where(inArray(users.id, crowd));
    }
  });
});
