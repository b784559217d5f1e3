import { expect, test, type Page } from '../support/test';
import { HOW_IT_WORKS_PATH, HowItWorksPage } from '../support/pages/how-it-works-page';
import { LoginPage } from '../support/pages/login-page';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

// A phone's height, so that every page here is longer than the screen and a scroll position means something.
test.use({ viewport: { width: 390, height: 700 } });

test('a new page opens at the top; back returns to where the reader was', async ({ page }) => {
  const how = new HowItWorksPage(page);
  await how.goto();

  // Far down the long page, follow a link of the last section.
  const logIn = how.section('For agencies').getByRole('link', { name: 'Log in as an agency' });
  await logIn.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  expect(before, 'scrolled down the page').toBeGreaterThan(700);
  await logIn.click();

  await expect(page).toHaveURL('/agency/login');
  await expect(new LoginPage(page).heading).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight), 'the new page can scroll').toBe(true);
  await expect.poll(() => scrollY(page), { message: 'the new page opens at the top' }).toBe(0);

  // Scrolled on the login page too, then back: the how-it-works page where it was left.
  // The wheel only starts the scroll: wait for it to end here, or it lands on the page we go back to.
  const loginScroll = await page.evaluate(() => Math.min(300, document.documentElement.scrollHeight - window.innerHeight));
  await page.mouse.wheel(0, 300);
  await expect.poll(() => scrollY(page), { message: 'the login page scrolled' }).toBe(loginScroll);
  await page.goBack();
  await expect(page).toHaveURL(HOW_IT_WORKS_PATH);
  await expect(how.heading).toBeVisible();
  await expect.poll(() => scrollY(page), { message: 'back restores the position' }).toBe(before);

  // Forward again: the login page where it was left too (and a fresh visit, by a link, opens at the top).
  await page.goForward();
  await expect(page).toHaveURL('/agency/login');
  await expect.poll(() => scrollY(page), { message: 'forward restores the login page position' }).toBe(loginScroll);
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBe(before);
});
