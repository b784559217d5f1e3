import { randomBytes, randomUUID } from 'node:crypto';
import { expect, analyzeDrawn, formatFindings, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { freshEmail, FRESH_PASSWORD, PERSON } from '../support/accounts';
import { AdminConsole, signInAsAdmin } from '../support/admin';
import { adminToken, freshTag } from '../support/content';
import { call } from '../support/graphql';
import { toast } from '../support/toast';

/**
 * The console's Payments section (issue 25, decision 0045): a credit account approved (or declined) from the queue,
 * an invoice on account marked paid and opened as a PDF, the accounting CSV, and an unspent purchase refunded, at
 * 1280 and 390 px. The teams are made through the API as the product makes them (sign-up, approval, the
 * application, the purchase), each test its own, so no other test's purchases or spending can change the figures.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
const PHONE = 390;
/** The demo team's posts a purchase on account buys here: 2 × £495 + 20% VAT. */
const QUANTITY = 2;
const TOTAL = '£1,188.00';

interface Buyer {
  id: string;
  token: string;
  /** The team's name, unique to the test: the console's lists name teams by it. */
  company: string;
}

/** A company signed up and approved, whose owner buys for its team. */
async function activeCompany(request: APIRequestContext, tag: string): Promise<Buyer> {
  const company = `Ledgerline ${freshTag()}`;
  const { company: _ignored, ...person } = PERSON;
  const input = { ...person, company, type: 'COMPANY', email: freshEmail(tag), password: FRESH_PASSWORD };
  const response = await request.post('/graphql', {
    // Sign-ups are limited per address; each fixture team signs up from its own (support/accounts.ts).
    headers: { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` },
    data: { query: 'mutation($input: RegisterInput!) { register(input: $input) { id access_token } }', variables: { input } },
  });
  const body = (await response.json()) as { data?: { register?: { id: string; access_token: string } }; errors?: unknown };
  if (!body.data?.register) throw new Error(`registering ${company} failed: ${JSON.stringify(body.errors ?? body)}`);
  const { id, access_token: token } = body.data.register;
  await call(request, 'mutation($id: ID!) { adminApproveUser(id: $id) { id } }', { id }, await adminToken(request));
  return { id, token, company };
}

/** 'Apply for Credit Account', as the team's owner. */
async function applyForCreditAccount(request: APIRequestContext, buyer: Buyer): Promise<void> {
  const input = {
    invoice_company: `${buyer.company} Accounts`,
    invoice_address_1: '1 Ledger Lane',
    invoice_address_2: null,
    invoice_city: 'Leeds',
    invoice_state: 'West Yorkshire',
    invoice_country: 'GB',
    invoice_zip: 'LS1 4AP',
    invoice_phone: '+44 113 496 0000',
    invoice_email: freshEmail('accounts'),
  };
  await call(request, 'mutation($input: CreditAccountRequestInput!) { requestCreditAccount(input: $input) { id } }', { input }, buyer.token);
}

/** 'Purchase on Account' of QUANTITY posts, with a key of its own; returns the balance after. */
async function buyOnAccount(request: APIRequestContext, buyer: Buyer): Promise<number> {
  const data = await call<{ purchaseJobPosts: { purchase: { status: string }; balance: number } }>(
    request,
    'mutation($key: String!, $input: PurchaseInput!) { purchaseJobPosts(idempotencyKey: $key, input: $input) { purchase { status } balance } }',
    { key: randomUUID(), input: { quantity: QUANTITY, method: 'account' } },
    buyer.token,
  );
  expect(data.purchaseJobPosts.purchase.status).toBe('paid');
  return data.purchaseJobPosts.balance;
}

async function balanceOf(request: APIRequestContext, buyer: Buyer): Promise<number> {
  return (await call<{ currentCredit: { balance: number } }>(request, '{ currentCredit { balance } }', {}, buyer.token)).currentCredit.balance;
}

/** A state the automatic scan does not reach (an open dialog): scanned here, WCAG 2.2 AA. */
async function expectAccessible(page: Page) {
  // Scanned as drawn once nothing moves: a dialog fading in, or an earlier toast leaving, is washed out meanwhile.
  const { violations } = await analyzeDrawn(page);
  const findings = violations.flatMap((v) => v.nodes.map((n) => ({ rule: v.id, impact: v.impact ?? '', help: v.help, url: page.url(), path: new URL(page.url()).pathname, targets: [{ selector: n.target.join(' '), detail: n.failureSummary ?? '' }] })));
  expect(findings, formatFindings(findings)).toEqual([]);
}

/** Transitions (a dialog fading in) finished: the page as it stays. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** A full-page screenshot when E2E_SHOTS_DIR is set, without the toasts of earlier steps over the heading. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, style: '.mantine-Notifications-root { display: none !important; }' });
}

/** The page itself does not scroll sideways (a wide table scrolls inside its frame). */
async function fitsWidth(page: Page, width: number) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The element is wholly inside the phone's window and is what a finger there would touch (not covered by cells). */
async function whollyOnScreen(page: Page, locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE);
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button, a')?.textContent?.trim() ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toBe((await locator.textContent())?.trim());
}

/** Opens a page of the Payments section from the console's navigation (the picker on a phone). */
async function openPayments(page: Page, label: 'Purchases' | 'Invoices' | 'Subscriptions' | 'Credit accounts', phone = false) {
  const console = new AdminConsole(page);
  if (phone) await console.sectionPicker.selectOption({ label: `Payments: ${label}` });
  else await console.nav.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Console: Payments: ${label} | Onbrief`);
}

/** The first cell's text of a row: the invoice's number, the purchase's #. */
async function firstCell(row: Locator): Promise<string> {
  return (await row.getByRole('cell').first().innerText()).split('\n')[0]!.trim();
}

test('an administrator approves a credit account, marks its invoice paid and refunds the unspent purchase', async ({ page, request }) => {
  test.setTimeout(90_000);
  const buyer = await activeCompany(request, 'pay-console');
  await applyForCreditAccount(request, buyer);
  await signInAsAdmin(page);

  // The queue: the application, with its invoice details; approving asks first, then the row leaves the queue.
  await openPayments(page, 'Credit accounts');
  const application = page.getByTestId('credit-request-row').filter({ hasText: buyer.company });
  await expect(application).toContainText(`${buyer.company} Accounts`);
  await expect(application).toContainText('1 Ledger Lane');
  await expect(page.getByRole('tab', { name: /^Pending \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await shoot(page, 'credit-accounts-1280');
  await application.getByRole('button', { name: `Approve the credit account of ${buyer.company}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve credit account' });
  await expect(confirm).toContainText(`invoiced to ${buyer.company} Accounts`);
  await expectAccessible(page);
  await shoot(page, 'credit-accounts-confirm-1280');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, `Credit account approved for ${buyer.company}. The team's admins have been emailed.`)).toBeVisible();
  await expect(application).toHaveCount(0);
  await page.getByRole('tab', { name: 'Approved' }).click();
  await expect(page).toHaveURL(/status=approved/);
  await expect(page.getByTestId('credit-request-row').filter({ hasText: buyer.company })).toBeVisible();

  // The team buys on account: the posts at once, an invoice due later.
  expect(await buyOnAccount(request, buyer)).toBe(QUANTITY);

  // Invoices: the new one awaits payment; marking it paid asks first.
  await openPayments(page, 'Invoices');
  const invoice = page.getByTestId('invoice-row').filter({ hasText: buyer.company });
  await expect(invoice).toHaveCount(1);
  await expect(invoice).toContainText('On account');
  await expect(invoice).toContainText(TOTAL);
  await expect(invoice.getByText('Unpaid')).toBeVisible();
  await expect(invoice.getByText('Overdue')).toHaveCount(0);
  const number = await firstCell(invoice);
  await shoot(page, 'invoices-1280');
  await invoice.getByRole('button', { name: `Mark paid: invoice ${number}` }).click();
  await page.getByRole('dialog', { name: 'Mark paid' }).getByRole('button', { name: 'Mark paid' }).click();
  await expect(toast(page, `Invoice ${number} marked paid.`)).toBeVisible();
  await expect(invoice.getByRole('button', { name: /^Mark paid/ })).toHaveCount(0);
  await expect(invoice.getByText('Unpaid')).toHaveCount(0);

  // Its PDF opens in a new tab, through a signed link (the headless browser saves a PDF rather than showing it, so
  // the tab's request is what is checked).
  const link = new RegExp(`/api/user/${buyer.id}/invoice/\\d+\\?`);
  const opening = page.waitForEvent('popup');
  const fetching = page.context().waitForEvent('request', (r) => link.test(r.url()));
  await invoice.getByRole('button', { name: `Download PDF of invoice ${number}` }).click();
  const tab = await opening;
  const pdf = await request.get((await fetching).url());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await tab.close();

  // The accounting records download as CSV, the new invoice among them.
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await saving;
  expect(csv.suggestedFilename()).toBe('accounting.csv');
  const lines = (await (await import('node:fs/promises')).readFile((await csv.path())!, 'utf8')).split(/\r?\n/);
  expect(lines.some((line) => line.startsWith(`${number},invoice,`))).toBe(true);

  // Purchases, filtered to the paid ones: the invoice's number opens the same PDF; Refund asks why.
  await openPayments(page, 'Purchases');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paid' }).click();
  await expect(page).toHaveURL(/status=paid/);
  const purchase = page.getByTestId('purchase-row').filter({ hasText: buyer.company });
  await expect(purchase).toContainText('On account');
  await expect(purchase.getByRole('button', { name: `Invoice ${number} (PDF, opens in a new tab)` })).toBeVisible();
  const id = (await firstCell(purchase)).replace(/\D/g, '');
  await shoot(page, 'purchases-1280');
  await purchase.getByRole('button', { name: `Refund purchase #${id} of ${buyer.company}` }).click();
  const refund = page.getByRole('dialog', { name: `Refund purchase #${id}` });
  await refund.getByRole('button', { name: `Refund ${TOTAL}` }).click();
  await expect(refund.getByText('Please give a reason.')).toBeVisible();
  await refund.getByRole('textbox', { name: 'Reason' }).fill('Bought by mistake');
  await expectAccessible(page);
  await shoot(page, 'purchases-refund-1280');
  await refund.getByRole('button', { name: `Refund ${TOTAL}` }).click();
  await expect(toast(page, `Purchase #${id} refunded: ${QUANTITY} job posts taken back from ${buyer.company}.`)).toBeVisible();
  await expect(refund).toBeHidden();
  // Filtered to paid, the refunded purchase leaves the list; under Refunded it has no Refund.
  await expect(purchase).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Refunded' }).click();
  await expect(purchase.getByText('Refunded')).toBeVisible();
  await expect(purchase.getByRole('button', { name: /^Refund/ })).toHaveCount(0);

  // The balance falls back, on the team's account page too.
  expect(await balanceOf(request, buyer)).toBe(0);
  await purchase.getByRole('link', { name: buyer.company }).click();
  await expect(page.getByTestId('credit-balance')).toHaveText('Balance: 0');

  // A credit note now stands against the invoice.
  await openPayments(page, 'Invoices');
  const note = page.getByTestId('invoice-row').filter({ hasText: buyer.company }).filter({ hasText: 'Credit note' });
  await expect(note).toContainText(`-${TOTAL}`);
  await shoot(page, 'invoices-credit-note-1280');

  await openPayments(page, 'Subscriptions');
  await shoot(page, 'subscriptions-1280');
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: PHONE, height: 844 }, isMobile: true, hasTouch: true });

  test("each payment page fits, and its row actions stay on screen and work", async ({ page, request }) => {
    test.setTimeout(90_000);
    const declined = await activeCompany(request, 'pay-decline');
    await applyForCreditAccount(request, declined);
    const buyer = await activeCompany(request, 'pay-phone');
    await applyForCreditAccount(request, buyer);
    const token = await adminToken(request);
    const { creditAccountRequests } = await call<{ creditAccountRequests: { id: string; teamName: string }[] }>(
      request,
      '{ creditAccountRequests(status: "pending") { id teamName } }',
      {},
      token,
    );
    const requestId = creditAccountRequests.find((r) => r.teamName === buyer.company)!.id;
    await call(request, 'mutation($id: ID!) { decideCreditAccount(requestId: $id, approve: true) { id } }', { id: requestId }, token);
    expect(await buyOnAccount(request, buyer)).toBe(QUANTITY);

    await signInAsAdmin(page);

    // Credit accounts: Decline, asked first; the application moves to the Declined tab.
    await openPayments(page, 'Credit accounts', true);
    const application = page.getByTestId('credit-request-row').filter({ hasText: declined.company });
    const decline = application.getByRole('button', { name: `Decline the credit account of ${declined.company}` });
    await whollyOnScreen(page, decline);
    await fitsWidth(page, PHONE);
    await shoot(page, 'credit-accounts-390');
    await decline.click();
    await page.getByRole('dialog', { name: 'Decline credit account' }).getByRole('button', { name: 'Decline' }).click();
    await expect(toast(page, `Credit account declined for ${declined.company}. The team's admins have been emailed.`)).toBeVisible();
    await expect(application).toHaveCount(0);
    await page.getByRole('tab', { name: 'Declined' }).click();
    await expect(page.getByTestId('credit-request-row').filter({ hasText: declined.company })).toBeVisible();

    // Invoices: Mark paid and Download PDF on screen.
    await openPayments(page, 'Invoices', true);
    const invoice = page.getByTestId('invoice-row').filter({ hasText: buyer.company });
    const markPaid = invoice.getByRole('button', { name: /^Mark paid: invoice / });
    await whollyOnScreen(page, markPaid);
    await fitsWidth(page, PHONE);
    await expect(page.getByTestId('scroll-hint')).toBeVisible();
    await shoot(page, 'invoices-390');
    await markPaid.click();
    const confirm = page.getByRole('dialog', { name: 'Mark paid' });
    await expectAccessible(page);
    await shoot(page, 'invoices-confirm-390');
    await confirm.getByRole('button', { name: 'Mark paid' }).click();
    await expect(toast(page, `Invoice ${await firstCell(invoice)} marked paid.`)).toBeVisible();
    await whollyOnScreen(page, invoice.getByRole('button', { name: /^Download PDF/ }));

    // Purchases: Refund on screen, and its dialog fits.
    await openPayments(page, 'Purchases', true);
    const purchase = page.getByTestId('purchase-row').filter({ hasText: buyer.company });
    const refundButton = purchase.getByRole('button', { name: /^Refund purchase/ });
    await whollyOnScreen(page, refundButton);
    await fitsWidth(page, PHONE);
    await shoot(page, 'purchases-390');
    await refundButton.click();
    const refund = page.getByRole('dialog', { name: /^Refund purchase/ });
    await refund.getByRole('textbox', { name: 'Reason' }).fill('Duplicate order');
    await shoot(page, 'purchases-refund-390');
    await refund.getByRole('button', { name: `Refund ${TOTAL}` }).click();
    await expect(refund).toBeHidden();
    await expect(purchase.getByText('Refunded')).toBeVisible();
    expect(await balanceOf(request, buyer)).toBe(0);

    await openPayments(page, 'Subscriptions', true);
    await fitsWidth(page, PHONE);
    await shoot(page, 'subscriptions-390');
  });
});

test('the Settings page names and explains the payment settings', async ({ page }) => {
  await signInAsAdmin(page);
  await new AdminConsole(page).nav.getByRole('link', { name: 'Settings' }).click();
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments.getByText('Volume discounts')).toBeVisible();
  await expect(payments.getByText("'3:5, 5:10' is 5% off from 3 posts and 10% from 5", { exact: false })).toBeVisible();
  await expect(payments.getByRole('button', { name: 'Edit Renewal day' })).toBeVisible();
  await shoot(page, 'settings-1280');
  // On a phone the tables scroll sideways inside their frames, Edit pinned on screen.
  await page.setViewportSize({ width: PHONE, height: 844 });
  await fitsWidth(page, PHONE);
  await whollyOnScreen(page, payments.getByRole('button', { name: 'Edit Renewal day' }));
  await shoot(page, 'settings-390');
});
