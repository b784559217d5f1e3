import { expect, test, type Page } from '../support/test';
import { gate, loseAnswers } from '../support/graphql';
import { toast } from '../support/toast';
import { activeCreditAccount, balanceOf, billingOf, fillAddress, openPaymentPage, PAY_TEXT, payingCompany, saveCardByApi, shoot } from './payments-support';

/**
 * A payment whose answer is lost after the server made it (issue 36: the database connection dropped before the
 * answer, so the page got 503 UNAVAILABLE): the page checks with the same key and shows what happened, and the next
 * click sends that key again, so the posts are bought once.
 */

const payButton = (page: Page) => page.getByRole('button', { name: 'PAY', exact: true });
const check = (page: Page) => page.getByTestId('payment-check');

async function confirmPayment(page: Page) {
  await payButton(page).click();
  await page.getByRole('dialog', { name: 'Confirm your purchase' }).getByRole('button', { name: /^Pay £/ }).click();
}

/** The first request is made and its answer lost; the next ones (the page's checks) pass once `opened` resolves. */
const heldUntil = (opened: Promise<void>) => async (n: number) => {
  if (n === 1) return 'commit-then-503' as const;
  await opened;
  return 'pass' as const;
};

/** Every request carried the same idempotency key. */
function oneKey(sent: Record<string, unknown>[]) {
  expect(sent.length).toBeGreaterThan(1);
  expect(new Set(sent.map((v) => v.idempotencyKey)).size).toBe(1);
}

test.describe('a payment whose answer was lost', () => {
  test.setTimeout(90_000);

  test('by card: the page checks, says it cannot confirm, and the next click gets the first purchase back', async ({ page, request }) => {
    const company = await payingCompany(request, 'pay-lost');
    await saveCardByApi(request, company.token);
    await openPaymentPage(page, company, 'manage-credits', 'Purchase Job Posts');

    await page.getByRole('textbox', { name: 'Job posts' }).fill('2');
    await expect(page.getByTestId('cart-gross')).toContainText('£990.00');

    // The first request is bought and charged, its answer lost; the checks cannot reach the server until released.
    const outage = gate();
    const network = await loseAnswers(page, 'PurchaseJobPosts', 'purchaseJobPosts', async (n) => {
      if (n === 1) return 'commit-then-503';
      await outage.opened;
      return 'unreachable';
    });
    await confirmPayment(page);
    // Soft, so that a page that does not check goes on to the next click and shows what that costs.
    await expect.soft(check(page)).toContainText(PAY_TEXT.checkingPayment, { timeout: 15_000 });
    await expect.soft(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await shoot(page, 'purchase-checking');
    outage.open();
    await expect.soft(check(page)).toContainText(PAY_TEXT.unconfirmedPayment, { timeout: 20_000 });
    await expect.soft(check(page)).toContainText(PAY_TEXT.safeToPayAgain);
    await shoot(page, 'purchase-unconfirmed');

    // The server is back: the person pays again, and gets the first purchase, not a second.
    await network.stop();
    await expect(payButton(page)).toBeEnabled({ timeout: 20_000 });
    await confirmPayment(page);
    await expect(toast(page, PAY_TEXT.creditsAdded)).toBeVisible({ timeout: 15_000 });
    await expect(balanceOf(page)).toHaveText('2');
    await expect(check(page)).toHaveCount(0);
    const billing = await billingOf(request, company.token);
    expect(billing.balance).toBe(2);
    expect(billing.rows.map((r) => [r.quantity, r.kind])).toEqual([[2, 'card']]);
    oneKey(network.sent());
  });

  test('on account: the page’s own check finds the purchase and shows Credits added!', async ({ page, request }) => {
    const company = await payingCompany(request, 'pay-lost-account');
    await activeCreditAccount(request, company);
    await openPaymentPage(page, company, 'manage-credits', 'Purchase Job Posts');
    await page.getByRole('textbox', { name: 'Job posts' }).fill('3');
    await expect(page.getByTestId('cart-gross')).toContainText('£1,485.00');

    // The check waits until the test has seen the page say so.
    const seen = gate();
    const network = await loseAnswers(page, 'PurchaseJobPosts', 'purchaseJobPosts', heldUntil(seen.opened));
    await page.getByRole('button', { name: 'Purchase on Account' }).click();
    await page.getByRole('dialog', { name: 'Confirm your purchase' }).getByRole('button', { name: 'Confirm purchase on account' }).click();
    await expect(check(page)).toContainText(PAY_TEXT.checkingPurchase, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    seen.open();
    await expect(toast(page, PAY_TEXT.creditsAdded)).toBeVisible({ timeout: 15_000 });
    await expect(check(page)).toHaveCount(0);
    await expect(balanceOf(page)).toHaveText('3');
    const billing = await billingOf(request, company.token);
    expect(billing.balance).toBe(3);
    expect(billing.rows.map((r) => [r.quantity, r.kind])).toEqual([[3, 'account']]);
    oneKey(network.sent());
  });

  test('starting the subscription: the check finds the first month paid, and the page says thank you', async ({ page, request }) => {
    const company = await payingCompany(request, 'pay-lost-sub');
    await saveCardByApi(request, company.token);
    await openPaymentPage(page, company, 'subscription', 'Start Your Subscription');
    await fillAddress(page);

    const seen = gate();
    const network = await loseAnswers(page, 'StartSubscription', 'startSubscription', heldUntil(seen.opened));
    await page.getByRole('button', { name: 'Start Subscription' }).click();
    await expect(check(page)).toContainText(PAY_TEXT.checkingPayment, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Start Subscription' })).toBeDisabled();
    seen.open();
    await expect(toast(page, PAY_TEXT.subscribed)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL('/company/dashboard');
    const billing = await billingOf(request, company.token);
    expect(billing.rows.map((r) => [r.quantity, r.kind])).toEqual([[2, 'subscription']]);
    expect(billing.balance).toBe(2);
    oneKey(network.sent());
  });
});
