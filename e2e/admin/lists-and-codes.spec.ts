import { expect, test } from '../support/test';
import { signInAsAdmin } from '../support/admin';
import { freshTag } from '../support/content';
import { toast } from '../support/toast';

test('reference lists: add, rename in place, reorder, hide and delete', async ({ page }) => {
  const tag = freshTag();
  const [first, second] = [`Aardvark studies ${tag}`, `Zebra crossings ${tag}`];
  await signInAsAdmin(page);
  await page.goto('/admin/reference?kind=SERVICE');
  await expect(page.getByRole('heading', { name: 'Reference lists', level: 1 })).toBeVisible();

  const add = page.getByRole('form', { name: 'Add to Services' });
  for (const name of [first, second]) {
    await add.getByLabel('New entry').fill(name);
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(toast(page, `'${name}' added.`)).toBeVisible();
  }
  const rows = page.getByTestId('reference-entry').filter({ hasText: tag });
  await expect(rows).toHaveText([new RegExp(first), new RegExp(second)]);

  // Reorder: the second one up.
  await page.getByRole('button', { name: `Move ${second} up` }).click();
  await expect(rows).toHaveText([new RegExp(second), new RegExp(first)]);

  // Rename in place.
  const renamed = `Zebra crossings, renamed ${tag}`;
  await page.getByRole('button', { name: `Rename ${second}` }).click();
  await page.getByLabel(`New name for ${second}`).fill(renamed);
  await page.getByLabel(`New name for ${second}`).press('Enter');
  await expect(rows.first()).toContainText(renamed);

  // Hide, then show again.
  const row = rows.filter({ hasText: renamed });
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(row).toContainText('Hidden');
  await row.getByRole('button', { name: 'Show' }).click();
  await expect(row).toContainText('Shown');

  // Delete (unused, so it goes).
  await row.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `'${renamed}' deleted.`)).toBeVisible();
  await expect(rows).toHaveCount(1);
});

test('promo codes: a fixed amount is typed in pounds and kept in pence', async ({ page }) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/promo-codes');
  await page.getByRole('button', { name: 'New promo code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promo code' });
  await dialog.getByLabel('Code').fill(code.toLowerCase());
  await dialog.getByText('Fixed amount').click();
  await dialog.getByLabel('Amount off (£)').fill('12.345');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter an amount in pounds, like 25 or 12.50')).toBeVisible();
  await dialog.getByLabel('Amount off (£)').fill('12.50');
  await dialog.getByLabel('Usage limit').fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The promo code has been saved.')).toBeVisible();
  const row = page.getByTestId('promo-row').filter({ hasText: code });
  await expect(row).toContainText('£12.50');
  await expect(row).toContainText('0 of 3');

  await row.getByRole('button', { name: `Delete ${code}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `${code} deleted.`)).toBeVisible();
  await expect(row).toHaveCount(0);
});
