import { expect, test } from '../support/test';
import { TEAM_ADMIN_PAGES } from '@mp/domain';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { signIn } from '../support/session';

// Spec 000 section 6: a team member is redirected to 404 on the team admin's pages, under both prefixes.
test.describe('pages for the team admin only', () => {
  for (const prefix of ['company', 'employer']) {
    test(`a team member opening them under /${prefix} lands on the 404 page there`, async ({ page }) => {
      await signIn(page, { prefix: 'company', email: DEMO.member, password: DEMO_PASSWORD, landsOn: '/company/dashboard' });
      for (const path of TEAM_ADMIN_PAGES) {
        await page.goto(`/${prefix}/${path}`);
        await expect(page).toHaveURL(`/${prefix}/404`);
      }
      await expect(page.getByText('Page Not Found!')).toBeVisible();
    });
  }

  test('the team admin is not sent away', async ({ page }) => {
    await signIn(page, { prefix: 'company', email: DEMO.employer, password: DEMO_PASSWORD, landsOn: '/company/dashboard' });
    await page.goto('/company/manage-team');
    await expect(page).toHaveURL('/company/manage-team');
  });
});
