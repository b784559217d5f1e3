import { expect, test, type Page } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { AppShell } from '../support/pages/app-shell';
import { AUDIENCES, HOW_IT_WORKS_PATH, HowItWorksPage } from '../support/pages/how-it-works-page';
import { signIn } from '../support/session';

/** The footer's two How It Works links: the Candidates column's, then the Employers column's. */
function footerHowItWorks(page: Page) {
  return new AppShell(page).footer.getByRole('link', { name: 'How It Works', exact: true });
}

/** The three sections in order, each with its numbered steps and its sign-up and login buttons. */
async function expectThreeSections(how: HowItWorksPage) {
  await expect(how.sections.getByRole('heading', { level: 2 })).toHaveText(AUDIENCES.map((a) => a.heading));
  for (const audience of AUDIENCES) {
    const section = how.section(audience.heading);
    await expect(how.steps(audience.heading).first(), audience.heading).toBeVisible();
    expect(await how.steps(audience.heading).count(), audience.heading).toBeGreaterThanOrEqual(3);
    await expect(section.getByRole('link', { name: audience.signUp })).toHaveAttribute('href', audience.register);
    await expect(section.getByRole('link', { name: audience.logIn })).toHaveAttribute('href', audience.login);
  }
}

test.describe('how it works', () => {
  test("the footer's How It Works links open the page at the candidates' and the employers' sections", async ({ page }) => {
    await page.goto('/freelancer/login');
    // The login page is rendered on the server: its links are the router's once it is hydrated (root.tsx marks it).
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const links = footerHowItWorks(page);
    await expect(links).toHaveCount(2);

    await links.first().click();
    await expect(page).toHaveURL(`${HOW_IT_WORKS_PATH}#freelancers`);
    const how = new HowItWorksPage(page);
    await how.expectLoaded();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectThreeSections(how);
    // It lands on the candidates' section, whose heading takes the focus.
    await expect(how.sectionHeading('For freelancers')).toBeFocused();
    await expect(how.sectionHeading('For freelancers')).toBeInViewport();

    await footerHowItWorks(page).nth(1).click();
    await expect(page).toHaveURL(`${HOW_IT_WORKS_PATH}#employers`);
    await expect(how.sectionHeading('For employers')).toBeFocused();
    await expect(how.sectionHeading('For employers')).toBeInViewport();
  });

  test('the page opens at the top; its own navigation jumps to a section', async ({ page }) => {
    const how = new HowItWorksPage(page);
    await how.goto();
    // A first load leaves focus at the top of the document, where a screen reader starts (e2e/accessibility/focus.spec.ts covers client-side arrivals).
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await how.onThisPage.getByRole('link', { name: 'For agencies' }).click();
    await expect(page).toHaveURL(`${HOW_IT_WORKS_PATH}#agencies`);
    await expect(how.sectionHeading('For agencies')).toBeFocused();
    await expect(how.sectionHeading('For agencies')).toBeInViewport();
  });

  test("each section's call to action opens that kind's sign-up", async ({ page }) => {
    const how = new HowItWorksPage(page);
    const titles = ['Create An Employer Account', 'Create A Candidate Account', 'Create An Agency Account'];
    for (const [i, audience] of AUDIENCES.entries()) {
      await how.goto();
      await how.section(audience.heading).getByRole('link', { name: audience.signUp }).click();
      await expect(page).toHaveURL(audience.register);
      await expect(page.getByRole('heading', { name: titles[i], exact: true })).toBeVisible();
    }
  });

  test('signed in, each call to action leads to the dashboard instead', async ({ page }) => {
    await signIn(page, { prefix: 'freelancer', email: DEMO.freelancer, password: DEMO_PASSWORD, landsOn: '/freelancer/dashboard' });
    const how = new HowItWorksPage(page);
    await how.goto();
    for (const audience of AUDIENCES) {
      const section = how.section(audience.heading);
      await expect(section.getByRole('link', { name: audience.signUp })).toHaveCount(0);
      await expect(section.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/freelancer/dashboard');
    }
    await how.section('For agencies').getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL('/freelancer/dashboard');
  });
});

test.describe('how it works at phone width (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('reached from the footer, the three sections fit the phone', async ({ page }) => {
    await page.goto('/candidate/login');
    await footerHowItWorks(page).nth(1).tap();
    await expect(page).toHaveURL(`${HOW_IT_WORKS_PATH}#employers`);
    const how = new HowItWorksPage(page);
    await how.expectLoaded();
    await expectThreeSections(how);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'page width' }).toBeLessThanOrEqual(390);

    // The calls to action are on screen and within the width once scrolled to.
    for (const audience of AUDIENCES) {
      const signUp = how.section(audience.heading).getByRole('link', { name: audience.signUp });
      await signUp.scrollIntoViewIfNeeded();
      await expect(signUp).toBeInViewport({ ratio: 1 });
    }
    await how.section('For freelancers').getByRole('link', { name: 'Sign up as a freelancer' }).tap();
    await expect(page).toHaveURL('/freelancer/register');
  });
});
