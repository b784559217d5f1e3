import { expect, test } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { adminToken, createArticle, createDeal, freshTag } from '../support/content';
import { signIn } from '../support/session';

test.describe('deals and the dashboard blocks', () => {
  let tag: string;
  let dealTitle: string;
  let mentoringTitle: string;
  const dealLink = 'https://partner.example/offer?ref=marketplace';

  test.beforeAll(async ({ request }) => {
    tag = freshTag();
    const token = await adminToken(request);
    dealTitle = `Half-price studio hire ${tag}`;
    await createDeal(request, token, { title: dealTitle, subtitle: 'For members, all year', link: dealLink });
    await createDeal(request, token, { title: `No link deal ${tag}`, subtitle: 'No button for this one' });
    mentoringTitle = `Mentoring circle ${tag}`;
    await createArticle(request, token, { title: mentoringTitle, availability: 'PUBLIC', type: 'MENTORING' });
    for (const n of [1, 2, 3, 4]) await createArticle(request, token, { title: `Community note ${n} ${tag}`, availability: 'FREELANCER_AND_AGENCY' });
  });

  test('a freelancer sees deals with their link opening in a new tab', async ({ page }) => {
    await signIn(page, { prefix: 'freelancer', email: DEMO.freelancer, password: DEMO_PASSWORD, landsOn: '/freelancer/dashboard' });
    await page.goto('/consultant/deals');
    await expect(page.getByRole('heading', { name: 'Deals', level: 1 })).toBeVisible();
    const card = page.getByTestId('deal-card').filter({ hasText: dealTitle });
    await expect(card.getByRole('heading', { name: dealTitle })).toBeVisible();
    await expect(card.getByText('For members, all year')).toBeVisible();
    const link = card.getByRole('link', { name: /View deal/i });
    await expect(link).toHaveAttribute('href', dealLink);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // A deal without a link has no button.
    await expect(page.getByTestId('deal-card').filter({ hasText: `No link deal ${tag}` }).getByRole('link')).toHaveCount(0);
  });

  test("an agency's dashboard shows community resources and deals, linking to their pages", async ({ page }) => {
    await signIn(page, { prefix: 'agency', email: DEMO.agency, password: DEMO_PASSWORD, landsOn: '/agency/dashboard' });
    const community = page.getByRole('region', { name: 'Community Resources' });
    const deals = page.getByRole('region', { name: 'Deals For You' });
    await expect(community.getByTestId('article-card')).toHaveCount(4);
    await expect(deals.getByTestId('deal-card').filter({ hasText: dealTitle })).toBeVisible();
    expect(await deals.getByTestId('deal-card').count()).toBeLessThanOrEqual(6);
    await deals.getByRole('link', { name: 'View all deals' }).click();
    await expect(page).toHaveURL('/agency/deals');
    await page.goBack();
    await community.getByRole('link', { name: 'View all resources' }).click();
    await expect(page).toHaveURL('/agency/resources');
  });

  test("a company's dashboard shows articles and mentoring or training, without deals", async ({ page }) => {
    await signIn(page, { prefix: 'company', email: DEMO.employer, password: DEMO_PASSWORD, landsOn: '/company/dashboard' });
    const community = page.getByRole('region', { name: 'Community Resources' });
    await expect(community.getByRole('heading', { name: 'Mentoring & Training' })).toBeVisible();
    await expect(community.getByTestId('article-card').filter({ hasText: mentoringTitle })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Deals For You' })).toHaveCount(0);
  });

  test('an INACTIVE account keeps the notice and gets no blocks', async ({ page }) => {
    await signIn(page, { prefix: 'company', email: DEMO.inactive, password: DEMO_PASSWORD, landsOn: '/company/dashboard' });
    await expect(page.getByRole('status').filter({ hasText: 'Your account is inactive.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Community Resources' })).toHaveCount(0);
  });

  test('deals need login', async ({ page }) => {
    await page.goto('/freelancer/deals');
    await expect(page).toHaveURL(`/freelancer/login?redirectTo=${encodeURIComponent('/freelancer/deals')}`);
  });
});
