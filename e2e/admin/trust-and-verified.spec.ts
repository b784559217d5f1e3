import { REVIEW_MSG } from '@mp/domain';
import { postJob, postingCompany, type PostingCompany } from '../company/posting-support';
import { AdminConsole, signInAsAdmin } from '../support/admin';
import { call, watchMutation } from '../support/graphql';
import { mailsTo } from '../support/mail';
import { shots } from '../support/shots';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { toast } from '../support/toast';

/**
 * The console shows who is verified and whom it trusts (issue 40 §2, §5; decisions 0065, 0066): the Verified badge and
 * filter on the accounts list, at 1280 and 390 px; the Trusted poster switch on a company's account page, after which
 * its next post goes live at once instead of waiting for review.
 */

test.describe.configure({ timeout: 180_000 });

/** Verifies the company as its admin and the mailbox's reader would (e2e/company/verify.spec.ts does it on the screens). */
async function verifyCompany(request: APIRequestContext, company: PostingCompany) {
  const domain = `${company.email.split('@')[0]!.replace(/[^a-z0-9]/gi, '').toLowerCase()}.test`;
  await call(request, 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { id } }', { input: { website: `https://${domain}` } }, company.token);
  const address = `hr@${domain}`;
  await call(request, 'mutation($email: String!) { requestCompanyVerification(email: $email) { email } }', { email: address }, company.token);
  const token = () => mailsTo(address).map((text) => /\/verify-company\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1]).find(Boolean);
  await expect.poll(token).toBeTruthy();
  await call(request, 'mutation($token: String!) { confirmCompanyVerification(token: $token) { domain } }', { token: token() });
}

const reviewStatusOf = async (request: APIRequestContext, token: string, id: string) =>
  (await call<{ opportunity: { review_status: string | null } }>(request, 'query($id: ID!) { opportunity(id: $id) { review_status } }', { id }, token))
    .opportunity.review_status;

/** The list, searched for one account: its row, once the search has been applied. */
async function searchRow(page: Page, email: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test('the accounts list shows and filters verified companies, on a desktop and a phone', async ({ page }) => {
  const verified = await postingCompany(page.request, 'listed-verified', 0);
  const plain = await postingCompany(page.request, 'listed-plain', 0);
  await verifyCompany(page.request, verified);

  await signInAsAdmin(page);
  const row = await searchRow(page, verified.email);
  await expect(row.getByTestId('verified-badge')).toHaveText('Verified');
  await shots(page, 'accounts-verified-badge');
  await expect((await searchRow(page, plain.email)).getByTestId('verified-badge')).toHaveCount(0);

  // The filter: the plain company is not among the verified ones, and is among those not verified.
  await page.getByRole('combobox', { name: 'Verification' }).click();
  await page.getByRole('option', { name: 'Verified companies' }).click();
  await expect(page).toHaveURL(/[?&]verified=yes/);
  await expect(page.getByText('No accounts match.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(verified.email);
  await expect(page.getByRole('row').filter({ hasText: verified.email })).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Verification' }).click();
  await page.getByRole('option', { name: 'Companies not verified' }).click();
  await expect(page).toHaveURL(/[?&]verified=no/);
  await expect(page.getByText('No accounts match.')).toBeVisible();
  await shots(page, 'accounts-verified-filter');

  // On a phone the badge sits beside the name, on screen without scrolling the table sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/accounts?verified=yes&search=${encodeURIComponent(verified.email)}`);
  const badge = page.getByRole('row').filter({ hasText: verified.email }).getByTestId('verified-badge');
  await expect(badge).toBeVisible();
  const box = (await badge.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the console trusts a company on its account page, and its next post goes live at once', async ({ page }) => {
  const company = await postingCompany(page.request, 'trust-me', 2, { trusted: false });
  // New and untrusted: its first post waits for review.
  const first = await postJob(page.request, company.token, { title: 'Reviewed first post' });
  expect(await reviewStatusOf(page.request, company.token, first)).toBe('IN_REVIEW');

  await signInAsAdmin(page);
  await new AdminConsole(page).openAccount(company.email);
  const card = page.getByRole('region', { name: 'Post review' });
  const trusted = card.getByRole('switch', { name: REVIEW_MSG.trustedLabel });
  await expect(trusted).not.toBeChecked();
  await expect(card).toContainText(REVIEW_MSG.trustedHelp);

  // One change a click: the switch takes no other while the first is in flight.
  const sent = watchMutation(page, 'adminSetTrustedPoster');
  await trusted.dblclick();
  await expect(toast(page, REVIEW_MSG.trustedOn)).toBeVisible();
  expect(await sent.settled()).toEqual([{ teamId: company.id, trusted: true }]);
  await expect(trusted).toBeChecked();
  await expect(trusted).toBeEnabled();
  await shots(page, 'account-trusted-poster');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Post review' }).getByRole('switch', { name: REVIEW_MSG.trustedLabel })).toBeChecked();

  // Its next post publishes at once; the first still waits (trust does not release what is in the queue).
  const next = await postJob(page.request, company.token, { title: 'Trusted next post' });
  expect(await reviewStatusOf(page.request, company.token, next)).toBeNull();
  expect(await reviewStatusOf(page.request, company.token, first)).toBe('IN_REVIEW');
  const { opportunity } = await call<{ opportunity: { slug: string } }>(page.request, 'query($id: ID!) { opportunity(id: $id) { slug } }', { id: next }, company.token);
  const { publicJob } = await call<{ publicJob: { title: string } | null }>(page.request, 'query($slug: String!) { publicJob(slug: $slug) { title } }', { slug: opportunity.slug });
  expect(publicJob?.title).toBe('Trusted next post');
});
