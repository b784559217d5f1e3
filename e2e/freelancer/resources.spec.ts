import { formatDateTime } from '@mp/domain';
import { expect, test, type Page } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { adminToken, createArticle, freshTag } from '../support/content';
import { signIn } from '../support/session';

/** An article's date, as every date with a time: DD/MM/YYYY HH:MM, 24-hour (issue 23). */
const ARTICLE_DATE = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

/** The titles of the resource cards that carry `tag`, in page order. */
function cardTitles(page: Page, tag: string) {
  return page.getByTestId('article-card').filter({ hasText: tag }).getByRole('heading');
}

const numbered = (tag: string, n: number) => `Guide ${tag} #${String(n).padStart(2, '0')}`;

test.describe('resources list', () => {
  let tag: string;
  let agencyOnly: string;
  let publicTitle: string;

  test.beforeAll(async ({ request }) => {
    tag = freshTag();
    const token = await adminToken(request);
    publicTitle = `Public notes ${freshTag()}`;
    await createArticle(request, token, { title: publicTitle, availability: 'PUBLIC', type: 'MENTORING' });
    // Created one after the other, so #12 is the newest; the agency-only one is newer still.
    for (let n = 1; n <= 12; n += 1) {
      await createArticle(request, token, { title: numbered(tag, n), availability: 'FREELANCER_AND_AGENCY' });
    }
    agencyOnly = `Agency only ${tag}`;
    await createArticle(request, token, { title: agencyOnly, availability: 'AGENCY', type: 'TRAINING' });
  });

  test('a freelancer sees the 10 newest readable articles, and Show More adds the next ones', async ({ page }) => {
    await signIn(page, { prefix: 'freelancer', email: DEMO.freelancer, password: DEMO_PASSWORD, landsOn: '/freelancer/dashboard' });
    await page.goto('/candidate/resources');
    await expect(page.getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();

    // Ten on the first page, newest first; the agency-only article is not among them.
    const first = Array.from({ length: 10 }, (_, i) => numbered(tag, 12 - i));
    await expect(cardTitles(page, tag)).toHaveText(first);
    const newest = page.getByTestId('article-card').filter({ hasText: numbered(tag, 12) });
    await expect(newest.locator('time')).toHaveText(ARTICLE_DATE);
    // Day first, as the shared formatter writes it (the browser runs in this process's time zone).
    await expect(newest.locator('time')).toHaveText(formatDateTime((await newest.locator('time').getAttribute('datetime'))!));
    await expect(newest.getByText('Article', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(cardTitles(page, tag)).toHaveText([...first, numbered(tag, 2), numbered(tag, 1)]);
    await expect(page.getByText(agencyOnly)).toHaveCount(0);

    // The card links to the article page under the prefix in use.
    await newest.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/candidate/resources/guide-${tag}-12$`));
    await expect(page.getByRole('heading', { name: numbered(tag, 12), level: 1 })).toBeVisible();
  });

  test('an agency also sees the agency-only article', async ({ page }) => {
    await signIn(page, { prefix: 'agency', email: DEMO.agency, password: DEMO_PASSWORD, landsOn: '/agency/dashboard' });
    await page.goto('/agency/resources');
    await expect(page.getByTestId('article-card').first().getByRole('heading')).toHaveText(agencyOnly);
    await expect(page.getByTestId('article-card').first().getByText('Training', { exact: true })).toBeVisible();
  });

  test('a company sees neither freelancer nor agency articles', async ({ page }) => {
    await signIn(page, { prefix: 'employer', email: DEMO.employer, password: DEMO_PASSWORD, landsOn: '/company/dashboard' });
    await page.goto('/employer/resources');
    await expect(page.getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();
    await expect(page.getByTestId('article-card').filter({ hasText: publicTitle })).toBeVisible();
    await expect(page.getByText(tag)).toHaveCount(0);
  });

  test('the list needs login: a visitor goes to the login of that prefix', async ({ page }) => {
    await page.goto('/agency/resources');
    await expect(page).toHaveURL(`/agency/login?redirectTo=${encodeURIComponent('/agency/resources')}`);
  });
});
