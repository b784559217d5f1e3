import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminToken } from '../support/content';
import { call } from '../support/graphql';
import { signIn } from '../support/session';
import { onboardedCompany, type OnboardedCompany } from './company-support';

/** The payment screens' browser tests (issue 25): a company of their own, cards saved through the offline test gateway. */

export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0025 0000 3155',
} as const;

export const PAY_TEXT = {
  creditsAdded: 'Credits added!',
  promoApplied: 'Promo applied!',
  promoUnknown: "Promo code doesn't exist!",
  declined: 'Your card was declined.',
  paymentInfoUpdated: 'Payment info updated!',
  modalSaved: 'Your payment info has been updated!',
  submitted: 'Your data has been submitted!',
  required: 'This field is required',
  badPhone: 'Please enter a valid phone number',
  badEmail: 'Please enter a valid email',
  subscribed: 'Thank you for your subscription!',
  checkingPayment: 'Checking your payment…',
  checkingPurchase: 'Checking your purchase…',
  unconfirmedPayment: 'We could not confirm your payment',
  safeToPayAgain: 'Paying again for the same order is safe: you will not be charged twice.',
  cartInvalid: 'Enter from 1 to 10 job posts to see the price.',
} as const;

export interface PayingCompany extends OnboardedCompany {
  token: string;
}

/** An approved company with a complete profile, signed in through the API (its token for the API's fixtures). */
export async function payingCompany(request: APIRequestContext, tag: string): Promise<PayingCompany> {
  const company = await onboardedCompany(request, tag, { approve: true });
  const { login } = await call<{ login: { access_token: string } }>(
    request,
    'mutation($input: LoginInput!) { login(input: $input) { access_token } }',
    { input: { email: company.email, password: company.password } },
  );
  return { ...company, token: login.access_token };
}

async function post(request: APIRequestContext, path: string, token: string, data: unknown) {
  const response = await request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  const body = (await response.json()) as { status?: string; message?: string };
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${JSON.stringify(body)}`);
  return body;
}

/**
 * Saves a test card as the team's through the API, as the card field does (prepareCard, the test gateway's confirm,
 * its authentication page completed when the card asks for it, saveCard): for tests whose subject is paying.
 */
export async function saveCardByApi(request: APIRequestContext, token: string, number: string = CARDS.ok) {
  const { prepareCard } = await call<{ prepareCard: { setupRef: string } }>(request, 'mutation { prepareCard { setupRef } }', {}, token);
  const ref = prepareCard.setupRef;
  const confirmed = await post(request, `/api/test-gateway/setups/${ref}/confirm`, token, { number: number.replace(/\s/g, ''), expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' });
  if (confirmed.status === 'requires_action') await post(request, `/api/test-gateway/setups/${ref}/authenticate`, token, { outcome: 'complete' });
  await call(request, 'mutation($ref: String!) { saveCard(setupRef: $ref) { last4 } }', { ref }, token);
}

/** A promo code made by the administrator (the console's adminCreatePromoCode): a fresh code per test. */
export async function createPromo(request: APIRequestContext, opts: { type: 'PERCENTAGE' | 'FIXED'; value: number }): Promise<string> {
  const code = `E2E${randomBytes(4).toString('hex').toUpperCase()}`;
  await call(
    request,
    'mutation($input: PromoCodeInput!) { adminCreatePromoCode(input: $input) { id } }',
    { input: { code, type: opts.type, value: opts.value } },
    await adminToken(request),
  );
  return code;
}

/** The administrator approves the team's waiting credit-account application (what the console's button sends). */
export async function approveCreditAccount(request: APIRequestContext, company: PayingCompany) {
  const { billingAccount } = await call<{ billingAccount: { teamId: string } }>(request, '{ billingAccount { teamId } }', {}, company.token);
  const admin = await adminToken(request);
  const { creditAccountRequests } = await call<{ creditAccountRequests: { id: string; teamId: string }[] }>(
    request,
    '{ creditAccountRequests(status: "pending") { id teamId } }',
    {},
    admin,
  );
  const mine = creditAccountRequests.find((r) => r.teamId === billingAccount.teamId);
  if (!mine) throw new Error(`no waiting application for team ${billingAccount.teamId}`);
  await call(request, 'mutation($id: ID!) { decideCreditAccount(requestId: $id, approve: true) { status } }', { id: mine.id }, admin);
}

/** The team's balance and its billing history's rows (newest first), as the API has them. */
export async function billingOf(request: APIRequestContext, token: string) {
  const { billingAccount, billingHistory } = await call<{
    billingAccount: { balance: number };
    billingHistory: { data: { quantity: number; kind: string; totalPence: number }[] };
  }>(request, '{ billingAccount { balance } billingHistory(first: 50, page: 1) { data { quantity kind totalPence } } }', {}, token);
  return { balance: billingAccount.balance, rows: billingHistory.data };
}

/** A credit account applied for through the API, as the form sends it, and approved: 'Purchase on Account' is offered. */
export async function activeCreditAccount(request: APIRequestContext, company: PayingCompany) {
  const input = {
    invoice_company: 'Fresh Test Ltd', invoice_address_1: '10 Test Street', invoice_city: 'Leeds', invoice_state: 'West Yorkshire',
    invoice_country: 'GB', invoice_zip: 'LS1 4AP', invoice_phone: '+44 113 496 0000', invoice_email: 'accounts@example.test',
  };
  await call(request, 'mutation($input: CreditAccountRequestInput!) { requestCreditAccount(input: $input) { id } }', { input }, company.token);
  await approveCreditAccount(request, company);
}

/** Signs the company in and opens one of its payment pages, once its account has loaded. */
export async function openPaymentPage(page: Page, company: { email: string; password: string }, path: string, heading: string | RegExp) {
  await signIn(page, { prefix: 'company', email: company.email, password: company.password, landsOn: '/company/dashboard' });
  await page.goto(`/company/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The balance under 'Your Available Job Posts'. */
export const balanceOf = (page: Page) => page.getByTestId('balance');

/** Types a card into the card field (the test gateway's form) inside `scope`. */
export async function fillCard(scope: Locator | Page, number: string) {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel(/Expir/).fill(`12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
  await scope.getByLabel(/CVC/).fill('123');
}

/** The billing address, as the payment forms ask for it. */
export async function fillAddress(scope: Locator | Page) {
  await scope.getByLabel('Address Line 1').fill('10 Test Street');
  await scope.getByLabel('City').fill('Leeds');
  await scope.getByLabel('County').fill('West Yorkshire');
  await scope.getByLabel('Postcode').fill('LS1 4AP');
}

const SHOTS = process.env.E2E_SHOTS_DIR;

/**
 * The page at 1280 and 390 px: no sideways scroll at 390; with E2E_SHOTS_DIR set, full-page screenshots there to look
 * at (nothing asserts on them).
 */
export async function shoot(page: Page, name: string) {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  // From the top: a page scrolled down draws its sticky header in the middle of a full-page picture.
  const top = () => page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 900 });
  await top();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name}: no sideways scroll at 390 px` }).toBeLessThanOrEqual(390);
  await top();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(size);
}
