import { CONTENT_MSG } from '@mp/domain';
import { signInAsAdmin } from '../support/admin';
import { freshTag } from '../support/content';
import { expect, test, type Page } from '../support/test';

/**
 * The marketing pages the footer links to, as a visitor meets them: real copy under a heading, a hero picture that
 * says what it shows, and a call to action that leads where its words say (and again at the end of a long page).
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

const PAGES = [
  { link: 'Hire creative freelancers', slug: 'hire-creative-freelancers', cta: 'Post a job', to: '/company/register', prices: true },
  { link: 'Find freelance work', slug: 'find-freelance-work', cta: 'Find work', to: '/jobs', prices: false },
  { link: 'For agencies', slug: 'for-agencies', cta: 'Join as an agency', to: '/agency/register', prices: false },
] as const;

test.describe('the footer\'s landing pages', () => {
  for (const landing of PAGES) {
    test(`${landing.link}: real copy, a described picture and '${landing.cta}' leading to ${landing.to}`, async ({ page }) => {
      await page.goto('/');
      const link = page.getByTestId('site-footer').getByRole('link', { name: landing.link, exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(`/landing/${landing.slug}`);

      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/\| Onbrief$/);
      const text = page.getByTestId('site-page-content');
      await expect(text).not.toContainText('a page of the marketing site');
      expect(await text.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
      expect((await text.innerText()).length).toBeGreaterThan(600);

      // The picture loaded and says what it shows.
      const hero = page.getByTestId('site-page-hero');
      await expect(hero).toBeVisible();
      await expect(hero).toHaveAttribute('alt', /\w{3,}/);
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

      if (landing.prices) {
        await expect(page.getByTestId('price-plan')).toHaveCount(2);
        await expect(page.getByTestId('price-plan').first()).toContainText('£');
      }
      const ctas = page.getByTestId('site-page-cta');
      await expect(ctas.first()).toHaveText(landing.cta);
      // A long page says it again at the end.
      await expect(ctas).toHaveCount(2);
      await expect(ctas.last()).toHaveAttribute('href', landing.to);
      await shot(page, `landing-${landing.slug}`);

      await ctas.first().click();
      await expect(page).toHaveURL(landing.to);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    });
  }
});

test('the console gives a landing page its button: an unsafe address is refused with the reason, a path on this site is shown to visitors', async ({ page }) => {
  const tag = freshTag();
  await signInAsAdmin(page);
  await page.goto('/admin/content/landing-pages');
  await page.getByRole('button', { name: 'New landing page' }).click();
  const drawer = page.getByRole('dialog', { name: 'New landing page' });
  await drawer.getByRole('textbox', { name: 'Name' }).fill(`Spring ${tag}`);
  await drawer.getByRole('textbox', { name: 'Slug' }).fill(`spring-${tag}`);
  const editor = drawer.locator('.ProseMirror');
  await editor.click();
  await editor.pressSequentially('Spring briefs are open.');
  await drawer.getByLabel('Published').check();
  await drawer.getByRole('textbox', { name: 'Button label' }).fill('See the jobs');
  const link = drawer.getByRole('textbox', { name: 'Button link' });
  await link.fill('javascript:alert(1)');
  await link.blur();
  // The shared rule says why, and the page is not saved with it.
  await expect(drawer.getByText(CONTENT_MSG.ctaUrl)).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText(CONTENT_MSG.ctaUrl)).toBeVisible();
  await link.fill('/jobs?kind=project');
  await link.blur();
  await expect(drawer.getByText(CONTENT_MSG.ctaUrl)).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('content-row').filter({ hasText: `Spring ${tag}` })).toContainText('See the jobs');

  await page.goto(`/landing/spring-${tag}`);
  const cta = page.getByTestId('site-page-cta');
  await expect(cta).toHaveCount(1);
  await cta.click();
  await expect(page).toHaveURL('/jobs?kind=project');
});
