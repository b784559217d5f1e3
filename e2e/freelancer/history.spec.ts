import { HISTORY_MSG } from '@mp/domain';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { call } from '../support/graphql';
import { signIn } from '../support/session';
import { expect, test, type Page } from '../support/test';
import { toast } from '../support/toast';
import { loginToken } from '../company/posting-support';
import { attempt, HISTORY_DOCS as DOC, historyFreelancer } from './history-support';

/**
 * Education and experience (issue 10, decision 0031): the sections on manage-cv (composed by the profile
 * page) with their modals, toasts and confirmations, and the API's owners and readers.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
/** The screen as a person sees it (a dialog is fixed to the screen, not to the page). */
const shot = async (page: Page, name: string) => void (SHOTS && (await page.screenshot({ path: `${SHOTS}/${name}.png` })));

const EXPERIENCE = { title: 'Motion designer', company: 'BBC', description: 'Idents and titles', from: '2018-01', to: '2020-12' };
const EDUCATION = { school_name: 'Leeds Arts', qualification: 'BA Graphic Design', description: 'First class', from: '2012-09', to: '2015-06' };

test('a freelancer keeps their own history; others cannot touch it; an employer browsing reads it', async ({ request }) => {
  const owner = await historyFreelancer(request, 'history-owner', { approve: true });
  const other = await historyFreelancer(request, 'history-other');

  const { createExperience: added } = await call<{ createExperience: { id: string; years: number } }>(
    request, DOC.createExperience, { input: EXPERIENCE }, owner.token,
  );
  expect(added.years).toBe(3);
  await call(request, DOC.createEducation, { input: EDUCATION }, owner.token);

  const present = await call<{ updateExperience: { to: string | null } }>(
    request, DOC.updateExperience, { id: added.id, input: { ...EXPERIENCE, to: null } }, owner.token,
  );
  expect(present.updateExperience.to).toBeNull();

  const invalid = await attempt(request, DOC.createExperience, { input: { ...EXPERIENCE, title: ' ' } }, owner.token);
  expect(invalid).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.title': HISTORY_MSG.required } });

  // another freelancer: NOT_FOUND; an employer: FORBIDDEN; a visitor: UNAUTHENTICATED
  expect((await attempt(request, DOC.deleteExperience, { id: added.id }, other.token)).code).toBe('NOT_FOUND');
  const employer = await loginToken(request, DEMO.employer, DEMO_PASSWORD);
  expect((await attempt(request, DOC.deleteExperience, { id: added.id }, employer)).code).toBe('FORBIDDEN');
  expect((await attempt(request, DOC.deleteExperience, { id: added.id })).code).toBe('UNAUTHENTICATED');

  // the approved freelancer's profile is browsable: the employer reads the rows, most recent first
  const read = await call<{ user: { experiences: { title: string }[]; educations: { qualification: string }[] } }>(
    request, DOC.read, { id: owner.id }, employer,
  );
  expect(read.user.experiences).toEqual([{ title: EXPERIENCE.title }]);
  expect(read.user.educations).toEqual([{ qualification: EDUCATION.qualification }]);

  expect((await call<{ deleteExperience: string }>(request, DOC.deleteExperience, { id: added.id }, owner.token)).deleteExperience).toBe(added.id);
  const after = await call<{ user: { experiences: unknown[] } }>(request, DOC.read, { id: owner.id }, employer);
  expect(after.user.experiences).toEqual([]);
});

/** Picks a month of the year the picker opens on (the current one) in the month picker labelled `label`. */
async function pickMonth(page: Page, dialog: ReturnType<Page['getByRole']>, label: string, month: string) {
  await dialog.getByRole('button', { name: label, exact: true }).click();
  const months = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: month, exact: true }) });
  // The year arrows have names a screen reader reads (axe: button-name).
  await expect(months.getByRole('button', { name: 'Previous year' })).toBeVisible();
  await expect(months.getByRole('button', { name: 'Next year' })).toBeVisible();
  await months.getByRole('button', { name: month, exact: true }).click();
}

test('on manage-cv a freelancer adds, edits and removes experience and education', async ({ page }) => {
  test.setTimeout(90_000);
  const account = await historyFreelancer(page.request, 'history-ui', { approve: true });
  await signIn(page, { prefix: 'freelancer', email: account.email, password: account.password, landsOn: /\/freelancer\/(?!login)/ });
  await page.goto('/freelancer/manage-cv');

  const experience = page.getByRole('region', { name: 'Experience' });
  // the page loads the whole profile first (its reference lists too): allow for a busy machine
  await expect(experience.getByText(HISTORY_MSG.atLeastOneExperience)).toBeVisible({ timeout: 20_000 });

  // Add: the modal's required fields first, then a running role (Present)
  await experience.getByRole('button', { name: 'Add experience' }).click();
  const modal = page.getByRole('dialog', { name: 'Add experience' });
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText(HISTORY_MSG.required)).toHaveCount(5);
  await modal.getByLabel('Title').fill('Motion designer');
  await modal.getByLabel('Employer').fill('BBC');
  await modal.getByLabel('Description').fill('Idents and titles');
  await pickMonth(page, modal, 'From', 'Jan');
  await modal.getByLabel('I currently work here (Present)').check();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, HISTORY_MSG.experienceAdded)).toBeVisible();
  await expect(modal).toBeHidden();
  const year = new Date().getFullYear();
  await expect(experience.getByText(`Jan ${year} – Present`, { exact: false })).toBeVisible();

  // Edit
  await experience.getByRole('button', { name: 'Edit Motion designer at BBC' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit experience' });
  await edit.getByLabel('Title').fill('Senior motion designer');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, HISTORY_MSG.experienceUpdated)).toBeVisible();
  await expect(experience.getByText('Senior motion designer')).toBeVisible();

  // Education, then a removal the server refuses, then one it takes
  const education = page.getByRole('region', { name: 'Education' });
  await education.getByRole('button', { name: 'Add education' }).click();
  const addEducation = page.getByRole('dialog', { name: 'Add education' });
  await addEducation.getByLabel('Qualification').fill('BA Graphic Design');
  await addEducation.getByLabel('Description').fill('First class');
  await pickMonth(page, addEducation, 'From', 'Jan');
  await addEducation.getByLabel('I currently study here (Present)').check();
  await addEducation.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, HISTORY_MSG.educationAdded)).toBeVisible();

  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('deleteEducation')) return route.fallback();
    await route.fulfill({ json: { errors: [{ message: 'Down', extensions: { code: 'INTERNAL' } }] } });
  });
  await education.getByRole('button', { name: 'Remove BA Graphic Design' }).click();
  const confirmRemove = page.getByRole('dialog').filter({ hasText: HISTORY_MSG.confirmRemoveEducation });
  await confirmRemove.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, HISTORY_MSG.educationRemoveFailed)).toBeVisible();
  await page.unroute('**/graphql');
  await expect(education.getByText('BA Graphic Design')).toBeVisible();

  await experience.getByRole('button', { name: 'Remove Senior motion designer at BBC' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: HISTORY_MSG.confirmRemoveExperience });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, HISTORY_MSG.experienceRemoved)).toBeVisible();
  await expect(experience.getByText(HISTORY_MSG.atLeastOneExperience)).toBeVisible();
});

test("the 'To' month picker opens on the 'From' year, not on this year (issue 23)", async ({ page }) => {
  const account = await historyFreelancer(page.request, 'history-to-year');
  await signIn(page, { prefix: 'freelancer', email: account.email, password: account.password, landsOn: /\/freelancer\/(?!login)/ });
  await page.goto('/freelancer/manage-cv');
  const education = page.getByRole('region', { name: 'Education' });
  await education.getByRole('button', { name: 'Add education' }).click({ timeout: 20_000 });
  const modal = page.getByRole('dialog', { name: 'Add education' });
  const from = new Date().getFullYear() - 3;

  await modal.getByRole('button', { name: 'From', exact: true }).click();
  const picker = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Previous year' }) });
  for (let n = 0; n < 3; n += 1) await picker.getByRole('button', { name: 'Previous year' }).click();
  await expect(picker.getByRole('button', { name: String(from), exact: true })).toBeVisible();
  await picker.getByRole('button', { name: 'Sep', exact: true }).click();
  await expect(modal.getByRole('button', { name: 'From', exact: true })).toHaveText(`Sep ${from}`);
  await expect(picker).toHaveCount(0);

  await modal.getByRole('button', { name: 'To', exact: true }).click();
  await expect(picker.getByRole('button', { name: String(from), exact: true })).toBeVisible();
  await shot(page, 'history-to-opens-on-from');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(picker.getByRole('button', { name: String(from), exact: true })).toBeVisible();
  await shot(page, 'history-to-opens-on-from-phone');
  await picker.getByRole('button', { name: 'Next year' }).click();
  await picker.getByRole('button', { name: 'Jun', exact: true }).click();
  await expect(modal.getByRole('button', { name: 'To', exact: true })).toHaveText(`Jun ${from + 1}`);
});
