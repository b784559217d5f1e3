import { COMPANY_VERIFY_MSG } from '@mp/domain';
import { AdminConsole, signInAsAdmin } from '../support/admin';
import { call, watchMutation } from '../support/graphql';
import { mailsTo } from '../support/mail';
import { signIn } from '../support/session';
import { shots } from '../support/shots';
import { toast } from '../support/toast';
import { expect, test } from '../support/test';
import { postingCompany, postJob } from './posting-support';

/**
 * Verified companies (issue 40 §5, decision 0066): a company admin asks for a link to a work address at the website's
 * domain (another domain is refused with the rule's words; one request for a double click), whoever holds the mailbox
 * follows it without signing in, the company's posts and page show the badge, and the console revokes it.
 */

test.describe.configure({ timeout: 180_000 });

test('a company verifies a work address at its domain, shows the badge, and the console revokes it', async ({ page, browser }) => {
  const tag = Date.now().toString(36);
  const domain = `verify-${tag}.test`;
  const company = await postingCompany(page.request, 'verify-co');
  await call(page.request, 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { id } }', { input: { website: `https://www.${domain}/about` } }, company.token);
  const title = `Verified designer ${tag}`;
  const jobId = await postJob(page.request, company.token, { title });
  const { opportunity } = await call<{ opportunity: { slug: string } }>(page.request, 'query($id: ID!) { opportunity(id: $id) { slug } }', { id: jobId }, company.token);

  await signIn(page, { prefix: 'company', email: company.email, password: company.password, landsOn: /\/company\// });
  await page.goto('/company/profile');
  const card = page.getByRole('region', { name: 'Verified company' });
  await expect(card).toBeVisible();
  const field = card.getByRole('textbox', { name: 'Work email address' });
  await field.fill('hiring@gmail.com');
  await card.getByRole('button', { name: 'Email me a link' }).click();
  await expect(card.getByText(COMPANY_VERIFY_MSG.wrongDomain(domain))).toBeVisible();

  const address = `hiring@people.${domain}`;
  await field.fill(address);
  const requests = watchMutation(page, 'requestCompanyVerification');
  await card.getByRole('button', { name: 'Email me a link' }).dblclick();
  await expect(card.getByText(COMPANY_VERIFY_MSG.sent(address))).toBeVisible();
  expect(await requests.settled()).toHaveLength(1);

  // Whoever reads the mailbox follows the link, signed in or not, and confirms.
  const link = () => mailsTo(address).map((text) => text.match(/https?:\/\/\S+\/verify-company\?token=[A-Za-z0-9_-]+/)?.[0]).find(Boolean);
  await expect.poll(link).toBeTruthy();
  // The link is minted by the mail's job: once sent, the card says it is out.
  await page.reload();
  await expect(card.getByText(`A link is on its way to ${address}`)).toBeVisible();
  await shots(page, 'verify-card-sent');
  const mailbox = await browser.newContext();
  const reader = await mailbox.newPage();
  await reader.goto(new URL(link()!).pathname + new URL(link()!).search);
  await expect(reader).toHaveTitle(/Verify your company/);
  await shots(reader, 'verify-link-page');
  await reader.getByRole('button', { name: 'Verify my company' }).click();
  await expect(reader.getByText(COMPANY_VERIFY_MSG.verified(domain))).toBeVisible();
  await shots(reader, 'verify-link-done');

  // A visitor sees the badge on the post, its card on the board, and the company page.
  await reader.goto(`/jobs/${opportunity.slug}?verified`);
  await expect(reader.getByTestId('job-company').getByTestId('verified-badge')).toBeVisible();
  await reader.goto(`/jobs?q=${tag}`);
  await expect(reader.getByTestId('opportunity-card').filter({ hasText: title }).getByTestId('verified-badge')).toBeVisible();
  await shots(reader, 'verify-board-badge');
  await mailbox.close();
  await page.reload();
  await expect(card.getByText(`Verified for ${domain} through ${address}`)).toBeVisible();

  // The console reads it on the account's page and revokes it after a confirm.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await new AdminConsole(admin).openAccount(company.email);
  const consoleCard = admin.getByRole('region', { name: 'Company verification' });
  await expect(consoleCard).toContainText(`Verified for ${domain}`);
  await shots(admin, 'verify-console');
  await consoleCard.getByRole('button', { name: 'Revoke verification' }).click();
  await admin.getByRole('dialog', { name: 'Revoke the verification?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(admin, 'Verification revoked.')).toBeVisible();
  await expect(consoleCard).toContainText('Not verified.');
  await adminContext.close();

  await page.goto(`/jobs/${opportunity.slug}?revoked`);
  await expect(page.getByTestId('job-company')).toBeVisible();
  await expect(page.getByTestId('verified-badge')).toHaveCount(0);
});
