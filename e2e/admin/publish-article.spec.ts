import { expect, test, type Browser } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { signInAsAdmin } from '../support/admin';
import { freshTag } from '../support/content';
import { signIn } from '../support/session';
import { toast } from '../support/toast';

/** Signs `email` in on a browser of its own and returns the titles of the resource cards at /{prefix}/resources. */
async function resourceTitles(browser: Browser, prefix: string, email: string): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, { prefix, email, password: DEMO_PASSWORD, landsOn: `/${prefix}/dashboard` });
  await page.goto(`/${prefix}/resources`);
  await expect(page.getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();
  // Loaded: some cards, or the empty list's text.
  await expect(page.getByTestId('article-card').first().or(page.getByText('There are no resources yet.'))).toBeVisible();
  const titles = await page.getByTestId('article-card').getByRole('heading').allInnerTexts();
  await context.close();
  return titles;
}

test('an article published in the console appears on the resources pages of the right groups only', async ({ page, browser }) => {
  test.setTimeout(180_000); // four people sign in, each on a browser of their own, and axe scans every page they see
  const title = `Pricing your first freelance project ${freshTag()}`;
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Console navigation' }).getByRole('link', { name: 'Articles' }).click();
  await expect(page.getByRole('heading', { name: 'Articles', level: 1 })).toBeVisible();

  // Written as a draft first: nobody reads it yet.
  await page.getByRole('button', { name: 'New article' }).click();
  const drawer = page.getByRole('dialog', { name: 'New article' });
  await drawer.getByLabel('Title').fill(title);
  await drawer.getByRole('combobox', { name: 'Who can read it' }).click();
  await page.getByRole('option', { name: 'Freelancers and agencies' }).click();
  const editor = drawer.locator('.ProseMirror');
  await editor.click();
  await editor.pressSequentially('Start from the value you bring, not the hours.');
  await drawer.getByRole('button', { name: 'Bold' }).click();
  await editor.pressSequentially(' Always agree the scope in writing.');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The article has been saved.')).toBeVisible();
  const row = page.getByTestId('content-row').filter({ hasText: title });
  await expect(row).toContainText('Draft');
  expect(await resourceTitles(browser, 'freelancer', DEMO.freelancer)).not.toContain(title);

  // Published from the edit form.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit article' });
  await expect(edit.locator('.ProseMirror strong')).toHaveText('Always agree the scope in writing.');
  await edit.getByLabel('Published').check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Published');

  // Freelancers and agencies read it; companies do not.
  expect(await resourceTitles(browser, 'freelancer', DEMO.freelancer)).toContain(title);
  expect(await resourceTitles(browser, 'agency', DEMO.agency)).toContain(title);
  expect(await resourceTitles(browser, 'company', DEMO.employer)).not.toContain(title);
});
