import { APPLY_MSG, SEARCH_EMPTY } from '@mp/domain';
import { DEMO, DEMO_PASSWORD, PERSON } from '../support/accounts';
import { complaints } from '../support/complaints';
import { signIn } from '../support/session';
import { expect, test, type Locator, type Page } from '../support/test';
import { toast } from '../support/toast';
import { postJob, postingCompany } from '../company/posting-support';
import { completeFreelancer } from './profile-support';
import { designLists, postSearchJobs, postSearchProject, uniqueWord } from './search-support';

/** The searches, opportunities-for-you and the dashboards' blocks (decision 0039), as freelancers and agencies use them. */

test.describe.configure({ timeout: 180_000 });

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => void (SHOTS && (await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })));

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const cards = (page: Page) => page.getByTestId('opportunity-card');
const cardTitles = (scope: Page | Locator) => scope.getByTestId('opportunity-card').getByRole('heading', { level: 3 });

/** Opens a filter's list and picks an option (of the discipline's group when the list is grouped), then closes it. */
async function pick(page: Page, label: string, option: string, group?: string) {
  await page.locator('.mantine-InputWrapper-root').filter({ has: page.getByRole('combobox', { name: label, exact: true }) }).locator('.mantine-Input-input').first().click();
  const list = page.getByRole('listbox');
  const scope = group ? list.getByRole('group', { name: group, exact: true }) : list;
  await scope.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function searchFor(page: Page, words: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(words);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('a freelancer searches with words and two filters, reloads the same search, applies from it, and the employer lists them', async ({ page }) => {
  const word = uniqueWord();
  const company = await postingCompany(page.request, 'search-co');
  const jobs = await postSearchJobs(page.request, company, word);
  const { genres } = await designLists(page.request);
  const me = await completeFreelancer(page.request, 'search-fl', { genre: genres[0]!.id, skill: jobs.skill.id });
  await signIn(page, { prefix: 'freelancer', email: me.email, password: me.password, landsOn: /\/freelancer\/(?!login)/ });

  await page.goto('/freelancer/latest-opportunities');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Opportunities' })).toBeVisible();
  await expect(page).toHaveTitle(/Job Opportunities/);
  await searchFor(page, word);
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByTestId('result-count')).toHaveText('3 opportunities');

  await page.getByRole('button', { name: /^Filters/ }).click();
  await pick(page, 'Skills', jobs.skill.name, 'Design');
  await expect(cards(page)).toHaveCount(2);
  await pick(page, 'Work Location', 'Remote');
  await expect(page.getByTestId('filter-count')).toHaveText('2');
  await expect(cardTitles(page)).toHaveText([jobs.wanted.title]);
  const card = cards(page).first();
  await expect(card.getByText('Remote', { exact: true })).toBeVisible();
  await expect(card.getByTestId('card-pay')).toHaveText('£50,000 – £60,000 annually');
  await expect(card.getByText(jobs.skill.name, { exact: true })).toBeVisible();
  const url = new URL(page.url());
  expect(url.searchParams.get('search')).toBe(word);
  expect(url.searchParams.getAll('skill')).toEqual([jobs.skill.id]);
  expect(url.searchParams.getAll('jobLocation')).toEqual(['REMOTE']);
  await shot(page, 'search-freelancer');

  // The URL is the search: a reload restores the words, the filters and the results; back undoes the last filter.
  await page.reload();
  await expect(cardTitles(page)).toHaveText([jobs.wanted.title]);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(word);
  await expect(page.getByTestId('filter-count')).toHaveText('2');
  await page.goBack();
  await expect(cards(page)).toHaveCount(2);
  await page.goForward();
  await expect(cards(page)).toHaveCount(1);

  await card.getByRole('link', { name: jobs.wanted.title }).click();
  await expect(page).toHaveURL(`/freelancer/opportunities/${jobs.wanted.id}`);
  await expect(page.getByRole('heading', { level: 1, name: jobs.wanted.title })).toBeVisible();
  await page.getByRole('button', { name: APPLY_MSG.apply }).click();
  await expect(toast(page, APPLY_MSG.sent)).toBeVisible();
  await expect(page.getByTestId('applied-status')).toContainText('Not viewed yet');

  await page.goto('/freelancer/dashboard');
  const applied = page.getByRole('region', { name: "Job Opportunities You've Applied For" });
  await expect(applied.getByRole('listitem').filter({ hasText: jobs.wanted.title }).getByText('Open', { exact: true })).toBeVisible();
  // The jobs asking for the freelancer's top skill are for them.
  const forYou = page.getByRole('region', { name: 'Opportunities For You' });
  await expect(cardTitles(forYou).filter({ hasText: jobs.onsite.title })).toBeVisible();
  await expect(forYou.getByRole('link', { name: 'View all opportunities for you' })).toHaveAttribute('href', '/freelancer/opportunities-for-you');
  const latest = page.getByRole('region', { name: 'Latest Job Opportunities' });
  await expect(latest.getByRole('link', { name: 'Search all opportunities' })).toHaveAttribute('href', '/freelancer/latest-opportunities?industry=1');
  await expect(cardTitles(latest)).toHaveCount(4);
  await shot(page, 'dashboard-freelancer');

  await forYou.getByRole('link', { name: 'View all opportunities for you' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opportunities For You' })).toBeVisible();
  await expect(cardTitles(page).filter({ hasText: jobs.onsite.title })).toBeVisible();
  await shot(page, 'for-you-freelancer');
  await page.setViewportSize(PHONE);
  await shot(page, 'for-you-freelancer-phone');
  await page.goto('/freelancer/dashboard');
  await expect(page.getByRole('region', { name: 'Opportunities For You' }).getByTestId('opportunity-card').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'dashboard-freelancer-phone');
  await page.setViewportSize(DESKTOP);

  // The employer reads the application in view-applicants.
  await page.goto('/freelancer/logout');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, { prefix: 'company', email: company.email, password: company.password, landsOn: /\/company\/(?!login)/ });
  await page.goto(`/company/view-applicants/${jobs.wanted.id}`);
  await expect(page.getByRole('heading', { name: 'Applicants', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: me.email })).toBeVisible();
});

test('an empty search says so in the spec’s words and Clear All brings every post back; at phone width the page fits and the filters open', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, { prefix: 'freelancer', email: DEMO.freelancer, password: DEMO_PASSWORD, landsOn: /\/freelancer\/(?!login)/ });
  await page.goto(`/freelancer/latest-opportunities?search=${uniqueWord()}&jobLocation=HYBRID`);
  await expect(page.getByText(SEARCH_EMPTY)).toBeVisible();
  await expect(page.getByTestId('filter-count')).toHaveText('1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'search-empty-phone');

  await page.getByRole('button', { name: /^Filters/ }).click();
  const location = page.getByRole('combobox', { name: 'Work Location', exact: true });
  await location.scrollIntoViewIfNeeded();
  await expect(location).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'search-filters-phone');

  await page.getByTestId('empty-state').getByRole('button', { name: 'Clear All' }).click();
  await expect(page).toHaveURL('/freelancer/latest-opportunities');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('filter-count')).toHaveCount(0);
  await shot(page, 'search-freelancer-phone');
});

test('a freelancer finds a post by the company and the place the card shows, though neither is in its title or text', async ({ page }) => {
  const place = uniqueWord();
  const label = `${place[0]!.toUpperCase()}${place.slice(1)}, England, United Kingdom`;
  const company = await postingCompany(page.request, 'search-by-name');
  await postJob(page.request, company.token, { title: 'Lead motion designer', description: '<p>Lead our motion work.</p>', location: label });
  await signIn(page, { prefix: 'freelancer', email: DEMO.freelancer, password: DEMO_PASSWORD, landsOn: /\/freelancer\/(?!login)/ });
  await page.goto('/freelancer/latest-opportunities');
  // The company's name and the place together: the words match both, and no other post is in that place.
  await searchFor(page, `${PERSON.company} ${place}`);
  await expect(cards(page)).toHaveCount(1);
  await expect(cardTitles(page)).toHaveText(['Lead motion designer']);
  await expect(cards(page).first().getByText(PERSON.company)).toBeVisible();
  await expect(cards(page).first().getByText(label)).toBeVisible();
  await searchFor(page, place);
  await expect(cardTitles(page)).toHaveText(['Lead motion designer']);
});

test('an agency finds a project through its search and applies; its dashboard and for-you page show projects', async ({ page }) => {
  const word = uniqueWord();
  const company = await postingCompany(page.request, 'search-agency-co');
  const project = await postSearchProject(page.request, company, word);
  await signIn(page, { prefix: 'agency', email: DEMO.agency, password: DEMO_PASSWORD, landsOn: /\/agency\/(?!login)/ });

  await page.goto('/agency/dashboard');
  await expect(page.getByRole('region', { name: 'Project Opportunities Just For You' })).toBeVisible();
  const latest = page.getByRole('region', { name: 'Latest Project Opportunities' });
  await expect(cardTitles(latest).first()).toBeVisible();
  await expect(page.getByRole('region', { name: "Project Opportunities You've Applied For" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Deals For You' })).toBeVisible();
  await shot(page, 'dashboard-agency');
  await latest.getByRole('link', { name: 'Search all projects' }).click();

  await expect(page).toHaveURL('/agency/opportunities');
  await expect(page.getByRole('heading', { level: 1, name: 'Project Opportunities' })).toBeVisible();
  await searchFor(page, word);
  await expect(cardTitles(page)).toHaveText([project.title]);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('combobox', { name: 'Category Experience', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Services', exact: true })).toBeVisible();
  await shot(page, 'search-agency');
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'search-agency-phone');
  await page.setViewportSize(DESKTOP);

  await cards(page).first().getByRole('link', { name: project.title }).click();
  await expect(page).toHaveURL(`/agency/opportunities/${project.id}`);
  await page.getByRole('button', { name: APPLY_MSG.apply }).click();
  await expect(page.getByTestId('applied-status')).toContainText('Not viewed yet');

  await page.goto('/agency/opportunities-for-you');
  await expect(page.getByRole('heading', { level: 1, name: 'Project Opportunities Just For You' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await shot(page, 'for-you-agency');
  await page.setViewportSize(PHONE);
  await shot(page, 'for-you-agency-phone');
  await page.goto('/agency/dashboard');
  await expect(page.getByRole('region', { name: "Project Opportunities You've Applied For" }).getByText(project.title)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'dashboard-agency-phone');
});

test('the seekers\' dashboards show their opportunity blocks, with whole excerpts, without a complaint', async ({ page }) => {
  const problems = await complaints(page);
  for (const [group, email, blocks] of [
    ['freelancer', DEMO.freelancer, ['Opportunities For You', 'Latest Job Opportunities']],
    ['agency', DEMO.agency, ['Project Opportunities Just For You', 'Latest Project Opportunities']],
  ] as const) {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    await signIn(page, { prefix: group, email, password: DEMO_PASSWORD, landsOn: `/${group}/dashboard` });
    // Opened directly: the server sends the frame, the browser renders the dashboard for the stored session.
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    for (const title of blocks) await expect(page.getByRole('region', { name: title })).toBeVisible();
    const latest = page.getByRole('region', { name: blocks[1] });
    await expect(latest.getByTestId('opportunity-card').first()).toBeVisible();
    // The cards' excerpts come whole (up to the description's first 200 characters), never cut at about four words (issue 23).
    const excerpts = await page.getByTestId('card-headline').allTextContents();
    expect(excerpts.length).toBeGreaterThan(0);
    expect(excerpts.filter((text) => text.endsWith('…') && text.length < 150)).toEqual([]);
    // The browser keeps an excerpt to three lines (a line clamp, not a cut of the text).
    const excerpt = latest.getByTestId('card-headline').first();
    expect(await excerpt.evaluate((el) => [getComputedStyle(el).webkitLineClamp, el.getBoundingClientRect().height <= 3 * parseFloat(getComputedStyle(el).lineHeight) + 1])).toEqual(['3', true]);
    await shot(page, `dashboard-cards-${group}`);
  }
  expect(problems).toEqual([]);
});
