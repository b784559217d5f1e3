import { APPLY_MSG } from '@mp/domain';
import { signInAsAdmin } from '../support/admin';
import { adminToken, freshTag } from '../support/content';
import { call } from '../support/graphql';
import { LoginPage } from '../support/pages/login-page';
import { holdScripts, live } from '../support/scripts';
import { signInThroughForm } from '../support/session';
import { expect, test, type Page } from '../support/test';
import { toast } from '../support/toast';
import { FILES, uploadPrivate } from '../freelancer/files-support';
import { PROFILE_DOCS, readyToApply } from '../freelancer/profile-support';
import { postingCompany, postJob, postProject, referenceFor } from '../company/posting-support';
import { FRESH_PASSWORD, freshEmail } from '../support/accounts';
import { readApprovalLink, readVerificationLink } from '../support/mail';
import { SignUpStep1, SignUpStep2 } from '../support/pages/sign-up-pages';
import { storedToken } from '../support/session';
import { shoot } from '../company/team-support';
import { FreelancerForms, PHOTO_PATH } from '../freelancer/onboarding-support';
import { pickFirst } from '../agency/onboarding-support';
import { LOGO_PATH } from '../company/company-support';

/** The public front door (decision 0053): the home page, the board, and a visitor who applies through sign-in. */

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => void (SHOTS && (await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })));

/** The page as the server sends it to a visitor (rendered per request by React Router): its HTML. */
async function serverRendered(page: Page, url: string): Promise<string> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type'], url).toMatch(/^text\/html/);
  return res.text();
}

test('a visitor lands on the home page, searches, filters on /jobs, opens a job, signs in and applies in one click', async ({ page }) => {
  const company = await postingCompany(page.request, 'front-co');
  const word = `zephyr${Date.now().toString(36)}`;
  await postJob(page.request, company.token, { title: `Front door ${word} designer` });
  const me = await readyToApply(page.request, 'front-fl', company.token);

  // The home page, rendered on the server with the newest jobs.
  const html = await serverRendered(page, '/');
  // The newest posts (featured first) as cards (not necessarily this one).
  expect(html).toContain('data-testid="opportunity-card"');
  expect(html).toContain('Featured agencies');
  expect(html).toContain('<link rel="canonical"');

  await page.goto('/');
  await expect(page).toHaveTitle(/Find work and post jobs/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paid creative work, and the people who do it' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/company/register');
  await expect(page.getByRole('region', { name: 'Featured agencies' }).getByTestId('agency-card').first()).toBeVisible();
  await shot(page, 'front-home');

  await page.getByRole('textbox', { name: 'Find work' }).fill(word);
  await page.getByRole('button', { name: 'Search jobs' }).click();
  await expect(page).toHaveURL(`/jobs?q=${word}`);
  await expect(page.getByTestId('result-count')).toHaveText('1 open job');
  const card = page.getByTestId('opportunity-card').filter({ hasText: `Front door ${word} designer` });
  await expect(card).toBeVisible();

  // A filter that excludes it (the post is permanent), then one that keeps it: both kept in the URL.
  await page.getByRole('checkbox', { name: 'Freelance' }).check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/jobs?q=${word}&type=FREELANCE`);
  await expect(page.getByText('Nothing matches these filters')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Freelance' }).uncheck();
  await page.getByRole('checkbox', { name: 'Permanent' }).check();
  await page.getByRole('checkbox', { name: 'Hybrid' }).check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/jobs?q=${word}&type=PERMANENT&location=HYBRID`);
  await expect(card).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Permanent' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Words' })).toHaveValue(word);
  await shot(page, 'front-board');

  // The card leads to the public job page; applying goes through sign-in and back to the same post.
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/jobs\/[^/?]+$/);
  const postPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Sign in to apply' }).click();
  await expect(page).toHaveURL(/\/freelancer\/login\?redirectTo=/);
  await new LoginPage(page).signIn(me.email, me.password);
  await expect(page).toHaveURL(postPath);
  // Applying is on the post itself, in one step.
  await page.getByRole('button', { name: APPLY_MSG.apply }).click();
  await expect(toast(page, APPLY_MSG.sent)).toBeVisible();
  await expect(page).toHaveURL(postPath);

  // Signed in, '/' is the dashboard again.
  await page.goto('/');
  await expect(page).toHaveURL(/\/freelancer\/dashboard/);
});

test('the board is rendered on the server with its canonical address, noindex beyond a filtered first page, and real page links', async ({ page }) => {
  const company = await postingCompany(page.request, 'board-co', 30);
  const word = `quasar${Date.now().toString(36)}`;
  for (let i = 0; i < 21; i++) await postJob(page.request, company.token, { title: `Board ${word} ${i}` });

  const html = await serverRendered(page, `/jobs?q=${word}&junk=1`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/jobs\\?q=${word}"/>`));
  expect((html.match(/data-testid="opportunity-card"/g) ?? []).length).toBe(20);
  expect(html).toMatch(/<a[^>]*href="\/jobs\?q=[^"&]*&amp;page=2"[^>]*rel="next"|<a[^>]*rel="next"[^>]*href="\/jobs\?q=[^"&]*&amp;page=2"/);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  const plain = await serverRendered(page, '/jobs');
  expect(plain).not.toContain('name="robots"');
  expect(plain).toMatch(/<link rel="canonical" href="[^"]*\/jobs"\/>/);

  // A visitor who scrolls down to the page links before the board is live (its scripts held) stays there once it is,
  // and the link under their pointer is the one followed: the router's first render no longer scrolls to the top.
  const letBoardRun = await holdScripts(page);
  await page.goto(`/jobs?q=${word}`, { waitUntil: 'commit' });
  await expect(page.getByTestId('opportunity-card')).toHaveCount(20);
  await expect(live(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Next page →' }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  letBoardRun();
  await expect(live(page)).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.unrouteAll();
  await page.getByRole('link', { name: 'Next page →' }).click();
  await expect(page).toHaveURL(`/jobs?q=${word}&page=2`);
  await expect(page.getByTestId('opportunity-card')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page');

  // Hostile words: no error page, nothing matched.
  await page.goto(`/jobs?q=${encodeURIComponent('"; drop table <script>alert(1)</script> -(')}`);
  await expect(page.getByText('Nothing matches these filters')).toBeVisible();

  // The sitemap lists the board and its discipline pages.
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/jobs<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]*\/jobs\?discipline=1<\/loc>/);
});

test('the freelancer login still works at its own address', async ({ page }) => {
  await new LoginPage(page).goto('freelancer');
  await expect(page).toHaveURL('/freelancer/login');
});

test("'Copy link' on the company's view page and dashboard card copies the public job page's address", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const company = await postingCompany(page.request, 'share-co');
  const word = `nimbus${Date.now().toString(36)}`;
  const jobId = await postJob(page.request, company.token, { title: `Share ${word}` });
  const draftId = await postJob(page.request, company.token, { title: `Draft ${word}`, is_active: false });
  await signInThroughForm(page, { prefix: 'company', email: company.email, password: company.password, landsOn: /\/company\/(?!login)/ });

  await page.goto(`/company/view-opportunity/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Share ${word}` })).toBeVisible();
  await page.getByRole('button', { name: `Copy link to Share ${word}` }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${new URL(page.url()).origin}/jobs/[^/]+$`));
  await shot(page, 'front-copy-link-view');

  // The dashboard's card has the same button; an unpublished post has none (it has no public page).
  await page.goto('/company/dashboard');
  const row = page.getByTestId('post-row').filter({ hasText: `Share ${word}` });
  await expect(row.getByRole('button', { name: /Copy link/ })).toBeVisible();
  await page.goto(`/company/view-opportunity/${draftId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Draft ${word}` })).toBeVisible();
  await expect(page.getByTestId('copy-link')).toHaveCount(0);

  // The copied address is the public page of the post.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: `Share ${word}` })).toBeVisible();
});

test('a landing page written in the console is served at /landing/{slug} with its head; a draft or an unknown slug is a 404', async ({ page }) => {
  const tag = freshTag();
  const name = `Hire ${tag}`;
  const slug = `hire-${tag}`;
  // The console: a new landing page with its heading and body, published.
  await signInAsAdmin(page);
  await page.goto('/admin/content/landing-pages');
  await page.getByRole('button', { name: 'New landing page' }).click();
  const drawer = page.getByRole('dialog', { name: 'New landing page' });
  await drawer.getByRole('textbox', { name: 'Name' }).fill(name);
  await drawer.getByRole('textbox', { name: 'Slug' }).fill(slug);
  await drawer.getByRole('textbox', { name: 'Heading' }).fill(`Hire a designer ${tag}`);
  const editor = drawer.locator('.ProseMirror');
  await editor.click();
  await editor.pressSequentially('Post your brief and hear from designers this week.');
  await drawer.getByLabel('Published').check();
  await shot(page, 'front-landing-console');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('content-row').filter({ hasText: name })).toBeVisible();
  // A draft beside it.
  const token = await adminToken(page.request);
  await call(page.request, 'mutation($input: LandingPageInput!) { adminCreateLandingPage(input: $input) { id } }', {
    input: { name: `Draft ${tag}`, slug: `draft-${tag}`, sort_order: 0, display_in_footer: false, content: '<p>Not yet</p>', published: false },
  }, token);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  // A visitor: the server renders the page with its title and Open Graph tags.
  const html = await serverRendered(page, `/landing/${slug}`);
  expect(html).toContain(`<title>Hire a designer ${tag} | Onbrief</title>`);
  expect(html).toContain(`<meta property="og:title" content="Hire a designer ${tag}"/>`);
  expect(html).toContain('<meta name="description" content="Post your brief and hear from designers this week."/>');
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/landing/${slug}"/>`));
  await page.goto(`/landing/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Hire a designer ${tag}` })).toBeVisible();
  await expect(page.getByTestId('site-page-content')).toHaveText('Post your brief and hear from designers this week.');
  await shot(page, 'front-landing');

  for (const missing of [`/landing/draft-${tag}`, `/landing/no-such-${tag}`]) {
    const res = await page.goto(missing);
    expect(res?.status(), missing).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found!' }), missing).toBeVisible();
  }
});

/** The rest of what applying needs (CV, experience, skills, job type, hours), as the new freelancer's own calls. */
async function completeProfileByApi(page: Page, token: string, companyToken: string) {
  const ref = await referenceFor(page.request, companyToken);
  await call(page.request, PROFILE_DOCS.save, {
    input: {
      industries: ['1'], genres: [ref.genres[0]!.id], skills: [ref.skills[0]!.id], top_skills: [ref.skills[0]!.id], job_type: 'FREELANCE',
      working_hours: 'FULLTIME', salary_currency: 'GBP', salary_unit: 'DAY', minimum_salary: 300, maximum_salary: 400,
    },
  }, token);
  await call(page.request, PROFILE_DOCS.experience, { input: { title: 'Designer', company: 'Studio', description: 'Brands', from: '2019-01', to: null } }, token);
  expect((await uploadPrivate(page.request, 'resumes', token, { name: 'cv.pdf', buffer: FILES.pdf })).status).toBe(201);
}

const SAVED_LIST = '{ savedPosts { data { post { title } } } }';
const savedTitles = async (page: Page, token: string) =>
  (await call<{ savedPosts: { data: { post: { title: string } }[] } }>(page.request, SAVED_LIST, {}, token)).savedPosts.data.map((s) => s.post.title);

test('a visitor finds a job on /jobs, signs up as a freelancer, is approved, comes back to the post and applies in one click', async ({ page }) => {
  const company = await postingCompany(page.request, 'signup-co');
  const word = `lumen${Date.now().toString(36)}`;
  const title = `Sign-up ${word} illustrator`;
  await postJob(page.request, company.token, { title });

  // The board, the card, the public page: 'Create an account' carries the post.
  await page.goto(`/jobs?q=${word}`);
  await page.getByTestId('opportunity-card').filter({ hasText: title }).getByRole('link').click();
  await expect(page).toHaveURL(/\/jobs\/[^/?]+$/);
  const postPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(`/freelancer/register?redirectTo=${encodeURIComponent(postPath)}`);
  // The login link there keeps it too, for someone who has an account after all.
  await expect(page.locator('#main-content').getByRole('link', { name: 'Login' })).toHaveAttribute('href', `/freelancer/login?redirectTo=${encodeURIComponent(postPath)}`);

  // Steps 1 and 2 (the address keeps the post), step 3, then the CV page as for any new freelancer.
  const email = freshEmail('signup-fl');
  await new SignUpStep1(page).fill(email, FRESH_PASSWORD);
  await expect(page).toHaveURL(`/freelancer/register/2?redirectTo=${encodeURIComponent(postPath)}`);
  const step2 = new SignUpStep2(page);
  await step2.expectLoaded();
  await step2.fillRequired();
  await step2.submit.click();
  await expect(page).toHaveURL('/freelancer/complete-profile/2');
  const forms = new FreelancerForms(page);
  await page.locator('input[type="file"]').setInputFiles(PHOTO_PATH);
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await forms.textbox('Bio').fill('Illustrator for books and brands.');
  await forms.pick('Preferred work location', 'Remote');
  await forms.pick('Payroll status', 'Limited Company');
  await forms.pick('How did you hear about us?', 'Google');
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL('/freelancer/manage-cv');

  // Waiting for approval: the dashboard says the post comes back once approved; nothing sends them there yet.
  await page.goto('/freelancer/dashboard');
  const notice = page.getByRole('status').filter({ hasText: 'Your account is inactive.' });
  await expect(notice.getByTestId('returns-to-post')).toBeVisible();
  await shoot(page, 'signup-return-waiting');
  await expect(page).toHaveURL('/freelancer/dashboard');

  // The rest of the profile, then the administrator approves; the approval mail's link brings them to the post.
  const token = (await storedToken(page))!;
  await completeProfileByApi(page, token, company.token);
  const { me: who } = await call<{ me: { id: string } }>(page.request, '{ me { id } }', {}, token);
  await call(page.request, 'mutation($id: ID!) { adminApproveUser(id: $id) { id } }', { id: who.id }, await adminToken(page.request));
  await page.goto(new URL(await readApprovalLink(email)).pathname);
  // The dashboard sends them on once the session's own `me` read says they are approved: a sign-in's wait.
  await expect(page).toHaveURL(postPath, { timeout: 20_000 });

  // One click on the post, which then shows where the application stands.
  await page.getByRole('button', { name: APPLY_MSG.apply }).click();
  await expect(toast(page, APPLY_MSG.sent)).toBeVisible();
  await expect(page.getByTestId('applied-status')).toHaveText(/^Applied \d{2}\/\d{2}\/\d{4} · Not viewed yet$/);

  // Taken back once: the dashboard is the dashboard again.
  await page.goto('/freelancer/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL('/freelancer/dashboard');
});

test('a visitor who saves a project signs up as an agency and comes back with it saved, then verifies the email', async ({ page }) => {
  const company = await postingCompany(page.request, 'signup-save-co');
  const title = `Saved ${Date.now().toString(36)} rebrand`;
  const id = await postProject(page.request, company.token, { title });
  const { opportunity } = await call<{ opportunity: { slug: string } }>(page.request, 'query($id: ID!) { opportunity(id: $id) { slug } }', { id }, company.token);
  const postPath = `/jobs/${opportunity.slug}`;
  const target = encodeURIComponent(`${postPath}?save=1`);

  // 'Save project' asks a visitor to log in; 'Sign Up' there keeps the post and the save.
  await page.goto(postPath);
  // The page is served rendered: the toggle acts once the app has hydrated it.
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('button', { name: 'Save project' }).click();
  await expect(page).toHaveURL(`/agency/login?redirectTo=${target}`);
  await page.locator('#main-content').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(`/agency/register?redirectTo=${target}`);
  const email = freshEmail('signup-agency');
  await new SignUpStep1(page).fill(email, FRESH_PASSWORD);
  await expect(page).toHaveURL(`/agency/register/2?redirectTo=${target}`);
  const step2 = new SignUpStep2(page);
  await step2.expectLoaded();
  await step2.fillRequired({ companyLabel: 'Agency Name', position: false });
  await step2.submit.click();
  await expect(page).toHaveURL('/agency/register/complete-profile');

  // The account can save at once: the project is saved before the profile is done.
  const token = (await storedToken(page))!;
  await expect.poll(() => savedTitles(page, token)).toEqual([title]);

  // Step 3, then back to the project, shown saved; the case study waits on the dashboard.
  await page.locator('input[type="file"]').setInputFiles(LOGO_PATH);
  await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('Manch');
  await page.getByRole('option', { name: /Manchester/ }).first().click();
  await page.getByRole('textbox', { name: 'Bio', exact: true }).fill('We brand bakeries and breweries.');
  await pickFirst(page, 'Services');
  await pickFirst(page, 'Category Experience');
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL(postPath);
  const toggle = page.getByRole('button', { name: 'Saved' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'signup-return-saved');
  expect(await savedTitles(page, token)).toEqual([title]);

  // Email verification (the agency's listing waits for it, applying does not): the link verifies; the dashboard stays.
  await page.goto(new URL(await readVerificationLink(email)).pathname + new URL(await readVerificationLink(email)).search);
  await expect(page.getByText('Companies can now find your agency in the marketplace once it is approved.')).toBeVisible();
  await page.getByRole('link', { name: 'GO TO DASHBOARD' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL('/agency/dashboard');

  // Applying is one click from the post, unapproved as agencies are.
  await page.goto(postPath);
  await page.getByRole('button', { name: APPLY_MSG.apply }).click();
  await expect(toast(page, APPLY_MSG.sent)).toBeVisible();
});
