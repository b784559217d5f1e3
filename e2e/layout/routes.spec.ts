import { expect, test } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { signIn } from '../support/session';

test.describe('route groups and redirects', () => {
  test('a freelancer visiting an employer route goes to /freelancer/404', async ({ page }) => {
    await signIn(page, { prefix: 'freelancer', email: DEMO.freelancer, password: DEMO_PASSWORD, landsOn: '/freelancer/dashboard' });
    for (const path of ['/employer/dashboard', '/company/account']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/freelancer/404');
      await expect(page.getByRole('heading', { name: 'Page Not Found!' })).toBeVisible();
    }
  });

  test('an unknown route shows "Page Not Found!", and the server answers it 404 (issue 23)', async ({ page }) => {
    for (const path of ['/no-such-page', '/company/no-such-page', '/freelancer/404', '/jobs/a/b', '/company/login/extra']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page, path).toHaveURL(path);
      await expect(page.getByRole('heading', { name: 'Page Not Found!' }), path).toBeVisible();
    }
    // The app's own addresses still answer 200, on a first load as on a reload.
    for (const path of ['/company/login', '/freelancer/dashboard', '/marketing/how-it-works']) {
      expect((await page.goto(path))?.status(), path).toBe(200);
    }
  });

  test('the root path: visitors get the home page (decision 0053), a company user the company dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Post a job' })).toBeVisible();
    await signIn(page, { prefix: 'employer', email: DEMO.employer, password: DEMO_PASSWORD, landsOn: '/company/dashboard' });
    await page.goto('/');
    await expect(page).toHaveURL('/company/dashboard');
  });
});
