import { expect, type Locator, type Page } from '@playwright/test';
import { demoAdminToken } from './second-factor';

/**
 * Signs the demo administrator in (the password, then a code of their authenticator app: decision 0064) and opens the
 * session through the token landing, as `signIn` does; the console opens on Accounts.
 */
export async function signInAsAdmin(page: Page) {
  const token = await demoAdminToken(page.request);
  await page.goto(`/login/marketing?${new URLSearchParams({ token, type: 'company' })}`);
  await expect(page).toHaveURL('/admin/accounts', { timeout: 20_000 });
}

/** The administrator console (/admin): its navigation and the Accounts pages. */
export class AdminConsole {
  readonly nav: Locator;
  readonly sectionPicker: Locator;
  readonly search: Locator;
  readonly accountRows: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Console navigation' });
    this.sectionPicker = page.getByLabel('Console section');
    this.search = page.getByRole('searchbox', { name: 'Search' });
    this.accountRows = page.getByRole('row');
  }

  /** The count on the Accounts link of the navigation (0 when the badge is absent). */
  async pendingBadgeCount(): Promise<number> {
    const badge = this.nav.getByLabel(/awaiting approval$/);
    if ((await badge.count()) === 0) return 0;
    return Number(await badge.innerText());
  }

  /** Accounts → search by email → opens the account page. */
  async openAccount(email: string) {
    await this.nav.getByRole('link', { name: /^Accounts\b/ }).click();
    await this.search.fill(email);
    await expect(this.page).toHaveURL(/[?&]search=/);
    const row = this.page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByRole('link').click();
    await expect(this.page).toHaveURL(/\/admin\/accounts\/\d+$/);
    await expect(this.page.getByText(email, { exact: true })).toBeVisible();
  }

  /** The name of the account page's heading. */
  accountHeading(name: string) {
    return this.page.getByRole('heading', { name, level: 1 });
  }
}

/** The banner of an impersonated session. */
export function impersonationBanner(page: Page) {
  return page.getByRole('region', { name: 'Impersonation' });
}
