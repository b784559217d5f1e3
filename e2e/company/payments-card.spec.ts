import { expect, test } from '../support/test';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { signIn } from '../support/session';
import { toast } from '../support/toast';
import { onboardedCompany } from './company-support';
import { CARDS, fillAddress, fillCard, openPaymentPage, PAY_TEXT, payingCompany, shoot } from './payments-support';

// Payment info and the payment modal on the offline test gateway (issue 25; inventory C-F2, C-F5).
test.describe('the team card', () => {
  test.setTimeout(90_000);

  test('a card saved, a declined card refused with its message, then the card updated', async ({ page, request }) => {
    const company = await payingCompany(request, 'pay-card');
    await openPaymentPage(page, company, 'manage-payment-info', 'Payment info');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom');
    await shoot(page, 'payment-info-empty');

    // Required fields first.
    await page.getByRole('button', { name: 'Save Payment Info' }).click();
    await expect(page.getByText(PAY_TEXT.required).first()).toBeVisible();

    // A declined card: the gateway's words, and nothing saved.
    await fillAddress(page);
    await fillCard(page, CARDS.declined);
    await page.getByRole('button', { name: 'Save Payment Info' }).click();
    await expect(page.getByTestId('card-error')).toContainText(PAY_TEXT.declined);
    await expect(toast(page, PAY_TEXT.declined)).toBeVisible();
    await expect(page.getByTestId('saved-card')).toHaveCount(0);
    await shoot(page, 'payment-info-declined');

    await fillCard(page, CARDS.ok);
    await page.getByRole('button', { name: 'Save Payment Info' }).click();
    await expect(toast(page, PAY_TEXT.paymentInfoUpdated)).toBeVisible();
    const saved = page.getByTestId('saved-card');
    await expect(saved).toContainText('ending in 4242');
    await expect(saved).toContainText(`Expires 12/${new Date().getFullYear() + 3}`);
    await shoot(page, 'payment-info-saved');

    // 'Update Card Information' switches back to the form; the new card replaces the old (3155 asks to authenticate).
    await page.getByRole('button', { name: 'Update Card Information' }).click();
    await fillCard(page, CARDS.authenticate);
    await page.getByRole('button', { name: 'Save Payment Info' }).click();
    const bank = page.getByRole('dialog', { name: '3-D Secure test page' });
    await bank.getByRole('button', { name: 'Complete authentication' }).click();
    // The first save's toast may still be showing: the newest is this one's.
    await expect(toast(page, PAY_TEXT.paymentInfoUpdated).last()).toBeVisible();
    await expect(saved).toContainText('ending in 3155');
    await page.reload();
    await expect(page.getByTestId('saved-card')).toContainText('ending in 3155');
    await expect(page.getByLabel('City')).toHaveValue('Leeds');
  });

  test("'Add Payment Info' on Purchase Job Posts: the modal saves the card, then PAY shows", async ({ page, request }) => {
    const company = await payingCompany(request, 'pay-modal');
    await openPaymentPage(page, company, 'manage-credits', 'Purchase Job Posts');
    await expect(page.getByRole('button', { name: 'PAY', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Payment Info' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Payment Info' });
    await expect(modal.getByLabel('Email')).toHaveValue(company.email);
    await modal.getByLabel('Phone').fill('0113 496 0000');
    await fillAddress(modal);
    await fillCard(modal, CARDS.ok);
    await shoot(page, 'payment-modal');
    await modal.getByRole('button', { name: 'Save Payment Info' }).click();
    await expect(toast(page, PAY_TEXT.modalSaved)).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('saved-card')).toContainText('ending in 4242');
    await expect(page.getByRole('button', { name: 'PAY', exact: true })).toBeEnabled();
  });

  test("a guest admin's refused card: 'Failed to update team payment method', and nothing of the team's changed", async ({ page }) => {
    // The demo team is shared: the card is refused before anything is saved (card first, then the address).
    await signIn(page, { prefix: 'company', email: DEMO.guest, password: DEMO_PASSWORD, landsOn: '/company/dashboard' });
    await page.goto('/company/manage-payment-info');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment info' })).toBeVisible({ timeout: 20_000 });
    const update = page.getByRole('button', { name: 'Update Card Information' });
    if (await update.isVisible()) await update.click();
    await fillAddress(page);
    await fillCard(page, CARDS.declined);
    await page.getByRole('button', { name: 'Save Payment Info' }).click();
    const error = page.getByTestId('card-error');
    await expect(error).toContainText('Failed to update team payment method');
    await expect(error).toContainText(PAY_TEXT.declined);
  });

  test('an account awaiting approval sees the notice and cannot pay', async ({ page, request }) => {
    const company = await onboardedCompany(request, 'pay-inactive');
    await openPaymentPage(page, company, 'manage-credits', 'Purchase Job Posts');
    await expect(page.getByTestId('not-chargeable')).toBeVisible();
    await shoot(page, 'purchase-inactive');
  });
});

test.describe('who may open the payment pages', () => {
  test('a team member gets the 404 page on each of them', async ({ page }) => {
    await signIn(page, { prefix: 'company', email: DEMO.member, password: DEMO_PASSWORD, landsOn: '/company/dashboard' });
    for (const path of ['manage-credits', 'manage-credits/v1', 'manage-payment-info', 'subscription', 'billing-history']) {
      await page.goto(`/company/${path}`);
      await expect(page).toHaveURL('/company/404');
    }
  });

  test('manage-credits/v1 leads the team admin to manage-credits', async ({ page, request }) => {
    const company = await payingCompany(request, 'pay-v1');
    await openPaymentPage(page, company, 'billing-history', 'Billing history');
    await expect(page.getByText('No purchases yet')).toBeVisible();
    await shoot(page, 'billing-history-empty');
    await page.goto('/company/manage-credits/v1');
    await expect(page).toHaveURL('/company/manage-credits');
    await expect(page.getByRole('heading', { level: 1, name: 'Purchase Job Posts' })).toBeVisible();
  });
});
