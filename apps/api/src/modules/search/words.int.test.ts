import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { users } from '../../db/schema/index.js';
import { jobInput, opportunityFixtures, projectInput } from '../opportunities/test-fixtures.js';
import { ADD, UPDATE } from '../opportunities/test-documents.js';
import { SEARCH, searchFixtures, titlesOf, type Res } from './test-fixtures.js';

/**
 * The search words hold the company's name and the place as the cards show them (decision 0039), and
 * follow a company renamed after posting and a post moved: migration 0014's triggers.
 */

const PROFILE = `mutation($input: UpdateUserInput!, $form: ProfileForm) { updateUser(input: $input, form: $form) { id company } }`;

let t: TestApp;
let x: Awaited<ReturnType<typeof searchFixtures>>;
let employer: string;
let freelancer: string;
let agency: string;

const titles = async (search: string, token = freelancer) => {
  const res: Res = await t.gql(SEARCH, { filters: { search } }, token);
  expect(res.errors).toBeUndefined();
  return titlesOf(res.data.searchOpportunities.data).sort();
};

/** A post as the employer's form sends it. */
async function posted(input: Record<string, unknown>) {
  const res: Res = await t.gql(ADD, { input }, employer);
  expect(res.errors).toBeUndefined();
  return res.data.addOpportunity.id as string;
}

/** The employer's Edit profile form, with a new company name. */
async function renameCompany(company: string) {
  const [{ avatar } = { avatar: null }] = await x.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, x.company));
  const res: Res = await t.gql(PROFILE, {
    form: 'COMPANY_PROFILE',
    input: {
      company, email: 'employer@demo.test', avatar, bio: 'About us', description: 'Apart', address_1: '1 Road',
      city: 'London', state: 'London', country: 'GB', zip: 'N1 1AA', phone: '020 7946 0000',
    },
  }, employer);
  expect(res.errors).toBeUndefined();
  expect(res.data.updateUser.company).toBe(company);
}

beforeAll(async () => {
  t = await createTestApp();
  x = await searchFixtures(t);
  await opportunityFixtures(t).grant(x.company, 10);
  employer = await t.login('employer@demo.test');
  freelancer = (await x.freelancer('words')).token;
  agency = await t.login('agency@demo.test');
});
beforeEach(async () => x.clearPosts());
afterAll(async () => t.close());

describe('words: the company and the place', () => {
  it("find a post by its company's name and by its place, as the card shows them", async () => {
    await posted(jobInput(x.ref, { title: 'Motion designer', location: 'Manchester, England, United Kingdom', application_link: null }));
    await posted(projectInput(x.ref, { title: 'Website rebuild', location: 'Bristol, England, United Kingdom' }));
    await x.post('Brand designer elsewhere', { team_id: x.inactiveCompany, location: 'Manchester, England, United Kingdom' });
    expect(await titles('Manchester')).toEqual(['Motion designer']);
    expect(await titles('Northwind')).toEqual(['Motion designer']);
    expect(await titles('northwind studio manchester')).toEqual(['Motion designer']);
    expect(await titles('Bristol', agency)).toEqual(['Website rebuild']);
    expect(await titles('Northwind', agency)).toEqual(['Website rebuild']);
    // The title and description still count; a word found nowhere still finds nothing.
    expect(await titles('motion')).toEqual(['Motion designer']);
    expect(await titles('Leeds')).toEqual([]);
  });

  it('follow the company renamed in its profile, and the place changed by an edit', async () => {
    const id = await posted(jobInput(x.ref, { title: 'Senior art director', location: 'Manchester, England, United Kingdom', application_link: null }));
    await renameCompany('Acme Robotics');
    expect(await titles('Acme')).toEqual(['Senior art director']);
    expect(await titles('Northwind')).toEqual([]);

    const { is_active: _, ...edit } = jobInput(x.ref, { title: 'Senior art director', location: 'Leeds, England, United Kingdom', application_link: null });
    expect((await t.gql(UPDATE, { id, input: edit }, employer)).errors).toBeUndefined();
    expect(await titles('Leeds')).toEqual(['Senior art director']);
    expect(await titles('Manchester')).toEqual([]);
    expect(await titles('acme leeds')).toEqual(['Senior art director']);

    // A company without a name is shown, and found, by its owner's name.
    await x.db.update(users).set({ company: null }).where(eq(users.id, x.company));
    expect(await titles('Evelyn Employer')).toEqual(['Senior art director']);
    expect(await titles('Acme')).toEqual([]);
    await renameCompany('Northwind Studio');
  });
});
