import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_PAGE_MSG } from '@mp/domain';
import { users } from '../../db/schema/index.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness.js';
import { jobInput, opportunityFixtures, projectInput, referenceIds, type ReferenceIds } from '../opportunities/test-fixtures.js';
import { ADD, CLOSE } from '../opportunities/test-documents.js';
import { findCompanyPage } from './service.js';

/** The company pages: their data, slugs, hiding (who may), the sitemap and the posts' links, and the embed's headers. */

const APP_URL = 'https://jobs.example.com';
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-companies-dist-'));

const PAGE = `query ($slug: String!) { companyPage(slug: $slug) { slug name logo about apart location website size posts { slug title closed company { slug } } } }`;
const SETTINGS = `query { myCompanyPage { slug visible size editable } }`;
const UPDATE = `mutation ($input: CompanyPageInput!) { updateCompanyPage(input: $input) { slug visible size editable } }`;
const JOB = `query ($slug: String!) { publicJob(slug: $slug) { company { name slug } } }`;

let t: TestApp;
let ref: ReferenceIds;
let teamId: number;
let employer: string;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'client'));
  t = await createTestApp({ env: { WEB_DIST: dist, APP_URL } });
  ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  teamId = await f.idOf('employer@demo.test');
  await f.grant(teamId, 20);
  employer = await t.login('employer@demo.test');
  await t.deps.db.update(users).set({ website: 'https://northwind.example.com', city: 'London', state: null, country: 'GB' }).where(eq(users.id, teamId));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function post(input: Record<string, unknown>) {
  const res = await t.gql(ADD, { input }, employer);
  expect(res.errors).toBeUndefined();
  return res.data.addOpportunity as { id: string; slug: string };
}

const slugOf = async (id: number) => (await t.deps.db.select({ slug: users.slug }).from(users).where(eq(users.id, id)))[0]!.slug;

async function newCompany(company: string | null, type = 'COMPANY', db: Pick<TestApp['deps']['db'], 'insert'> = t.deps.db) {
  const [row] = await db
    .insert(users)
    .values({ email: `${Math.random().toString(36).slice(2)}@example.com`, password_hash: 'x', type: type as 'COMPANY', status: 'ACTIVE', company })
    .returning({ id: users.id, slug: users.slug });
  return row!;
}

describe('the page', () => {
  it("shows an approved company's profile and its open jobs and projects to a visitor, not its closed posts", async () => {
    const job = await post(jobInput(ref, { title: 'Motion designer' }));
    const project = await post(projectInput(ref, { title: 'Brand refresh' }));
    const closed = await post(jobInput(ref, { title: 'Closed role' }));
    expect((await t.gql(CLOSE, { id: closed.id, input: { reason: 'JOB_POSTPONED' } }, employer)).errors).toBeUndefined();

    const res = await t.gql(PAGE, { slug: 'northwind-studio' });
    expect(res.errors).toBeUndefined();
    const page = res.data.companyPage;
    expect(page).toMatchObject({
      slug: 'northwind-studio',
      name: 'Northwind Studio',
      about: 'A design and engineering studio in London.',
      location: 'London, United Kingdom',
      website: 'https://northwind.example.com',
      size: null,
    });
    const slugs = page.posts.map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining([job.slug, project.slug]));
    expect(slugs).not.toContain(closed.slug);
    expect(page.posts.every((p: { company: { slug: string } }) => p.company.slug === 'northwind-studio')).toBe(true);
  });

  it('answers null for an unknown slug, a malformed one, and a company awaiting approval', async () => {
    for (const slug of ['nobody-here', 'Northwind Studio', '../x', 'a'.repeat(200)]) {
      expect((await t.gql(PAGE, { slug })).data.companyPage, slug).toBeNull();
    }
    const pending = await slugOf(await opportunityFixtures(t).idOf('inactive@demo.test'));
    expect(pending).toBe('pending-ltd');
    expect(await findCompanyPage(t.deps.db, pending!)).toBeNull();
  });

  it('lists an agency never: only companies have pages', async () => {
    const agency = await newCompany('Agency Co', 'AGENCY');
    expect(agency.slug).toBeNull();
  });
});

describe('slugs', () => {
  it('come from the name, with -2, -3 on a collision, and stay when the name changes', async () => {
    const second = await newCompany('Northwind Studio');
    const third = await newCompany('NORTHWIND  studio!');
    expect(second.slug).toBe('northwind-studio-2');
    expect(third.slug).toBe('northwind-studio-3');
    await t.deps.db.update(users).set({ company: 'Southwind' }).where(eq(users.id, second.id));
    expect(await slugOf(second.id)).toBe('northwind-studio-2');
  });

  it('are readable from any name: accents folded, symbols dropped, long names cut, no name no page yet', async () => {
    expect((await newCompany('Café Ünïcorn & Søn Ltd.')).slug).toBe('cafe-unicorn-son-ltd');
    expect((await newCompany('***')).slug).toBe('company');
    expect((await newCompany(`${'Very long name '.repeat(10)}`)).slug!.length).toBeLessThanOrEqual(60);
    const unnamed = await newCompany(null);
    expect(unnamed.slug).toBeNull();
    await t.deps.db.update(users).set({ company: 'Named Later' }).where(eq(users.id, unnamed.id));
    expect(await slugOf(unnamed.id)).toBe('named-later');
  });

  // Only a server has two connections: PGlite runs one transaction at a time.
  it.skipIf(!process.env.DATABASE_URL)('are given to two companies of one name signing up at once, the second waiting for the first', async () => {
    let second!: Promise<{ id: number; slug: string | null }>;
    const first = await t.deps.db.transaction(async (tx) => {
      const row = await newCompany('Race Studio', 'COMPANY', tx);
      second = newCompany('Race Studio');
      await new Promise((resolve) => setTimeout(resolve, 150)); // the second sign-up is now inside its insert
      return row;
    });
    expect(first.slug).toBe('race-studio');
    expect((await second).slug).toBe('race-studio-2');
  });

  it('are unique and well formed, as the database enforces', async () => {
    const other = await newCompany('Other Co');
    const set = (slug: string) => t.deps.db.execute(sql`update users set slug = ${slug} where id = ${other.id}`);
    await expect(set('northwind-studio')).rejects.toThrow();
    for (const bad of ['Upper', 'with space', '-lead', 'trail-', 'double--dash', 'x'.repeat(73)]) {
      await expect(set(bad), bad).rejects.toThrow();
    }
    expect(await slugOf(other.id)).toBe('other-co');
  });
});

describe('hiding the page', () => {
  it("is refused to a member, a freelancer, an agency and a visitor, with the reason; the setting is read by any member", async () => {
    const member = await t.login('member@demo.test', DEMO_PASSWORD);
    const read = await t.gql(SETTINGS, {}, member);
    expect(read.data.myCompanyPage).toEqual({ slug: 'northwind-studio', visible: true, size: null, editable: false });
    const refused = await t.gql(UPDATE, { input: { visible: false } }, member);
    expect(refused.errors[0].message).toBe(COMPANY_PAGE_MSG.forbidden);
    expect(refused.errors[0].extensions.code).toBe('FORBIDDEN');
    for (const email of ['freelancer@demo.test', 'agency@demo.test']) {
      expect((await t.gql(UPDATE, { input: { visible: false } }, await t.login(email))).errors[0].extensions.code, email).toBe('FORBIDDEN');
    }
    expect((await t.gql(UPDATE, { input: { visible: false } })).errors).toBeDefined();
    expect((await t.gql(PAGE, { slug: 'northwind-studio' })).data.companyPage).not.toBeNull();
  });

  it('is an admin\'s: the page, its sitemap entry and the posts\' link go, the name stays; showing it again brings them back', async () => {
    const job = await post(jobInput(ref, { title: 'Producer' }));
    const hidden = await t.gql(UPDATE, { input: { visible: false } }, employer);
    expect(hidden.data.updateCompanyPage).toEqual({ slug: 'northwind-studio', visible: false, size: null, editable: true });
    expect((await t.gql(PAGE, { slug: 'northwind-studio' })).data.companyPage).toBeNull();
    expect((await t.gql(JOB, { slug: job.slug })).data.publicJob.company).toEqual({ name: 'Northwind Studio', slug: null });
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain('/companies/northwind-studio<');

    await t.gql(UPDATE, { input: { visible: true } }, employer);
    expect((await t.gql(JOB, { slug: job.slug })).data.publicJob.company.slug).toBe('northwind-studio');
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).toContain(`<loc>${APP_URL}/companies/northwind-studio</loc>`);
  });

  it('sets the size from the bands only', async () => {
    expect((await t.gql(UPDATE, { input: { size: '11-50' } }, employer)).data.updateCompanyPage.size).toBe('11-50');
    expect((await t.gql(PAGE, { slug: 'northwind-studio' })).data.companyPage.size).toBe('11-50');
    const bad = await t.gql(UPDATE, { input: { size: 'huge' } }, employer);
    expect(bad.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(UPDATE, { input: { size: null } }, employer)).data.updateCompanyPage.size).toBeNull();
  });
});

describe('the sitemap', () => {
  it('lists visible companies only: not one awaiting approval', async () => {
    const body = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(body).toContain(`<loc>${APP_URL}/companies/northwind-studio</loc>`);
    expect(body).not.toContain('/companies/pending-ltd');
  });
});

describe('framing', () => {
  it('is allowed on the embed address alone', async () => {
    const embed = await t.app.inject({ url: '/embed/companies/northwind-studio?theme=dark' });
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    const page = await t.app.inject({ url: '/companies/northwind-studio' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
