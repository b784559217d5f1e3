import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/session';

/** Signs in through /company/login and waits for the dashboard's lists. */
export async function openCompanyDashboard(page: Page, email: string, password: string) {
  await signIn(page, { prefix: 'company', email, password, landsOn: '/company/dashboard' });
  // The lists are their own chunk, loaded with the company's dashboard: the first load on a busy machine can be slow.
  await expect(page.getByTestId('company-dashboard')).toBeVisible({ timeout: 20_000 });
}

/** The dashboard's list of a kind: its section, its Active / Closed toggle and its rows. */
export function postList(page: Page, target: 'JOB' | 'PROJECT') {
  const section = page.getByTestId(`posts-${target}`);
  return {
    section,
    rows: section.getByTestId('post-row'),
    row: (title: string): Locator => section.getByTestId('post-row').filter({ has: page.getByRole('heading', { name: title, exact: true }) }),
    /** Switches the list to Active or Closed and waits for it to settle. */
    async show(which: 'Active' | 'Closed') {
      await section.getByText(which, { exact: true }).click();
      await expect(section.getByRole('radio', { name: which })).toBeChecked();
      await expect(section.locator('[aria-busy="true"]')).toHaveCount(0);
    },
  };
}

/** Full-page screenshots at 1280 and 390 px, to look at: into E2E_SHOTS_DIR when it is set (nothing asserts on them). */
export async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}
