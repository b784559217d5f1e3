import { OPPORTUNITY_MSG as M } from '@mp/domain';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { call, watchMutation } from '../support/graphql';
import { signIn } from '../support/session';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { toast } from '../support/toast';
import { PostingPage } from './posting-page';
import { balanceOf, postJob, postingCompany } from './posting-support';

const SHOTS = process.env.E2E_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Signs in through the company login; the landing may be slow while other work runs. */
async function signInAs(page: Page, email: string, password: string) {
  await signIn(page, { prefix: 'company', email, password, landsOn: /\/company\/dashboard/ });
}

// Long flows through many fields on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

interface SavedPost {
  id: string;
  title: string;
  type: string;
  duration: number | null;
  is_ir35: number | null;
  location: string | null;
  location_place_id: string | null;
  industries: { id: string }[];
  skills: { name: string; software: boolean; must_have: boolean }[];
  qualifications: { name: string }[];
  position: { name: string } | null;
  minimumBudget: number;
  maximumBudget: number;
  compensation_unit: string | null;
  description: string;
}

/** The team's newest post of a kind, read back through the API (opportunity(id)), not the dashboard's list. */
async function newestPost(request: APIRequestContext, token: string, target: 'JOB' | 'PROJECT'): Promise<SavedPost> {
  const { teamOpportunities } = await call<{ teamOpportunities: { data: { id: string }[] } }>(
    request, 'query($t: OpportunityTarget!) { teamOpportunities(target: $t, first: 1) { data { id } } }', { t: target }, token,
  );
  const { opportunity } = await call<{ opportunity: SavedPost }>(
    request,
    `query($id: ID!) { opportunity(id: $id) { id title type duration is_ir35 location location_place_id industries { id }
      skills { name software must_have } qualifications { name } position { name } minimumBudget maximumBudget compensation_unit description } }`,
    { id: teamOpportunities.data[0]!.id },
    token,
  );
  return opportunity;
}

test.describe('posting a job opportunity', () => {
  test('a company with 2 job posts posts a job through the form and the confirmation, and pays one', async ({ page, request }) => {
    const company = await postingCompany(request, 'post-job', 2);
    await signInAs(page, company.email, company.password);
    await page.goto('/company/post-opportunity');
    const form = new PostingPage(page);
    await expect(page.getByRole('heading', { level: 1, name: M.postTitle })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(M.postTitle));

    await page.getByRole('textbox', { name: 'Job Title' }).fill('Senior architect for a library');
    // The discipline loads its skills.
    await form.pick('Professional Discipline', 'Design');
    await form.combo('Skills Required').click();
    await expect(page.getByRole('option', { name: 'Typography', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await form.pick('Skills Required', 'Typography');
    await form.pick('Skills Required', 'Layout');
    // A must-have, then the skill removed: its must-have goes with it.
    const mustHaves = form.field(form.combo('Skills Must Haves (optional)'));
    await form.pick('Skills Must Haves (optional)', 'Layout');
    await expect(mustHaves.getByText('Layout', { exact: true })).toBeVisible();
    await form.combo('Skills Required').focus();
    await page.keyboard.press('Backspace');
    await expect(form.field(form.combo('Skills Required')).getByText('Layout', { exact: true })).toHaveCount(0);
    await expect(mustHaves.getByText('Layout', { exact: true })).toHaveCount(0);
    await expect(form.field(form.combo('Skills Required')).getByText('Typography', { exact: true })).toBeVisible();

    // The level resets the position.
    await form.pick('Experience Level', 'Senior');
    await form.pick('Position Sought', 'Senior Graphic Designer');
    await expect(form.combo('Position Sought')).toHaveValue('Senior Graphic Designer');
    await form.pick('Experience Level', 'Mid-level');
    await expect(form.combo('Position Sought')).toHaveValue('');

    // Discipline 2 (Architecture): the lists are cleared; software skills and qualifications become required.
    await expect(form.combo('Software Skills (optional)')).toBeVisible();
    await form.pick('Professional Discipline', 'Architecture');
    await expect(form.field(form.combo('Skills Required')).getByText('Typography', { exact: true })).toHaveCount(0);
    await expect(form.combo('Software Skills')).toBeVisible();
    await expect(form.combo('Qualifications')).toBeVisible();

    await form.pick('Category Experience', 'Cultural & Civic');
    await form.location('Job Location', 'Manch', 'Manchester');
    await page.getByRole('radio', { name: 'Hybrid' }).check();
    await form.description('Job Description').fill('Lead the design of a new public library.');

    // A contract role shows Duration and IR35; a permanent one does not.
    await form.pick('Type of Role', 'Permanent');
    await expect(form.combo('Duration')).toHaveCount(0);
    await form.pick('Type of Role', 'Freelance');
    await form.pick('Duration', '6+ months');
    await page.getByRole('radio', { name: 'Not sure' }).check();
    await form.pick('Working Hours', 'Full-time');
    await form.pick('Experience Level', 'Senior');
    await form.pick('Position Sought', 'Senior Architect');
    await form.pick('Skills Required', 'Concept Design');

    // Without software skills and qualifications, discipline 2 is refused on the fields.
    await page.getByRole('radio', { name: 'Day Rate' }).check();
    await form.money('450', '550');
    await form.save().click();
    await expect(form.message(M.softwareSkills)).toBeVisible();
    await expect(form.message(M.qualifications)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await form.pick('Software Skills', 'Revit');
    await form.pick('Qualifications', 'RIBA Part 3');
    await form.pick('Qualifications Must Haves (optional)', 'RIBA Part 3');
    await expect(page.getByRole('textbox', { name: 'Follow Up Message' })).toHaveValue(/Thank you for applying/);
    await shot(page, 'post-job-filled');

    await form.save().click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your post' });
    await expect(dialog).toContainText('costs 1 job post');
    await expect(dialog).toContainText('You have 2 job posts available');
    await expect(dialog.getByRole('link', { name: M.buyMore })).toBeVisible();
    await shot(page, 'post-job-confirm');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await expect(toast(page, M.created)).toBeVisible({ timeout: 15_000 });
    expect(await balanceOf(request, company.token)).toBe(1);

    const saved = await newestPost(request, company.token, 'JOB');
    expect(saved).toMatchObject({
      title: 'Senior architect for a library', type: 'FREELANCE', duration: 7, is_ir35: 2, industries: [{ id: '2' }],
      position: { name: 'Senior Architect' }, minimumBudget: 450, maximumBudget: 550, compensation_unit: 'DAY',
    });
    expect(saved.location).toMatch(/Manchester/);
    expect(saved.location_place_id).toBeTruthy();
    expect(saved.skills).toEqual(expect.arrayContaining([
      { name: 'Concept Design', software: false, must_have: false }, { name: 'Revit', software: true, must_have: false },
    ]));
    expect(saved.description).toContain('public library');
  });

  test('under 1 job post the form says Insufficient Balance!, offers admins more and cannot be saved', async ({ page, request }) => {
    const company = await postingCompany(request, 'post-empty', 0);
    await signInAs(page, company.email, company.password);
    await page.goto('/company/post-opportunity');
    const alert = page.getByTestId('insufficient-balance');
    await expect(alert).toContainText(M.insufficientBalance, { timeout: 15_000 });
    // The company's owner is its team admin: the way to buy more is theirs.
    await expect(alert.getByRole('link', { name: M.buyMore })).toHaveAttribute('href', '/company/manage-credits');
    await expect(new PostingPage(page).save()).toBeDisabled();
    await shot(page, 'post-job-insufficient');
  });

  test('field messages on an empty submit; the description waits for the first submit', async ({ page, request }) => {
    const company = await postingCompany(request, 'post-empty-form', 1);
    await signInAs(page, company.email, company.password);
    // On a phone: the form fits, messages and all.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/company/add-opportunity');
    const form = new PostingPage(page);
    await expect(page.getByRole('heading', { level: 1, name: M.postTitle })).toBeVisible();
    await form.description('Job Description').click();
    await page.getByRole('textbox', { name: 'Job Title' }).click();
    await expect(form.message(M.description)).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Follow Up Message' }).fill('');
    await form.save().click();
    for (const message of [
      M.title, M.discipline, M.genres, M.locationType, M.description, M.roleType, M.workingHours, M.level, M.position, M.skills,
      M.minimumBudget, M.maximumBudget, M.followUp,
    ]) {
      await expect(form.message(message), message).toBeVisible();
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'post-job-errors-390');
  });
});

test.describe('posting a project and editing', () => {
  test('a company posts an agency project', async ({ page, request }) => {
    const company = await postingCompany(request, 'post-project', 1);
    await signInAs(page, company.email, company.password);
    await page.goto('/company/add-project');
    const form = new PostingPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Post New Agency Project' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Project Title' }).fill('Brand refresh for a theatre');
    await form.pick('Category Experience', 'Branding & Identity');
    await form.location('Project Location', 'Bristol', 'Bristol');
    await form.description('Project Description').fill('A new identity for our theatre.');
    await form.pick('Project Duration', '4-6 months');
    await form.pick('Services Required', 'Brand Identity');
    await form.money('5000', '9000');
    await shot(page, 'post-project-filled');
    await form.save().click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your post' });
    await expect(dialog).toContainText('You have 1 job post available');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await expect(toast(page, M.created)).toBeVisible({ timeout: 15_000 });
    expect(await balanceOf(request, company.token)).toBe(0);
    const saved = await newestPost(request, company.token, 'PROJECT');
    expect(saved).toMatchObject({ title: 'Brand refresh for a theatre', type: 'PROJECT', duration: 4, minimumBudget: 5000 });
  });

  test('a fast double click on the confirmation posts once and takes one job post (decision 0041)', async ({ page, request }) => {
    const company = await postingCompany(request, 'post-double', 2);
    await signInAs(page, company.email, company.password);
    await page.goto('/company/add-project');
    const form = new PostingPage(page);
    await page.getByRole('textbox', { name: 'Project Title' }).fill('Signage for a museum');
    await form.pick('Category Experience', 'Branding & Identity');
    await form.location('Project Location', 'Bristol', 'Bristol');
    await form.description('Project Description').fill('Wayfinding for three galleries.');
    await form.pick('Project Duration', '1-3 months');
    await form.pick('Services Required', 'Brand Identity');
    await form.money('2000', '4000');
    await form.save().click();
    const posts = watchMutation(page, 'addOpportunity');
    await page.getByRole('dialog', { name: 'Confirm your post' }).getByRole('button', { name: 'Continue' }).dblclick();
    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await expect(toast(page, M.created)).toBeVisible({ timeout: 15_000 });
    // Whatever reached the server was one submission: one post, one job post paid, one key.
    const sent = await posts.settled();
    expect(await balanceOf(request, company.token)).toBe(1);
    const { teamOpportunities } = await call<{ teamOpportunities: { paginatorInfo: { total: number } } }>(
      request, '{ teamOpportunities(target: PROJECT) { paginatorInfo { total } } }', {}, company.token,
    );
    expect(teamOpportunities.paginatorInfo.total).toBe(1);
    expect(new Set(sent.map((v) => v.idempotencyKey)).size).toBe(1);
    expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test("the project's Category Experience lists each discipline's categories under the discipline's name (issue 23)", async ({ page, request }) => {
    const company = await postingCompany(request, 'project-groups', 1);
    await signInAs(page, company.email, company.password);
    await page.goto('/company/add-project');
    const form = new PostingPage(page);
    await form.field(form.combo('Category Experience')).locator('.mantine-Input-input').first().click();
    const list = page.getByRole('listbox');
    // 'Advertising' is a category of Design, Photography and Writing & Content: once under each heading.
    const advertising = page.getByRole('option', { name: 'Advertising', exact: true });
    await expect(list.getByRole('group').filter({ has: advertising })).toHaveCount(3);
    for (const discipline of ['Design', 'Photography', 'Writing & Content']) {
      await expect(list.getByRole('group', { name: discipline, exact: true }).getByRole('option', { name: 'Advertising', exact: true })).toHaveCount(1);
    }
    await shot(page, 'project-category-groups');
    await list.getByRole('group', { name: 'Photography', exact: true }).getByRole('option', { name: 'Advertising', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(form.field(form.combo('Category Experience')).getByText('Advertising', { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await form.field(form.combo('Category Experience')).locator('.mantine-Input-input').first().click();
    await expect(list.getByRole('group', { name: 'Design', exact: true })).toBeVisible();
    await shot(page, 'project-category-groups-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the Follow Up Message counts its characters and says by how many a longer one is over 1000, keeping it whole (issue 23)', async ({ page, request }) => {
    const company = await postingCompany(request, 'follow-up-count', 1);
    await signInAs(page, company.email, company.password);
    await page.goto('/company/add-project');
    const message = page.getByRole('textbox', { name: 'Follow Up Message' });
    // Prefilled with a thank-you; the count is the field's description, read with it.
    await expect(message).not.toHaveValue('');
    await message.fill('Thanks for applying.');
    await expect(message).toHaveAccessibleDescription('20 / 1000 characters');
    // A paste longer than the limit is kept whole (nothing is cut unseen); the count says by how much it is over,
    // as it happens (a polite status), and leaving the field gives the rule's message.
    await message.fill('x'.repeat(1200));
    await expect(message).toHaveValue('x'.repeat(1200));
    await expect(message).toHaveAccessibleDescription('1200 / 1000 characters – 200 too many');
    await expect(page.getByRole('status').filter({ hasText: '200 too many' })).toBeVisible();
    await message.blur();
    await expect(page.getByText(M.followUpTooLong, { exact: true })).toBeVisible();
    await message.scrollIntoViewIfNeeded();
    await shot(page, 'follow-up-over');
    await page.setViewportSize({ width: 390, height: 844 });
    await message.scrollIntoViewIfNeeded();
    await shot(page, 'follow-up-over-phone');
    await message.fill('x'.repeat(1000));
    await message.blur();
    await expect(message).toHaveAccessibleDescription('1000 / 1000 characters');
    await expect(page.getByText(M.followUpTooLong, { exact: true })).toHaveCount(0);
  });

  test('editing a job: prefilled, saved free of charge', async ({ page, request }) => {
    const company = await postingCompany(request, 'edit-job', 2);
    const id = await postJob(request, company.token);
    const before = await balanceOf(request, company.token);
    await signInAs(page, company.email, company.password);
    await page.goto(`/company/edit-opportunity/${id}`);
    const form = new PostingPage(page);
    await expect(page.getByRole('heading', { level: 1, name: M.editTitle })).toBeVisible();
    const title = page.getByRole('textbox', { name: 'Job Title' });
    await expect(title).toHaveValue('Lead product designer');
    await expect(form.combo('Professional Discipline')).toHaveValue('Design');
    await expect(page.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
    await expect(form.combo('Team User')).toHaveCount(0);
    await shot(page, 'edit-job');
    await title.fill('Principal product designer');
    await form.save().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/company\/dashboard$/);
    await expect(toast(page, M.updated)).toBeVisible({ timeout: 15_000 });
    expect(await balanceOf(request, company.token)).toBe(before);
    const saved = await newestPost(request, company.token, 'JOB');
    expect(saved.title).toBe('Principal product designer');
  });

  test('a missing post says so', async ({ page }) => {
    await signInAs(page, DEMO.employer, DEMO_PASSWORD);
    await page.goto('/company/edit-opportunity/987654');
    await expect(page.getByText(M.noOpportunity)).toBeVisible();
    await page.goto('/company/edit-project/987654');
    await expect(page.getByText(M.noProject)).toBeVisible();
    await shot(page, 'edit-missing');
  });

  test('without the right to post: the create pages say why and whom to ask, the edit pages lead to the view page', async ({ page }) => {
    await signInAs(page, DEMO.member, DEMO_PASSWORD);
    await page.goto('/company/post-opportunity');
    await expect(page.getByRole('heading', { name: 'You cannot post jobs yet', level: 1 })).toBeVisible();
    await page.goto('/company/add-project');
    await expect(page.getByTestId('no-posting-rights')).toContainText("Ask one of your team's admins");
    await page.goto('/company/edit-opportunity/1');
    await expect(page).toHaveURL(/\/company\/view-opportunity\/1$/);
  });
});
