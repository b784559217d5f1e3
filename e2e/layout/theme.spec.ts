import { expect, test, type Page } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { signIn } from '../support/session';

/**
 * The theme's primary colour as the page shows it: the background of the 'Page Not Found!' page's
 * button (a filled button in the primary colour), on any group's 404 page. Colours are read, never
 * written here: the theme module owns them.
 */
async function primaryAt(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const button = page.getByRole('main').getByRole('link', { name: /^Go to / });
  await expect(button).toBeVisible();
  return button.evaluate((el) => getComputedStyle(el).backgroundColor);
}

test.describe('the theme follows the signed-in user, not the URL', () => {
  test('visitors see the theme of the group in the URL', async ({ page }) => {
    const company = await primaryAt(page, '/company/404');
    const freelancer = await primaryAt(page, '/freelancer/404');
    const agency = await primaryAt(page, '/agency/404');
    // The groups' themes differ, so the checks below can tell them apart.
    expect(new Set([company, freelancer, agency]).size).toBe(3);
  });

  test("a freelancer on a company URL still sees the consultant theme; an employer on a freelancer URL, the company's", async ({
    page,
  }) => {
    const visitorCompany = await primaryAt(page, '/company/404');

    await signIn(page, { prefix: 'freelancer', email: DEMO.freelancer, password: DEMO_PASSWORD, landsOn: '/freelancer/dashboard' });
    const own = await primaryAt(page, '/freelancer/404');
    expect(own).not.toBe(visitorCompany);
    expect(await primaryAt(page, '/company/404')).toBe(own);
    expect(await primaryAt(page, '/agency/404')).toBe(own);
  });

  test('an employer keeps the company theme on the freelancer pages', async ({ page }) => {
    const visitorFreelancer = await primaryAt(page, '/freelancer/404');
    await signIn(page, { prefix: 'company', email: DEMO.employer, password: DEMO_PASSWORD, landsOn: '/company/dashboard' });
    const own = await primaryAt(page, '/company/404');
    expect(own).not.toBe(visitorFreelancer);
    expect(await primaryAt(page, '/candidate/404')).toBe(own);
  });
});
