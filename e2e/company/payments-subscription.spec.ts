import { firstPeriodEnd, formatRenewalDate } from '@mp/domain';
import { expect, test } from '../support/test';
import { toast } from '../support/toast';
import { fillAddress, openPaymentPage, PAY_TEXT, payingCompany, saveCardByApi, shoot } from './payments-support';

// The subscription on the offline test gateway (issue 25; inventory C-F4, C-Q8, C-Q16).
test.describe('the subscription', () => {
  test.setTimeout(90_000);

  test('started with the saved card, then cancelled at the end of its period and kept again', async ({ page, request }) => {
    const company = await payingCompany(request, 'pay-sub');
    await saveCardByApi(request, company.token);
    await openPaymentPage(page, company, 'subscription', 'Start Your Subscription');
    await expect(page.getByText(/£195 a month plus VAT, with 2 job posts each month/)).toBeVisible();
    await expect(page.getByText(/renews on the 4th of every month/)).toBeVisible();
    await expect(page.getByTestId('saved-card')).toContainText('ending in 4242');
    await fillAddress(page);
    await shoot(page, 'subscription-start');

    await page.getByRole('button', { name: 'Start Subscription' }).click();
    await expect(toast(page, PAY_TEXT.subscribed)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL('/company/dashboard');

    // Update mode: the renewal date as '4th February 2027', and the card form, never a second subscription (C-Q8).
    await page.goto('/company/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Your subscription' })).toBeVisible({ timeout: 20_000 });
    const renewal = formatRenewalDate(firstPeriodEnd(new Date(), 4));
    await expect(page.getByTestId('renewal')).toHaveText(`Next renewal: ${renewal}`);
    await expect(page.getByRole('button', { name: 'Start Subscription' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Update Card Information' })).toBeVisible();
    await shoot(page, 'subscription-active');

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await expect(dialog).toContainText(renewal);
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(toast(page, `Your subscription will end on ${renewal}.`)).toBeVisible();
    await expect(page.getByTestId('renewal')).toContainText(`Your subscription ends on ${renewal}`);
    await shoot(page, 'subscription-cancelled');
    await page.getByRole('button', { name: 'Keep my subscription' }).click();
    await expect(page.getByTestId('renewal')).toHaveText(`Next renewal: ${renewal}`);

    // The month's 2 posts are in the balance, and billing history lists the payment.
    await page.goto('/company/billing-history');
    await expect(page.getByTestId('history-row').first()).toContainText('2 Job Post(s)');
    await expect(page.getByTestId('history-row').first()).toContainText('Subscription');
  });
});
