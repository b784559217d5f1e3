import { expect, test, type Page } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { complaints } from '../support/complaints';
import { LoginPage } from '../support/pages/login-page';
import { signIn } from '../support/session';

/**
 * The agency marketplace (issue 27, decision 0052): a visitor browses the listed agencies (the demo seed's), filters
 * by service and by case studies (the URL keeps both), and a card sends them through login to the page it names;
 * the agency network is the same list for agencies. Listed agencies that other specs make may join the lists, so
 * the checks name the demo agencies they expect and those they must not see.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const agencyCards = (page: Page) => page.getByTestId('agency-card');
const caseStudyCards = (page: Page) => page.getByTestId('case-study-card');
const filters = (page: Page) => page.getByRole('group', { name: 'Services' });
const chip = (page: Page, name: string) => filters(page).getByRole('checkbox', { name, exact: true });

test.describe('the agency marketplace for a visitor', () => {
  test('filters by service and by case studies, keeps both in the address, and a card leads through login', async ({ page }) => {
    const problems = await complaints(page);
    await page.goto('/employer/agency-marketplace');
    await expect(page).toHaveTitle('The Agency Marketplace | Onbrief');
    await expect(page.getByRole('heading', { level: 1, name: 'The Agency Marketplace' })).toBeVisible();
    // Served rendered: the cards are in the first answer, before any script ran.
    const html = await (await page.request.get('/employer/agency-marketplace')).text();
    expect(html).toMatch(/<h1[^>]*>The Agency Marketplace<\/h1>/);
    expect(html).toContain('data-testid="agency-card"');
    expect(html).toContain('Harbour Light Digital');
    await expect(agencyCards(page).filter({ hasText: 'Harbour Light Digital' })).toContainText('Bristol, UK');
    await expect(agencyCards(page).filter({ hasText: 'Harbour Light Digital' })).toContainText('Mobile App Development');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // Hydrated without a complaint (no mismatch between the server's page and the browser's, no CSP breach).
    expect(problems).toEqual([]);
    await shoot(page, 'marketplace-agencies-1280');

    await filters(page).getByText('Video Production', { exact: true }).click();
    await expect(page).toHaveURL(/\/employer\/agency-marketplace\?services=\d+$/);
    await expect(agencyCards(page).filter({ hasText: 'Violet Fox Films' })).toBeVisible();
    await expect(agencyCards(page).filter({ hasText: 'Harbour Light Digital' })).toHaveCount(0);
    await expect(chip(page, 'Video Production')).toBeChecked();

    await page.getByText('Filter By Case Studies', { exact: true }).click();
    await expect(page).toHaveURL(/\?filter=casestudies&services=\d+$/);
    await expect(caseStudyCards(page).filter({ hasText: 'Winter appeal film for a…' })).toContainText('Violet Fox Films');
    await expect(caseStudyCards(page).filter({ hasText: 'A new identity' })).toHaveCount(0);

    // A reload (or a shared link) shows the same list.
    await page.reload();
    await expect(chip(page, 'Video Production')).toBeChecked();
    await expect(caseStudyCards(page).filter({ hasText: 'Product launch in 3D' })).toBeVisible();
    await shoot(page, 'marketplace-case-studies-1280');

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/employer\/agency-marketplace\?filter=casestudies$/);
    await expect(caseStudyCards(page).filter({ hasText: 'A new identity for a High' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();

    // A visitor's card goes to login, which brings them to the case study once signed in.
    const card = caseStudyCards(page).filter({ hasText: 'Winter appeal film' });
    await card.getByRole('link', { name: 'Winter appeal film for a…' }).click();
    await expect(page).toHaveURL(/\/employer\/login\?redirectTo=%2Femployer%2Fcase-study%2F\d+$/);
    await new LoginPage(page).signIn(DEMO.employer, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/employer\/case-study\/\d+$/);
  });

  test('an agency card opens the profile after login, with the marketplace as its way back', async ({ page }) => {
    await page.goto('/company/agency-marketplace?services=');
    const card = agencyCards(page).filter({ hasText: 'Copperleaf Brand Studio' });
    await card.getByRole('link', { name: 'Copperleaf Brand Studio' }).click();
    await expect(page).toHaveURL(/\/company\/login\?redirectTo=%2Fcompany%2Fagency-profile%2F\d+%3Fback%3D%252Fcompany%252Fagency-marketplace/);
    await new LoginPage(page).signIn(DEMO.employer, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/company\/agency-profile\/\d+\?back=%2Fcompany%2Fagency-marketplace/);
    // Signed in, the marketplace links straight to the pages.
    await page.goto('/company/agency-marketplace');
    await expect(agencyCards(page).filter({ hasText: 'Copperleaf Brand Studio' }).getByRole('link')).toHaveAttribute(
      'href',
      /^\/company\/agency-profile\/\d+\?back=%2Fcompany%2Fagency-marketplace$/,
    );
  });

  test('a signed-in freelancer is sent to their own area', async ({ page }) => {
    await signIn(page, { prefix: 'freelancer', email: DEMO.freelancer, password: DEMO_PASSWORD, landsOn: /\/freelancer\/dashboard/ });
    await page.goto('/employer/agency-marketplace');
    await expect(page).toHaveURL(/\/freelancer\/dashboard$/);
  });
});

test.describe('the agency network', () => {
  test('an agency browses the same marketplace, 10 case studies a page, cards opening in its own area', async ({ page }) => {
    await signIn(page, { prefix: 'agency', email: DEMO.agency, password: DEMO_PASSWORD, landsOn: /\/agency\/dashboard/ });
    // The header leads there.
    await page.getByRole('banner').getByRole('link', { name: 'Agency Marketplace' }).click();
    await expect(page).toHaveURL(/\/agency\/network$/);
    await expect(page).toHaveTitle('The Agency Marketplace | Onbrief');
    await page.getByText('Filter By Case Studies', { exact: true }).click();
    await expect(page).toHaveURL(/\/agency\/network\?filter=casestudies$/);
    await expect(caseStudyCards(page).first()).toBeVisible();
    expect(await caseStudyCards(page).count()).toBeLessThanOrEqual(10);
    await expect(caseStudyCards(page).filter({ hasText: 'Seasonal packaging range' }).getByRole('link')).toHaveAttribute('href', /^\/agency\/case-study\/\d+$/);
    await shoot(page, 'network-case-studies-1280');
    await page.getByText('Filter By Agency', { exact: true }).click();
    await expect(page).toHaveURL(/\/agency\/network$/);
    await expect(agencyCards(page).filter({ hasText: 'Northstar Search & Social' }).getByRole('link')).toHaveAttribute('href', /^\/agency\/agency-profile\/\d+$/);
  });

  test('a visitor is sent to the agency login', async ({ page }) => {
    await page.goto('/agency/network');
    await expect(page).toHaveURL(/\/agency\/login\?redirectTo=%2Fagency%2Fnetwork$/);
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the marketplace fits the screen, agencies and case studies', async ({ page }) => {
    await page.goto('/employer/agency-marketplace');
    await expect(agencyCards(page).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'marketplace-agencies-390');
    await page.goto('/employer/agency-marketplace?filter=casestudies');
    await expect(caseStudyCards(page).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'marketplace-case-studies-390');
  });

  test('an empty filter says so, with the way out', async ({ page }) => {
    // A service id no agency offers (a stale or edited link).
    await page.goto('/employer/agency-marketplace?services=999999');
    await expect(page.getByTestId('empty-state')).toContainText('No agency offers these services yet');
    await shoot(page, 'marketplace-empty-390');
    // Served rendered: the button acts once the app has hydrated the page.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('empty-state').getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/employer\/agency-marketplace$/);
    await expect(agencyCards(page).first()).toBeVisible();
  });
});
