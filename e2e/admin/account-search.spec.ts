import { expect, test } from '../support/test';
import { DEMO } from '../support/accounts';
import { AdminConsole, signInAsAdmin } from '../support/admin';

// The search applies typed text after a 350 ms pause (AccountFiltersBar); the check waits past it.
const SEARCH_PAUSE_MS = 350;

test('an account clicked while the search is still pausing stays open (issue 23, item 14)', async ({ page }) => {
  await signInAsAdmin(page);
  const console = new AdminConsole(page);
  // A search that settles first, so the row to click is on screen.
  await console.search.fill(DEMO.freelancer.replace('.test', ''));
  await expect(page).toHaveURL(/[?&]search=/);
  const row = page.getByRole('row').filter({ hasText: DEMO.freelancer });
  await expect(row).toHaveCount(1);

  // More typing that still finds it, and the result clicked at once, before the pause ends.
  await console.search.press('End');
  await console.search.pressSequentially('.test', { delay: 0 });
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/accounts\/\d+$/);
  const account = page.url();
  await expect(console.accountHeading('Freya Freelancer')).toBeVisible();

  // The pause's end does not take the administrator back to the list.
  await page.waitForTimeout(SEARCH_PAUSE_MS * 3);
  expect(page.url()).toBe(account);
  await expect(console.accountHeading('Freya Freelancer')).toBeVisible();
});
