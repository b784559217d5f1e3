import { FREELANCER_PROFILE_MSG as M } from '@mp/domain';
import { PERSON } from '../support/accounts';
import { call } from '../support/graphql';
import { signIn } from '../support/session';
import { expect, test, type Page } from '../support/test';
import { toast } from '../support/toast';
import { PostingPage } from '../company/posting-page';
import { FILES, uploadPrivate } from './files-support';
import { attempt } from './history-support';
import { PROFILE_DOCS as DOC, profileFreelancer, referenceIds } from './profile-support';

/** The freelancer's profile form, its view and what isProfileComplete lists (issue 10, decision 0034). */

const SHOTS = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

// A long form on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

test('a new freelancer fills the profile, saves it, sees the profile view, and reaches a complete profile', async ({ page }) => {
  const account = await profileFreelancer(page.request, 'profile-ui', { vetted: true });
  await signIn(page, { prefix: 'freelancer', email: account.email, password: account.password, landsOn: /\/freelancer\/(?!login)/ });
  await page.goto('/freelancer/manage-cv');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page).toHaveTitle(/Your profile/);
  const missing = page.getByTestId('profile-missing');
  for (const item of ['CV', 'Experience', 'Job type', 'Working hours', 'Category experience', 'Skills']) {
    await expect(missing.getByText(item, { exact: true })).toBeVisible();
  }
  await shot(page, 'profile-manage-empty');

  const form = new PostingPage(page);
  const save = page.getByRole('button', { name: 'Save Profile' });
  // Nothing chosen: the manage-cv messages.
  await save.click();
  await expect(page.getByText(M.jobTypeManage, { exact: true })).toBeVisible();
  await expect(page.getByText(M.workingHoursManage, { exact: true })).toBeVisible();
  await expect(form.message(M.required).first()).toBeVisible();

  // Discipline 1: skills, and at most 3 top skills.
  await form.pick('Professional discipline', 'Design');
  await form.pick('Category experience', 'Packaging');
  for (const skill of ['Typography', 'Layout', 'Logo Design', 'Illustration']) await form.pick('Skills', skill);
  await expect(form.combo('Software skills (optional)')).toBeVisible();
  await expect(form.combo('Qualifications (optional)')).toBeVisible();
  for (const skill of ['Typography', 'Layout', 'Logo Design']) await form.pick('Top skills (optional)', skill);
  const top = form.field(form.combo('Top skills (optional)'));
  // A 4th is not taken: the list stays at 3.
  await top.locator('.mantine-Input-input').first().click();
  await page.getByRole('option', { name: 'Illustration', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(top.getByText('Illustration', { exact: true })).toHaveCount(0);
  await expect(top.getByText('Logo Design', { exact: true })).toBeVisible();

  // A new discipline clears what depended on the old one; discipline 2 needs software skills and qualifications.
  await form.pick('Professional discipline', 'Architecture');
  await expect(form.field(form.combo('Skills')).getByText('Typography', { exact: true })).toHaveCount(0);
  await expect(form.field(form.combo('Category experience')).getByText('Packaging', { exact: true })).toHaveCount(0);
  await expect(form.combo('Top skills (optional)')).toHaveCount(0);
  await expect(form.combo('Software skills')).toBeVisible();
  await expect(form.combo('Qualifications')).toBeVisible();
  await form.pick('Category experience', 'Residential');
  await form.pick('Skills', 'Concept Design');
  await form.pick('Skills', 'Detailing');
  await form.pick('Top skills (optional)', 'Detailing');
  await page.getByRole('radio', { name: 'Freelance', exact: true }).check();
  await page.getByRole('radio', { name: 'Full-time', exact: true }).check();
  await page.getByRole('textbox', { name: 'Supporting URL' }).fill('my portfolio');
  // Leaving the field says it at once (and moves the button down, so the click waits for it).
  await page.keyboard.press('Tab');
  await expect(page.getByText(M.url, { exact: true })).toBeVisible();
  await save.click();
  await expect(form.field(form.combo('Software skills')).getByText(M.required, { exact: true })).toBeVisible();
  await expect(form.field(form.combo('Qualifications')).getByText(M.required, { exact: true })).toBeVisible();

  await form.pick('Software skills', 'Revit');
  await form.pick('Qualifications', 'RIBA Part 3');
  await page.getByRole('textbox', { name: 'Supporting URL' }).fill('https://example.com/portfolio');
  await page.getByRole('textbox', { name: 'LinkedIn' }).fill('https://www.linkedin.com/in/profile-ui');
  // The salary band: Year Rate, the slider moved by the keyboard (1000 a step).
  await page.getByText('Year Rate', { exact: true }).click();
  await page.getByRole('slider', { name: 'Maximum salary' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('£0 – £2,000 per year')).toBeVisible();
  await shot(page, 'profile-manage-filled');
  await save.click();

  await expect(toast(page, M.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/freelancer\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: `${PERSON.first_name} ${PERSON.last_name}` })).toBeVisible();
  await expect(page.getByTestId('vetted-badge')).toBeVisible();
  const skills = page.getByRole('region', { name: 'Skills and experience' });
  await expect(skills.getByText('Detailing · Top skill')).toBeVisible();
  await expect(skills.getByText('Revit', { exact: true })).toBeVisible();
  await expect(skills.getByText('RIBA Part 3', { exact: true })).toBeVisible();
  await expect(page.getByText('£0 – £2,000 per year')).toBeVisible();
  // What is still missing: the CV and an experience, which the other panels add.
  const stillMissing = page.getByTestId('profile-missing');
  await expect(stillMissing.getByText('CV', { exact: true })).toBeVisible();
  await expect(stillMissing.getByText('Skills', { exact: true })).toHaveCount(0);
  await shot(page, 'profile-view');

  const read = await call<{ user: { industries: { name: string }[]; skills: { name: string; software: boolean; is_top: boolean }[]; job_type: string } }>(
    page.request, DOC.read, { id: account.id }, account.token,
  );
  expect(read.user.industries).toEqual([{ name: 'Architecture' }]);
  expect(read.user.skills.filter((s) => s.is_top)).toEqual([{ name: 'Detailing', software: false, is_top: true }]);
  expect(read.user.job_type).toBe('FREELANCE');

  await call(page.request, DOC.experience, { input: { title: 'Architect', company: 'Foster', description: 'Housing', from: '2019-01', to: null } }, account.token);
  expect((await uploadPrivate(page.request, 'resumes', account.token, { name: 'cv.pdf', buffer: FILES.pdf })).status).toBe(201);
  const complete = await call<{ me: { isProfileComplete: { complete: boolean; missing: string[] } } }>(page.request, DOC.complete, {}, account.token);
  expect(complete.me.isProfileComplete).toEqual({ complete: true, missing: [] });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('profile-missing')).toHaveCount(0);
});

test('edit-profile is the same screen with its own messages; the server refuses a 4th top skill', async ({ page }) => {
  const account = await profileFreelancer(page.request, 'profile-edit');
  await signIn(page, { prefix: 'freelancer', email: account.email, password: account.password, landsOn: /\/freelancer\/(?!login)/ });
  await page.goto('/freelancer/edit-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText(M.jobTypeEdit, { exact: true })).toBeVisible();
  await expect(page.getByText(M.workingHoursEdit, { exact: true })).toBeVisible();

  const ids = await referenceIds(page.request, '1');
  const skills = ['Typography', 'Layout', 'Logo Design', 'Illustration'].map(ids.skill);
  const input = {
    industries: ['1'], genres: [ids.genre('Packaging')], skills, top_skills: skills, job_type: 'BOTH', working_hours: 'PARTTIME',
  };
  const refused = await attempt(page.request, DOC.save, { input, screen: 'EDIT_PROFILE' }, account.token);
  expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.top_skills': M.topSkillsMax } });
  const employer = await attempt(page.request, DOC.save, { input: { ...input, top_skills: [] } });
  expect(employer.code).toBe('UNAUTHENTICATED');
  const saved = await attempt(page.request, DOC.save, { input: { ...input, top_skills: skills.slice(0, 3) } }, account.token);
  expect(saved.code).toBeUndefined();
});

test('the profile pages at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await profileFreelancer(page.request, 'profile-phone');
  await signIn(page, { prefix: 'freelancer', email: account.email, password: account.password, landsOn: /\/freelancer\/(?!login)/ });
  for (const path of ['manage-cv', 'profile']) {
    await page.goto(`/freelancer/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, `profile-${path}-390`);
  }
});
