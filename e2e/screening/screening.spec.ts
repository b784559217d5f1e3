import fs from 'node:fs';
import { APPLY_MSG, OPPORTUNITY_MSG, SCREENING_MSG } from '@mp/domain';
import { call, watchMutation } from '../support/graphql';
import { signIn } from '../support/session';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { shots } from '../support/shots';
import { toast } from '../support/toast';
import { readyToApply } from '../freelancer/profile-support';
import { PostingPage } from '../company/posting-page';
import { balanceOf, postingCompany, postJob } from '../company/posting-support';
import { SCREENING_TEXT } from '../../apps/web/src/features/screening/texts';

/**
 * Screening questions (issue 39 §3): an employer asks four questions of four kinds on a post, two of them must-haves,
 * and declines misses automatically; a freelancer reads which answers are must-haves before applying and misses one;
 * the employer filters the applicants by their must-haves and reads the answers, the miss marked, in the drawer.
 */

test.describe.configure({ timeout: 180_000 });

const SHOTS = process.env.E2E_SHOTS_DIR;

/** The part of the page at 1280 and at 390 px (screenshots when E2E_SHOTS_DIR is set); nothing wider than the phone. */
async function atBothWidths(page: Page, part: Locator, name: string) {
  if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [[1280, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await expect(part).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
    // The sticky header would cover the top of a part taller than the window.
    if (SHOTS) await part.screenshot({ path: `${SHOTS}/${name}-${width}.png`, style: '[data-testid="site-header"] { position: static !important; }' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const POST_SCREENING = `query($id: ID!) { opportunity(id: $id) { screening { auto_decline
  questions { kind text must_have required_answer minimum options accepted_options } } } }`;

interface SeekerQuestion {
  id: string;
  kind: string;
}

/** The post's slug and its questions as a seeker reads them. */
async function seekerView(request: APIRequestContext, id: string, token: string) {
  const { seekerOpportunity } = await call<{ seekerOpportunity: { post: { slug: string }; screening: { questions: SeekerQuestion[] } } }>(
    request, 'query($id: ID!) { seekerOpportunity(id: $id) { post { slug } screening { questions { id kind } } } }', { id }, token,
  );
  return { slug: seekerOpportunity.post.slug, questions: seekerOpportunity.screening.questions };
}

/** A question's words as the start of an accessible name, followed by its must-have mark. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mustHave = (text: string) => new RegExp(`^${escaped(text)} Must-have`);

const RIGHT_TO_WORK = 'Do you have the right to work in the UK?';
const YEARS = 'Years of motion design';
const WHERE = 'Where would you work?';
const ADMIRE = 'A title sequence you admire?';

test('an employer asks screening questions with auto-decline; a freelancer misses a must-have; the team filters and reads the answers', async ({ page, browser }) => {
  const company = await postingCompany(page.request, 'screen-co');
  const jobId = await postJob(page.request, company.token, { title: 'Motion designer' });

  // The employer's edit form: four questions, two must-haves, one removed, one moved, auto-decline on.
  await signIn(page, { prefix: 'company', email: company.email, password: company.password, landsOn: /\/company\/dashboard/ });
  await page.goto(`/company/edit-opportunity/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: OPPORTUNITY_MSG.editTitle })).toBeVisible();
  const editor = page.getByTestId('screening-editor');
  await expect(editor.getByTestId('screening-empty')).toBeVisible();
  const add = async (kind: string) => {
    await editor.getByRole('button', { name: 'Add a question' }).click();
    await page.getByRole('menuitem', { name: kind, exact: true }).click();
  };
  const question = (n: number) => editor.getByRole('listitem', { name: `Question ${n}`, exact: true });

  await add('Yes or no');
  await question(1).getByRole('textbox', { name: 'Question', exact: true }).fill(RIGHT_TO_WORK);
  await question(1).getByRole('checkbox', { name: 'Must-have' }).check();
  await add('Number');
  await question(2).getByRole('textbox', { name: 'Question', exact: true }).fill(YEARS);
  await question(2).getByRole('checkbox', { name: 'Must-have' }).check();
  await add('Short text');
  await question(3).getByRole('textbox', { name: 'Question', exact: true }).fill(ADMIRE);
  await add('One of a list');
  await question(4).getByRole('textbox', { name: 'Question', exact: true }).fill(WHERE);
  await question(4).getByRole('textbox', { name: 'Question 4, option 1' }).fill('Remote');
  await question(4).getByRole('textbox', { name: 'Question 4, option 2' }).fill('Leeds studio');
  await question(4).getByRole('button', { name: 'Add an option' }).click();
  await question(4).getByRole('textbox', { name: 'Question 4, option 3' }).fill('Either');
  await question(4).getByRole('button', { name: 'Remove option 3 of question 4' }).click();
  await question(4).getByRole('checkbox', { name: 'Question 4, option 1 is acceptable' }).check();
  // The list question goes above the text one; an extra question comes and goes.
  await question(4).getByRole('button', { name: 'Move question 4 up' }).click();
  await expect(question(3).getByRole('textbox', { name: 'Question', exact: true })).toHaveValue(WHERE);
  await expect(question(4).getByRole('textbox', { name: 'Question', exact: true })).toHaveValue(ADMIRE);
  await add('Yes or no');
  await question(5).getByRole('textbox', { name: 'Question', exact: true }).fill('Remove me');
  await question(5).getByRole('button', { name: 'Remove question 5' }).click();
  await expect(editor.getByRole('listitem', { name: /^Question \d+$/ })).toHaveCount(4);
  await editor.getByRole('switch', { name: /^Decline automatically/ }).check();

  // The shared rules refuse at the field: a must-have yes/no without its answer, a must-have number without its minimum.
  const save = page.getByRole('button', { name: /^(Save|Loading\.\.\.)$/ });
  const sets = watchMutation(page, 'setScreeningQuestions');
  await save.click();
  await expect(question(1).getByText(SCREENING_MSG.requiredAnswer)).toBeVisible();
  await expect(question(2).getByText(SCREENING_MSG.minimum)).toBeVisible();
  await expect(question(1).getByRole('radio', { name: 'Yes' })).toBeFocused();
  await question(1).getByRole('radio', { name: 'Yes' }).check();
  await question(2).getByRole('textbox', { name: 'Minimum' }).fill('3');
  await expect(question(2).getByText(SCREENING_MSG.minimum)).toHaveCount(0);
  await atBothWidths(page, editor, 'screening-form');
  await save.click();
  await expect(toast(page, OPPORTUNITY_MSG.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  expect(await sets.settled()).toHaveLength(1);
  const stored = await call<{ opportunity: { screening: unknown } }>(page.request, POST_SCREENING, { id: jobId }, company.token);
  expect(stored.opportunity.screening).toEqual({
    auto_decline: true,
    questions: [
      { kind: 'YES_NO', text: RIGHT_TO_WORK, must_have: true, required_answer: 'YES', minimum: null, options: [], accepted_options: [] },
      { kind: 'NUMBER', text: YEARS, must_have: true, required_answer: null, minimum: 3, options: [], accepted_options: [] },
      { kind: 'CHOICE', text: WHERE, must_have: false, required_answer: null, minimum: null, options: ['Remote', 'Leeds studio'], accepted_options: ['Remote'] },
      { kind: 'TEXT', text: ADMIRE, must_have: false, required_answer: null, minimum: null, options: [], accepted_options: [] },
    ],
  });
  // The form reads them back; saving other changes leaves the questions alone (no call).
  await page.goto(`/company/edit-opportunity/${jobId}`);
  await expect(question(3).getByRole('checkbox', { name: 'Question 3, option 1 is acceptable' })).toBeChecked();
  await expect(editor.getByRole('switch', { name: /^Decline automatically/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Job Title' }).fill('Senior motion designer');
  await save.click();
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  expect(await sets.settled()).toHaveLength(1);

  // One applicant meets every must-have (through the API); the other applies on the public page and misses one.
  const ben = await readyToApply(page.request, 'screen-ben', company.token);
  const asked = await seekerView(page.request, jobId, ben.token);
  const typed: Record<string, string> = { YES_NO: 'YES', NUMBER: '6', CHOICE: 'Remote', TEXT: 'Se7en' };
  await call(
    page.request,
    'mutation($id: ID!, $answers: [ScreeningAnswerInput!]) { applyToOpportunity(id: $id, answers: $answers) { application { id } } }',
    { id: jobId, answers: asked.questions.map((q) => ({ questionId: q.id, value: typed[q.kind] })) },
    ben.token,
  );
  const ada = await readyToApply(page.request, 'screen-ada', company.token);
  const context = await browser.newContext();
  const seeker = await context.newPage();
  await signIn(seeker, { prefix: 'freelancer', email: ada.email, password: ada.password, landsOn: /\/freelancer\/(?!login)/ });
  await seeker.goto(`/jobs/${asked.slug}`);
  const form = seeker.getByRole('form', { name: 'Apply' });
  const questions = form.getByTestId('apply-questions');
  await expect(questions.getByTestId('must-have-notice')).toHaveText(
    `The 2 questions marked Must-have need a particular answer for your application to be considered. ${SCREENING_MSG.autoDeclineNotice}`,
  );
  // Not answered: each question that needs an answer says so; the optional text does not.
  const applies = watchMutation(seeker, 'applyToOpportunity');
  await form.getByRole('button', { name: APPLY_MSG.apply }).click();
  await expect(questions.getByText(SCREENING_MSG.answer)).toHaveCount(3);
  const rightToWork = questions.getByRole('radiogroup', { name: mustHave(RIGHT_TO_WORK) });
  await rightToWork.getByRole('radio', { name: 'No' }).check();
  const years = questions.getByRole('textbox', { name: mustHave(YEARS) });
  await years.fill('two');
  await form.getByRole('button', { name: APPLY_MSG.apply }).click();
  await expect(questions.getByText(SCREENING_MSG.number)).toBeVisible();
  await years.fill('4');
  await questions.getByRole('radiogroup', { name: WHERE }).getByRole('radio', { name: 'Leeds studio' }).check();
  await questions.getByRole('textbox', { name: `${ADMIRE} (optional)` }).fill('Saul Bass, Vertigo');
  await expect(questions.getByText(SCREENING_MSG.answer)).toHaveCount(0);
  await atBothWidths(seeker, form, 'screening-apply');
  await form.getByRole('button', { name: APPLY_MSG.apply }).click();
  await expect(toast(seeker, APPLY_MSG.sent)).toBeVisible();
  await expect(seeker.getByTestId('applied-status')).toContainText('Not viewed yet');
  const sent = await applies.settled();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.answers).toEqual(asked.questions.map((q) => ({ questionId: q.id, value: { YES_NO: 'NO', NUMBER: '4', CHOICE: 'Leeds studio', TEXT: 'Saul Bass, Vertigo' }[q.kind] })));
  // The applicant reads their answers back where their application is, as the server keeps them (after a reload):
  // read-only, the must-haves marked as before applying, never whether an answer meets one.
  await seeker.reload();
  const mine = seeker.getByTestId('own-screening-answers');
  await expect(mine.getByText(SCREENING_TEXT.yourAnswers)).toBeVisible();
  const own = (text: string) => mine.getByTestId('own-screening-answer').filter({ hasText: text });
  await expect(mine.getByTestId('own-screening-answer')).toHaveCount(4);
  await expect(own(RIGHT_TO_WORK)).toContainText('No');
  await expect(own(RIGHT_TO_WORK)).toContainText(SCREENING_MSG.mustHave);
  await expect(own(YEARS)).toContainText('4');
  await expect(own(WHERE)).toContainText('Leeds studio');
  await expect(own(WHERE)).not.toContainText(SCREENING_MSG.mustHave);
  await expect(own(ADMIRE)).toContainText('Saul Bass, Vertigo');
  await expect(mine).not.toContainText(/Needs|Meets|Misses|prefer/);
  await expect(mine.getByRole('textbox')).toHaveCount(0);
  await expect(mine.getByRole('radio')).toHaveCount(0);
  await atBothWidths(seeker, seeker.getByTestId('applied-status').locator('xpath=..'), 'screening-own-answers');
  await shots(seeker, 'screening-own-answers-page');
  await context.close();

  // The team: the miss marked on the row, the filter both ways, the answers in the drawer.
  await page.goto(`/company/view-applicants/${jobId}`);
  const row = (email: string) => page.getByRole('table').getByRole('row').filter({ hasText: email });
  await expect(row(ada.email).getByText('Misses a must-have')).toBeVisible();
  await expect(row(ben.email)).toBeVisible();
  await expect(row(ben.email).getByText('Misses a must-have')).toHaveCount(0);
  await page.locator('label', { hasText: 'Meets every must-have' }).click();
  await expect(page).toHaveURL(/must=meets/);
  await expect(row(ada.email)).toHaveCount(0);
  await expect(row(ben.email)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'All (1)' })).toBeChecked();
  await page.locator('label', { hasText: 'Misses a must-have' }).click();
  await expect(page).toHaveURL(/must=misses/);
  await expect(row(ben.email)).toHaveCount(0);
  await expect(row(ada.email)).toBeVisible();
  await atBothWidths(page, page.locator('main'), 'screening-applicants');
  await row(ada.email).getByRole('button', { name: /^Notes and history of / }).click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Screening answers' }) });
  const answers = drawer.getByTestId('screening-answers');
  await expect(answers.getByTestId('must-have-summary')).toHaveText('Misses a must-have');
  await expect(answers.getByTestId('auto-decline-at')).toHaveText(/^Moves to Not selected on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, unless your team moves it on first\.$/);
  const answer = (text: string) => answers.getByTestId('screening-answer').filter({ hasText: text });
  await expect(answer(RIGHT_TO_WORK)).toHaveAttribute('data-mark', 'misses');
  await expect(answer(RIGHT_TO_WORK)).toContainText('No');
  await expect(answer(RIGHT_TO_WORK)).toContainText('Needs: Yes');
  await expect(answer(YEARS)).toHaveAttribute('data-mark', 'meets');
  await expect(answer(WHERE)).toContainText('Not the answer you prefer');
  await expect(answer(ADMIRE)).toContainText('Saul Bass, Vertigo');
  await atBothWidths(page, drawer, 'screening-drawer');
  await page.keyboard.press('Escape');

  // The applicant's profile page shows the same answers.
  await row(ada.email).getByRole('link', { name: /^View Profile of / }).click();
  await expect(page.getByTestId('screening-answers').getByTestId('must-have-summary')).toHaveText('Misses a must-have');
  await expect(page.getByTestId('screening-answers').getByTestId('screening-answer')).toHaveCount(4);
});

test("a new post's questions that could not be saved wait on its edit form, as the employer left them, and save there", async ({ page }) => {
  const company = await postingCompany(page.request, 'screen-new', 1);
  await signIn(page, { prefix: 'company', email: company.email, password: company.password, landsOn: /\/company\/dashboard/ });
  await page.goto('/company/add-project');
  const form = new PostingPage(page);
  await page.getByRole('textbox', { name: 'Project Title' }).fill('Theatre identity');
  await form.pick('Category Experience', 'Branding & Identity');
  await form.location('Project Location', 'Bristol', 'Bristol');
  await form.description('Project Description').fill('A new identity for our theatre.');
  await form.pick('Services Required', 'Brand Identity');
  await form.money('5000', '9000');
  const editor = page.getByTestId('screening-editor');
  await editor.getByRole('button', { name: 'Add a question' }).click();
  await page.getByRole('menuitem', { name: 'Yes or no', exact: true }).click();
  const first = editor.getByRole('listitem', { name: 'Question 1', exact: true });
  await first.getByRole('textbox', { name: 'Question', exact: true }).fill('Have you branded a theatre before?');
  await first.getByRole('checkbox', { name: 'Must-have' }).check();
  await first.getByRole('radio', { name: 'Yes' }).check();

  // The post is created and paid; its questions are refused once (as the server refuses an administrator acting as the user).
  let refused = 0;
  await page.route('**/graphql', async (route) => {
    if (refused > 0 || !String(route.request().postDataJSON()?.query).includes('mutation SetScreeningQuestions(')) return route.fallback();
    refused++;
    await route.fulfill({ json: { data: null, errors: [{ message: 'Action Not Permitted', path: ['setScreeningQuestions'], extensions: { code: 'FORBIDDEN' } }] } });
  });
  await form.save().click();
  await page.getByRole('dialog', { name: 'Confirm your post' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/company\/edit-project\/\d+$/);
  await expect(toast(page, SCREENING_TEXT.notSavedAfterCreate)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: SCREENING_TEXT.resumed })).toBeVisible();
  await expect(first.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue('Have you branded a theatre before?');
  await expect(first.getByRole('radio', { name: 'Yes' })).toBeChecked();
  expect(await balanceOf(page.request, company.token)).toBe(0);

  await form.save().click();
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  await expect(toast(page, OPPORTUNITY_MSG.updated)).toBeVisible();
  const { teamOpportunities } = await call<{ teamOpportunities: { data: { id: string }[] } }>(
    page.request, '{ teamOpportunities(target: PROJECT, first: 1) { data { id } } }', {}, company.token,
  );
  const stored = await call<{ opportunity: { screening: { auto_decline: boolean; questions: { text: string; must_have: boolean; required_answer: string }[] } } }>(
    page.request, POST_SCREENING, { id: teamOpportunities.data[0]!.id }, company.token,
  );
  expect(stored.opportunity.screening.questions).toMatchObject([{ text: 'Have you branded a theatre before?', must_have: true, required_answer: 'YES' }]);
  expect(refused).toBe(1);
});
