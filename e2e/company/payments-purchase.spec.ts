import { formatDate } from '@mp/domain';
import { expect, test } from '../support/test';
import { toast } from '../support/toast';
import { pdfTextLines } from '../support/pdf';
import {
  approveCreditAccount,
  balanceOf,
  CARDS,
  createPromo,
  openPaymentPage,
  PAY_TEXT,
  payingCompany,
  saveCardByApi,
  shoot,
} from './payments-support';

// Purchase Job Posts and Billing history on the offline test gateway (issue 25; inventory C-F1, C-F3, C-F6).
test.describe('buying job posts', () => {
  test.setTimeout(90_000);

  test('3 posts bought by card with a promo: the cart, Credits added!, the balance and both histories, then the invoice PDF', async ({ page, request }) => {
    const company = await payingCompany(request, 'pay-promo');
    await saveCardByApi(request, company.token);
    const code = await createPromo(request, { type: 'PERCENTAGE', value: 10 });
    await openPaymentPage(page, company, 'manage-credits', 'Purchase Job Posts');

    await expect(page.getByText('Your Available Job Posts')).toBeVisible();
    await expect(balanceOf(page)).toHaveText('0');
    await expect(page.getByText('No job posts yet')).toBeVisible();
    await expect(page.getByTestId('saved-card')).toContainText('4242');
    await expect(page.getByText('Test mode').first()).toBeVisible();
    // One post is £495 + £99 VAT = £594 (C-Q1): never the spec's '£554'.
    await expect(page.getByTestId('cart-total')).toHaveText('£594.00');
    await expect(page.getByText('£554')).toHaveCount(0);

    // 1 to 10: above 10 the input clamps, empty or 0 says 'Min 1'; the order then shows no price (not the last one).
    const quantity = page.getByRole('textbox', { name: 'Job posts' });
    await quantity.fill('25');
    await expect(quantity).toHaveValue('10');
    await expect(page.getByTestId('cart-gross')).toHaveText('£4,950.00');
    await quantity.fill('');
    await expect(page.getByText('Min 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'PAY', exact: true })).toBeDisabled();
    await quantity.fill('0');
    await expect(page.getByText('Min 1', { exact: true })).toBeVisible();
    await expect(page.getByTestId('cart-invalid')).toHaveText(PAY_TEXT.cartInvalid);
    await expect(page.getByTestId('cart-total')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'PAY', exact: true })).toBeDisabled();
    await shoot(page, 'purchase-invalid-quantity');
    await quantity.fill('3');

    // The promo: an unknown code, then an empty field clears the message, then a real code.
    const promo = page.getByRole('textbox', { name: 'Promo code' });
    await promo.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText(PAY_TEXT.promoUnknown)).toBeVisible();
    await promo.fill('');
    await expect(page.getByText(PAY_TEXT.promoUnknown)).toHaveCount(0);
    await promo.fill(code);
    await promo.press('Enter');
    await expect(page.getByText(PAY_TEXT.promoApplied)).toBeVisible();

    // 3 × £495 = £1,485.00; 10% off £148.50; net £1,336.50; VAT 20% £267.30; total £1,603.80.
    await expect(page.getByTestId('cart-gross')).toHaveText('£1,485.00');
    await expect(page.getByTestId('cart-promo')).toHaveText('−£148.50');
    await expect(page.getByTestId('cart-net')).toHaveText('£1,336.50');
    await expect(page.getByTestId('cart-vat')).toHaveText('£267.30');
    await expect(page.getByTestId('cart-total')).toHaveText('£1,603.80');
    await shoot(page, 'purchase-cart');

    await page.getByRole('button', { name: 'PAY', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your purchase' });
    await expect(confirm).toContainText('3 Job Posts');
    await expect(confirm).toContainText('£1,603.80');
    await confirm.getByRole('button', { name: 'Pay £1,603.80' }).click();
    await expect(toast(page, PAY_TEXT.creditsAdded)).toBeVisible({ timeout: 15_000 });
    await expect(balanceOf(page)).toHaveText('3');
    await expect(quantity).toHaveValue('1');
    await expect(promo).toHaveValue('');
    const grid = page.getByRole('region', { name: 'Balance history' });
    await expect(grid.getByRole('row').filter({ hasText: '+3' })).toContainText('IN');
    await shoot(page, 'purchase-paid');

    // Billing history: the row, and its invoice as a PDF through a signed link in a new tab.
    await page.goto('/company/billing-history');
    const row = page.getByTestId('history-row').first();
    await expect(row).toContainText('3 Job Post(s)');
    await expect(row).toContainText(formatDate(new Date()));
    await expect(row).toContainText('£1,603.80');
    await shoot(page, 'billing-history');
    const popup = page.waitForEvent('popup');
    // The new tab asks for the signed link (a PDF the headless browser downloads rather than shows).
    const opened = page.context().waitForEvent('request', (r) => r.url().includes('/invoice/'));
    await row.getByRole('button', { name: /Download PDF/ }).click();
    const tab = await popup;
    const link = (await opened).url();
    expect(link).toMatch(/\/api\/user\/\d+\/invoice\/\d+/);
    const pdf = await request.get(link);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    // Its figures are the quote's: 3 × £495.00 at 20% VAT, 10% off, the total without VAT, the VAT, the total charged.
    // The offline test gateway's invoice says it is not a VAT invoice (decision 0046).
    const text = pdfTextLines(body).join('|');
    expect(text).toContain('Test mode: not a VAT invoice');
    expect(text).toContain('Job Post(s)|3|£495.00|20%|£1,485.00');
    expect(text).toContain('Subtotal|£1,485.00|Discount|-£148.50|Total excluding VAT|£1,336.50|VAT at 20%|£267.30|Total|£1,603.80');
    await tab.close();
  });

  test('a credit account applied for in the form, approved by the administrator, then Purchase on Account', async ({ page, request }) => {
    const company = await payingCompany(request, 'pay-account');
    await openPaymentPage(page, company, 'manage-credits', 'Purchase Job Posts');
    await expect(page.getByRole('button', { name: 'Add Payment Info' })).toBeVisible();
    await shoot(page, 'purchase-empty');

    await page.getByRole('button', { name: 'Apply for Credit Account' }).click();
    const form = page.getByRole('region', { name: 'Apply for Credit Account' });
    await expect(form.getByLabel('Employer Name')).toHaveValue('Fresh Test Ltd');
    await form.getByLabel('Employer Name').fill('');
    await form.getByLabel('Phone').fill('call me');
    await form.getByLabel('Invoice Email').fill('accounts@');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByText(PAY_TEXT.required).first()).toBeVisible();
    await expect(form.getByText(PAY_TEXT.badPhone)).toBeVisible();
    await expect(form.getByText(PAY_TEXT.badEmail)).toBeVisible();
    await shoot(page, 'credit-account-form');
    // Cancel returns to the order; the form comes back empty of nothing typed before.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Apply for Credit Account' }).click();

    await form.getByLabel('Employer Name').fill('Fresh Test Ltd');
    await form.getByLabel('Address Line 1').fill('10 Test Street');
    await form.getByLabel('City').fill('Leeds');
    await form.getByLabel('County').fill('West Yorkshire');
    await form.getByLabel('Postcode').fill('LS1 4AP');
    await form.getByLabel('Phone').fill('+44 113 496 0000');
    await form.getByLabel('Invoice Email').fill('accounts@example.test');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page, PAY_TEXT.submitted)).toBeVisible();
    await expect(page.getByTestId('credit-account-pending')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply for Credit Account' })).toHaveCount(0);

    await approveCreditAccount(request, company);
    await page.reload();
    await page.getByRole('textbox', { name: 'Job posts' }).fill('2');
    await expect(page.getByTestId('cart-total')).toHaveText('£1,188.00');
    await page.getByRole('button', { name: 'Purchase on Account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your purchase' });
    await expect(confirm).toContainText('on account');
    await confirm.getByRole('button', { name: 'Confirm purchase on account' }).click();
    await expect(toast(page, PAY_TEXT.creditsAdded)).toBeVisible({ timeout: 15_000 });
    await expect(balanceOf(page)).toHaveText('2');

    await page.goto('/company/billing-history');
    const row = page.getByTestId('history-row').first();
    await expect(row).toContainText('2 Job Post(s)');
    await expect(row).toContainText('On account');
    await expect(row.getByRole('button', { name: /Download PDF/ })).toBeVisible();
  });

  test('a card that asks to authenticate (3155): the bank’s page completed, then Credits added!', async ({ page, request }) => {
    const company = await payingCompany(request, 'pay-3155');
    await saveCardByApi(request, company.token, CARDS.authenticate);
    await openPaymentPage(page, company, 'manage-credits', 'Purchase Job Posts');
    await page.getByRole('button', { name: 'PAY', exact: true }).click();
    await page.getByRole('dialog', { name: 'Confirm your purchase' }).getByRole('button', { name: 'Pay £594.00' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeVisible();
    const bank = page.getByRole('dialog', { name: '3-D Secure test page' });
    await expect(bank).toBeVisible({ timeout: 15_000 });
    await shoot(page, 'purchase-authenticate');
    await bank.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(toast(page, PAY_TEXT.creditsAdded)).toBeVisible({ timeout: 15_000 });
    await expect(balanceOf(page)).toHaveText('1');
  });
});
