import { expect, test, type Page } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { adminToken, createArticle, freshTag } from '../support/content';
import { signIn } from '../support/session';

/** An article's date, as every date with a time: DD/MM/YYYY HH:MM, 24-hour (issue 23). */
const ARTICLE_DATE = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

/** Markup an article's author could paste; the server strips the script and the handler when it saves. */
const HOSTILE_CONTENT =
  '<h2>Getting started</h2><p>Plain <strong>advice</strong>.</p>' +
  '<script>window.__injected = "script"</script>' +
  '<img src="/nowhere.png" onerror="window.__injected = \'onerror\'" alt="">' +
  '<p><a href="javascript:window.__injected = \'link\'">a link</a></p>';

function notFound(page: Page) {
  return page.getByRole('heading', { name: 'Page Not Found!' });
}

test.describe('article page', () => {
  let tag: string;
  let publicSlug: string;
  let publicTitle: string;
  let agencySlug: string;
  let agencyTitle: string;
  let relatedTitle: string;

  test.beforeAll(async ({ request }) => {
    tag = freshTag();
    const token = await adminToken(request);
    relatedTitle = `Related reading ${tag}`;
    await createArticle(request, token, { title: relatedTitle, availability: 'PUBLIC' });
    publicTitle = `Open to all ${tag}`;
    publicSlug = await createArticle(request, token, { title: publicTitle, availability: 'PUBLIC', content: HOSTILE_CONTENT });
    agencyTitle = `For agencies ${tag}`;
    agencySlug = await createArticle(request, token, { title: agencyTitle, availability: 'AGENCY' });
  });

  test('a visitor reads a PUBLIC article without signing in; stored markup cannot run script', async ({ page }) => {
    await page.goto(`/freelancer/resources/${publicSlug}`);
    await expect(page).toHaveURL(`/freelancer/resources/${publicSlug}`);
    await expect(page.getByRole('heading', { name: publicTitle, level: 1 })).toBeVisible();
    await expect(page.getByTestId('article-date')).toHaveText(ARTICLE_DATE);
    const content = page.getByTestId('article-content');
    await expect(content.getByRole('heading', { name: 'Getting started' })).toBeVisible();
    await expect(content.getByText('advice')).toBeVisible();
    await expect(content.locator('script, [onerror]')).toHaveCount(0);
    await content.getByText('a link').click();
    expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();

    // 'More resources' lists other articles, never the one on the page.
    const more = page.getByRole('region', { name: 'More resources' });
    await expect(more.getByRole('heading', { name: relatedTitle })).toBeVisible();
    await expect(more.getByText(publicTitle)).toHaveCount(0);
  });

  test('companies also reach an article at articles/{slug}', async ({ page }) => {
    await page.goto(`/employer/articles/${publicSlug}`);
    await expect(page.getByRole('heading', { name: publicTitle, level: 1 })).toBeVisible();
  });

  test('an AGENCY article is not found for a visitor or a freelancer, and readable by an agency', async ({ page }) => {
    await page.goto(`/agency/resources/${agencySlug}`);
    await expect(notFound(page)).toBeVisible();
    await expect(page.getByText(agencyTitle)).toHaveCount(0);

    await signIn(page, { prefix: 'freelancer', email: DEMO.freelancer, password: DEMO_PASSWORD, landsOn: '/freelancer/dashboard' });
    await page.goto(`/freelancer/resources/${agencySlug}`);
    await expect(notFound(page)).toBeVisible();
  });

  test('an agency reads its own articles', async ({ page }) => {
    await signIn(page, { prefix: 'agency', email: DEMO.agency, password: DEMO_PASSWORD, landsOn: '/agency/dashboard' });
    await page.goto(`/agency/resources/${agencySlug}`);
    await expect(page.getByRole('heading', { name: agencyTitle, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: '← All resources' }).click();
    await expect(page).toHaveURL('/agency/resources');
  });

  test('an unknown slug shows the not-found page', async ({ page }) => {
    await page.goto(`/company/resources/no-such-article-${tag}`);
    await expect(notFound(page)).toBeVisible();
  });
});

test.describe('article page on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('fits the width', async ({ page, request }) => {
    const title = `A rather long article title that has to wrap on a phone ${freshTag()}`;
    const slug = await createArticle(request, await adminToken(request), {
      title,
      availability: 'PUBLIC',
      content: `<p>${'averyveryverylongwordwithoutanybreaks'.repeat(4)}</p>`,
    });
    await page.goto(`/candidate/resources/${slug}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
