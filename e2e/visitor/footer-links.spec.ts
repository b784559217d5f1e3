import { expect, test, type Page } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { signIn } from '../support/session';

const NOT_FOUND = 'Page Not Found!';

/** The footer's links that stay in this tab (the social networks open elsewhere), by position. */
async function footerLinks(page: Page): Promise<{ label: string; href: string }[]> {
  const footer = page.getByTestId('site-footer');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  // The landing pages flagged for the footer (the demo's 'For agencies' among them) arrive with their own query.
  await expect(footer.getByRole('link', { name: 'For agencies' })).toBeVisible();
  return footer
    .getByRole('link')
    .evaluateAll((links) =>
      (links as HTMLAnchorElement[])
        .filter((a) => a.target !== '_blank')
        .map((a) => ({ label: a.textContent?.trim() ?? '', href: a.getAttribute('href') ?? '' })),
    );
}

/** From `start`, clicks every footer link in turn; each must land on a page with a heading that is not 'Page Not Found!'. */
async function everyLinkLands(page: Page, start: string) {
  await page.goto(start);
  const links = await footerLinks(page);
  expect(links.length).toBeGreaterThanOrEqual(20);
  // Without a marketing site (as here), no footer link leaves the app.
  for (const { href } of links) expect(href, 'an in-app link').toMatch(/^\//);
  for (const [index, { label, href }] of links.entries()) {
    // Back to the start the way a person goes back; a link that replaced the entry (a redirect) leaves it elsewhere.
    if (index > 0) await page.goBack();
    if (new URL(page.url()).pathname !== start) await page.goto(start);
    // The landing pages' column comes with its query's answer, after the page is live. Each link is found by
    // its address and words, not its position: other tests of the run add landing pages to the footer meanwhile.
    await expect(page.getByTestId('site-footer').getByRole('link', { name: 'For agencies' })).toBeVisible();
    const link = page.getByTestId('site-footer').locator(`a:not([target="_blank"])[href="${href}"]`).filter({ hasText: label }).first();
    await expect(link, `footer link #${index}`).toBeVisible();
    await link.click();
    // A link to the page one is on (the employers' 'Log In/Sign Up' on the company login) stays there.
    if (href !== start) await expect(page, `${label} leaves ${start}`).not.toHaveURL(start);
    // Only the links that say so ask a visitor to log in ('Find A Job' and 'Blog' once did).
    if (label !== 'Log In/Sign Up') await expect(page, `${label} (${href}) needs no login`).not.toHaveURL(/\/login(\?|$)/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading.first(), `${label} (${href}) shows a heading`).toBeVisible();
    await expect(page.getByRole('heading', { name: NOT_FOUND }), `${label} (${href}) is a real page`).toHaveCount(0);
  }
}

test.describe('every footer link lands on a page', () => {
  test.setTimeout(240_000);

  test('signed out', async ({ page }) => {
    await everyLinkLands(page, '/company/login');
  });

  test('signed in as an employer', async ({ page }) => {
    await signIn(page, { prefix: 'company', email: DEMO.employer, password: DEMO_PASSWORD, landsOn: '/company/dashboard' });
    await everyLinkLands(page, '/company/account');
  });

  test('signed in as a freelancer', async ({ page }) => {
    await signIn(page, { prefix: 'freelancer', email: DEMO.freelancer, password: DEMO_PASSWORD, landsOn: '/freelancer/dashboard' });
    await everyLinkLands(page, '/freelancer/account');
  });
});

test.describe('the site pages', () => {
  test('legal and company pages are served at /pages/{slug}, pricing with the platform prices', async ({ page }) => {
    await page.goto('/company/login');
    // The login page is rendered on the server: click once it is live, as root.tsx marks it.
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.getByTestId('site-footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/pages/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByTestId('site-page-content')).toContainText('UK General Data Protection Regulation');

    await page.getByTestId('site-footer').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/pages/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    const plans = page.getByTestId('price-plan');
    await expect(plans.filter({ hasText: 'Pay as you go' })).toContainText('£495');
    await expect(plans.filter({ hasText: 'Monthly subscription' })).toContainText('£195');
    await expect(plans.filter({ hasText: 'Monthly subscription' })).toContainText('Includes 2 free job posts');
    await expect(plans.filter({ hasText: 'Monthly subscription' })).toContainText('4th of every month');
  });

  test('footer landing pages are served at /landing/{slug}; an unknown page is not found', async ({ page }) => {
    await page.goto('/company/login');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const explore = page.getByTestId('site-footer').getByRole('link', { name: 'For agencies' });
    await expect(explore).toHaveAttribute('href', '/landing/for-agencies');
    await explore.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Win projects for your agency, on the strength of your work' })).toBeVisible();
    await page.goto('/pages/no-such-page');
    await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
  });
});
