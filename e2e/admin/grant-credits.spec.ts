import { OPPORTUNITY_MSG } from '@mp/domain';
import { expect, test } from '../support/test';
import { DEMO, registerAccount } from '../support/accounts';
import { AdminConsole, signInAsAdmin } from '../support/admin';
import { toast } from '../support/toast';

/** Until billing lands, an administrator grants job posts to a company account (decision 0022). */
test('an administrator grants job posts to a company, and sees the balance and the ledger', async ({ page }) => {
  await signInAsAdmin(page);
  const console = new AdminConsole(page);
  await console.openAccount(DEMO.employer);

  const section = page.getByRole('region', { name: 'Job posts' });
  const balance = section.getByTestId('credit-balance');
  await expect(balance).toContainText(/Balance: \d+/);
  const before = Number((await balance.innerText()).replace(/\D+/g, ''));
  // The demo company's ledger: its grant, then the posts it paid for, latest first.
  await expect(section.getByTestId('ledger-row').first()).toBeVisible();

  // The form says what is missing.
  const form = section.getByRole('form', { name: 'Grant job posts' });
  await form.getByRole('button', { name: 'Grant job posts' }).click();
  await expect(form.getByText(OPPORTUNITY_MSG.grantReason)).toBeVisible();

  await form.getByRole('textbox', { name: 'Job posts' }).fill('5');
  await form.getByRole('textbox', { name: 'Reason' }).fill('Launch offer');
  await form.getByRole('button', { name: 'Grant job posts' }).click();
  await expect(toast(page, `5 job posts granted. Balance: ${before + 5}.`)).toBeVisible();
  await expect(balance).toHaveText(`Balance: ${before + 5}`);
  await expect(section.getByTestId('ledger-row').first()).toContainText('+5');
  await expect(section.getByTestId('ledger-row').first()).toContainText('Launch offer');
  await expect(section.getByTestId('ledger-row').first()).toContainText('Ada Admin');
  await expect(form.getByRole('textbox', { name: 'Reason' })).toHaveValue('');
  if (process.env.E2E_SHOTS_DIR) await section.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/grant-1280.png` });

  // On a phone the section and its form still fit.
  await page.setViewportSize({ width: 390, height: 844 });
  const button = form.getByRole('button', { name: 'Grant job posts' });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport();
  const box = (await button.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  if (process.env.E2E_SHOTS_DIR) await section.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/grant-390.png` });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a freelancer or agency account has no job posts section', async ({ page }) => {
  await signInAsAdmin(page);
  await new AdminConsole(page).openAccount(DEMO.freelancer);
  await expect(page.getByRole('heading', { name: 'Job posts' })).toHaveCount(0);
});

test("a negative, zero or fractional number of job posts is refused with the rule's message, and nothing is granted", async ({ page, request }) => {
  // A company of this test's own, so its balance is this test's alone (issue 23: '-5' was granted as +5).
  const company = await registerAccount(request, 'COMPANY', 'grant-refused');
  await signInAsAdmin(page);
  const console = new AdminConsole(page);
  await console.openAccount(company.email);

  const section = page.getByRole('region', { name: 'Job posts' });
  const balance = section.getByTestId('credit-balance');
  await expect(balance).toHaveText('Balance: 0');
  const form = section.getByRole('form', { name: 'Grant job posts' });
  const quantity = form.getByRole('textbox', { name: 'Job posts' });
  await form.getByRole('textbox', { name: 'Reason' }).fill('Launch offer');
  for (const typed of ['-5', '0', '2.5']) {
    await quantity.fill(typed);
    // Leaving the field keeps what was typed (no clamping to 1, no dropped sign or point).
    await form.getByRole('textbox', { name: 'Reason' }).focus();
    await expect(quantity, typed).toHaveValue(typed);
    await form.getByRole('button', { name: 'Grant job posts' }).click();
    await expect(form.getByText(OPPORTUNITY_MSG.grantQuantity), typed).toBeVisible();
  }
  await expect(balance).toHaveText('Balance: 0');
  await expect(section.getByTestId('ledger-row')).toHaveCount(0);
});
