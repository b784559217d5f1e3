import { PRODUCT_NAME } from '../../apps/web/src/ui/brand';
import { expect, test, type Page } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { signInAsAdmin } from '../support/admin';
import { adminToken, createArticle, freshTag } from '../support/content';
import { AppShell } from '../support/pages/app-shell';
import { signIn } from '../support/session';

/** The document title for a page: "{page} | {product}" (the product's name is read from the brand module). */
const titleOf = (page: string) => `${page} | ${PRODUCT_NAME}`;

async function expectTitleAt(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page, path).toHaveTitle(titleOf(title));
}

test.describe('every route says where the reader is', () => {
  test('visitors: login, sign-up per group, password pages, how it works, not found', async ({ page }) => {
    await expectTitleAt(page, '/freelancer/login', 'Log in');
    await expectTitleAt(page, '/company/register', 'Create an employer account');
    await expectTitleAt(page, '/candidate/register', 'Create a candidate account');
    await expectTitleAt(page, '/agency/register', 'Create an agency account');
    await expectTitleAt(page, '/company/forgot-password', 'Forgot password');
    await expectTitleAt(page, '/marketing/how-it-works', 'How It Works');
    await expectTitleAt(page, '/company/404', 'Page not found');
    await expectTitleAt(page, '/no/such/page', 'Page not found');

    // A client-side navigation changes it too.
    await page.goto('/freelancer/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/freelancer/forgot-password');
    await expect(page).toHaveTitle(titleOf('Forgot password'));
  });

  test('members: dashboard, account, change password, an article by its name, an unknown article', async ({ page, request }) => {
    const title = `Titled article ${freshTag()}`;
    const slug = await createArticle(request, await adminToken(request), { title, availability: 'PUBLIC' });

    await signIn(page, { prefix: 'freelancer', email: DEMO.freelancer, password: DEMO_PASSWORD, landsOn: '/freelancer/dashboard' });
    await expect(page).toHaveTitle(titleOf('Dashboard'));
    const shell = new AppShell(page);
    await shell.sideNav.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL('/freelancer/account');
    await expect(page).toHaveTitle(titleOf('My Account'));
    await expectTitleAt(page, '/freelancer/change-password', 'Change password');
    await expectTitleAt(page, `/freelancer/resources/${slug}`, `Article: ${title}`);
    await expectTitleAt(page, '/freelancer/resources/no-such-article', 'Page not found');
  });

  test('the console names its section', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page).toHaveTitle(titleOf('Console: Accounts'));
    await page.getByRole('navigation', { name: 'Console navigation' }).getByRole('link', { name: 'Outbox' }).click();
    await expect(page).toHaveURL('/admin/outbox');
    await expect(page).toHaveTitle(titleOf('Console: Outbox'));
  });
});
