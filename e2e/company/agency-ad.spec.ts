import { randomBytes } from 'node:crypto';
import { AGENCY_AD_MSG as A, LOCATION_TYPE_LABELS, MINIMUM_REQUIREMENTS_MAX, OPPORTUNITY_MSG as M } from '@mp/domain';
import { call, watchMutation } from '../support/graphql';
import { signIn } from '../support/session';
import { shots } from '../support/shots';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { toast } from '../support/toast';
import { PostingPage } from './posting-page';
import { balanceOf, postingCompany } from './posting-support';

/**
 * Reg. 27 of the Conduct of Employment Agencies and Employment Businesses Regulations 2003 (decision 0065): a job ad
 * placed by an employment agency names the agency and says whether the work is temporary or permanent; one that shows
 * pay gives the location and the minimum experience or qualifications too. Refused on the form's fields with the
 * shared rules' texts, nothing charged; a complete ad says all of it on its public page, in its JSON-LD, in jobs.xml
 * and in the Atom feed. Agencies themselves do not post (addOpportunity is a company's): there is no agency side.
 */

// Long flows through many fields on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

async function signInAs(page: Page, email: string, password: string) {
  await signIn(page, { prefix: 'company', email, password, landsOn: /\/company\/dashboard/ });
}

/** A word no other post has, in letters only (digits in a title can read as a phone number to the post review's rules). */
const markWord = () => `Kestrel${Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;

/**
 * The role's own fields, each valid, so the agency's are all that can be refused. The title and description stay
 * under the near-copy rule's 200 characters: repeated runs post the same ad from other companies, which would
 * otherwise be held as copies.
 */
async function fillRole(page: Page, form: PostingPage, title: string, description: string) {
  await page.getByRole('textbox', { name: 'Job Title' }).fill(title);
  await form.pick('Professional Discipline', 'Design');
  await form.pick('Category Experience', 'Advertising');
  await page.getByRole('radio', { name: LOCATION_TYPE_LABELS.ONSITE }).check();
  await form.description('Job Description').fill(description);
  await form.pick('Type of Role', 'Freelance');
  await form.pick('Duration', '3 months');
  await form.pick('Working Hours', 'Full-time');
  await form.pick('Experience Level', 'Senior');
  await form.pick('Position Sought', 'Senior Graphic Designer');
  await form.pick('Skills Required', 'Typography');
  await page.getByRole('radio', { name: 'Day Rate' }).check();
  await form.money('350', '450');
}

const agencyBox = (page: Page) => page.getByRole('checkbox', { name: A.placedByAgency });
const agencyName = (page: Page) => page.getByRole('textbox', { name: "Agency's full name" });
const minimum = (page: Page) => page.getByRole('textbox', { name: 'Minimum experience or qualifications' });
const showPay = (page: Page) => page.getByRole('checkbox', { name: 'Show Compensation' });

async function teamPostCount(request: APIRequestContext, token: string): Promise<number> {
  const { teamOpportunities } = await call<{ teamOpportunities: { paginatorInfo: { total: number } } }>(
    request, '{ teamOpportunities(target: JOB) { paginatorInfo { total } } }', {}, token,
  );
  return teamOpportunities.paginatorInfo.total;
}

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);

/** The children's texts of the first element `entry` of an XML document whose child `key` ends with `value`, read by the browser's parser. */
function xmlEntry(page: Page, xml: string, entry: string, key: string, value: string): Promise<Record<string, string> | null> {
  return page.evaluate(
    ({ xml, entry, key, value }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      if (doc.querySelector('parsererror')) throw new Error('not well-formed XML');
      const found = Array.from(doc.getElementsByTagName(entry)).find((e) => Array.from(e.children).some((c) => c.localName === key && c.textContent!.endsWith(value)));
      return found ? Object.fromEntries(Array.from(found.children).map((c) => [c.localName, c.textContent ?? ''])) : null;
    },
    { xml, entry, key, value },
  );
}

test('an agency’s ad without its name and term, or showing pay without the location and minimum experience, is refused on its fields and nothing is posted', async ({ page, request }) => {
  const company = await postingCompany(request, 'agency-ad-refused', 1);
  await signInAs(page, company.email, company.password);
  await page.goto('/company/post-opportunity');
  const form = new PostingPage(page);
  await expect(page.getByRole('heading', { level: 1, name: M.postTitle })).toBeVisible();
  await fillRole(page, form, `Brand designer ${markWord()}`, 'Design campaigns for a retail client.');
  const posts = watchMutation(page, 'addOpportunity');

  // Unticked, the agency's fields are not asked.
  await expect(agencyName(page)).toHaveCount(0);
  await agencyBox(page).check();
  await expect(agencyName(page)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Temporary', exact: true })).not.toBeChecked();

  // Without pay shown: the agency's name and the term, not the minimum experience.
  await expect(showPay(page)).not.toBeChecked();
  await form.save().click();
  await expect(form.message(A.agencyName)).toBeVisible();
  await expect(form.message(A.workTerm)).toBeVisible();
  await expect(form.message(A.minimumRequirements)).toHaveCount(0);
  await expect(form.message(A.location)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // With pay shown and no location: the location and the minimum experience or qualifications too.
  await agencyName(page).fill('Harper & Lowe Recruitment Ltd');
  await page.getByRole('radio', { name: 'Temporary', exact: true }).check();
  await showPay(page).check();
  await form.save().click();
  await expect(form.message(A.location)).toBeVisible();
  await expect(form.message(A.minimumRequirements)).toBeVisible();
  await expect(form.message(A.agencyName)).toHaveCount(0);
  await expect(form.message(A.workTerm)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('heading', { level: 2, name: 'Employment agency' }).scrollIntoViewIfNeeded();
  await shots(page, 'agency-ad-refused');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Nothing reached the server; the job post is still there and no post was made.
  expect(await posts.settled()).toEqual([]);
  expect(await balanceOf(request, company.token)).toBe(1);
  expect(await teamPostCount(request, company.token)).toBe(0);
});

test('a complete agency ad is posted; its page, JSON-LD, jobs.xml entry and Atom entry name the agency, the term, the location and the minimum experience', async ({ page, request, browser }) => {
  const company = await postingCompany(request, 'agency-ad', 1);
  const mark = markWord();
  const title = `Temporary brand designer ${mark}`;
  const agency = 'Harper & Lowe Recruitment Ltd';
  const experience = 'Three years designing brand identities, with a portfolio';
  await signInAs(page, company.email, company.password);
  await page.goto('/company/post-opportunity');
  const form = new PostingPage(page);
  await fillRole(page, form, title, 'Design a retail client’s spring campaign in their studio.');
  await form.location('Job Location', 'Manch', 'Manchester');
  await showPay(page).check();
  await agencyBox(page).check();
  await agencyName(page).fill(agency);
  await page.getByRole('radio', { name: 'Temporary', exact: true }).check();
  await minimum(page).fill(experience);
  // The rule is told once, by the box; the minimum's field counts its characters as the form's other long texts do.
  await expect(agencyBox(page)).toHaveAccessibleDescription(A.placedByAgencyHint);
  await expect(minimum(page)).toHaveAccessibleDescription(`${experience.length} / ${MINIMUM_REQUIREMENTS_MAX} characters`);
  await shots(page, 'agency-ad-complete');

  await form.save().click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your post' });
  await expect(dialog).toContainText('You have 1 job post available');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  await expect(toast(page, M.created)).toBeVisible({ timeout: 15_000 });
  expect(await balanceOf(request, company.token)).toBe(0);

  const { teamOpportunities } = await call<{ teamOpportunities: { data: { id: string }[] } }>(
    request, '{ teamOpportunities(target: JOB, first: 1) { data { id } } }', {}, company.token,
  );
  const { opportunity: saved } = await call<{ opportunity: Record<string, unknown> & { slug: string } }>(
    request,
    'query($id: ID!) { opportunity(id: $id) { slug is_active review_status placed_by_agency agency_name work_term minimum_requirements } }',
    { id: teamOpportunities.data[0]!.id },
    company.token,
  );
  expect(saved).toMatchObject({
    is_active: true, review_status: null, placed_by_agency: true, agency_name: agency, work_term: 'TEMPORARY', minimum_requirements: experience,
  });
  const lines = [
    `Advertised by ${agency}, an employment agency`,
    'Temporary work',
    `Minimum experience or qualifications: ${experience}`,
  ];

  // A visitor's page: the nature of the work (title, description), the location, and the agency's lines.
  const visitor = await browser.newPage();
  await visitor.goto(`/jobs/${saved.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByTestId('post-description')).toContainText('spring campaign');
  await expect(visitor.getByText(/^Manchester.* · Posted /)).toBeVisible();
  await expect(visitor.getByTestId('agency-ad')).toHaveText(lines);
  await shots(visitor, 'agency-ad-public-page');

  // Its JSON-LD: the lines first in the description, TEMPORARY among the employment types, the minimum as the requirements.
  const html = await (await request.get(`/jobs/${saved.slug}`)).text();
  const [ld] = jsonLdOf(html);
  expect(ld).toMatchObject({
    '@type': 'JobPosting',
    title,
    employmentType: ['CONTRACTOR', 'TEMPORARY'],
    experienceRequirements: experience,
    jobLocation: { address: { addressLocality: 'Manchester' } },
    baseSalary: { currency: 'GBP', value: { minValue: 350, maxValue: 450, unitText: 'DAY' } },
  });
  const ldLines = `<p>${lines.join('<br>').replace('&', '&amp;')}</p>`;
  expect(ld?.description).toBe(`${ldLines}<p>Design a retail client’s spring campaign in their studio.</p>`);

  // jobs.xml: the same description, the location and 'temporary' among the job types.
  const feed = await request.get('/feeds/jobs.xml');
  expect(feed.headers()['content-type']).toMatch(/^application\/xml/);
  const job = await xmlEntry(page, await feed.text(), 'job', 'url', `/jobs/${saved.slug}`);
  expect(job).toMatchObject({ title, city: 'Manchester', jobtype: 'contract, temporary' });
  expect(job?.description).toBe(ld?.description);

  // The Atom feed of a search for the post's word: the lines open the entry's summary.
  const atom = await request.get(`/jobs/feed.atom?q=${mark}`);
  expect(atom.headers()['content-type']).toMatch(/^application\/atom\+xml/);
  const entry = await xmlEntry(page, await atom.text(), 'entry', 'id', `/jobs/${saved.slug}`);
  expect(entry).toMatchObject({ title });
  expect(entry?.summary).toBe(`${lines.map((l) => `${l}.`).join(' ')} Design a retail client’s spring campaign in their studio.`);
});
