import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { invoices, users } from '../../db/schema/index.js';
import { seedSettings } from '../../seed/demo.js';
import { seedReference } from '../../seed/reference.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { scriptedGateway } from './test-fixtures.js';

/**
 * Every billing operation against every kind of caller (decision 0045): allowed means past authorization (the
 * operation then answers, or refuses the input with its own code); refused means FORBIDDEN (UNAUTHENTICATED for a
 * visitor); another team's ids are NOT_FOUND.
 */

type Role = 'teamAdmin' | 'guestAdmin' | 'member' | 'otherTeam' | 'freelancer' | 'agency' | 'administrator' | 'visitor' | 'inactive';
const ROLES: Role[] = ['teamAdmin', 'guestAdmin', 'member', 'otherTeam', 'freelancer', 'agency', 'administrator', 'visitor', 'inactive'];
const EMAIL: Partial<Record<Role, string>> = {
  teamAdmin: 'employer@demo.test', guestAdmin: 'guest@demo.test', member: 'member@demo.test', freelancer: 'freelancer@demo.test',
  agency: 'agency@demo.test', administrator: 'admin@demo.test', inactive: 'inactive@demo.test',
};

let t: TestApp;
const tokens = {} as Record<Role, string | undefined>;
const ids = { purchase: '', invoice: '' };

/** An employer operation, and what the team's own admins get past authorization (an answer, or the input's code). */
interface Operation {
  name: string;
  query: string;
  variables: () => Record<string, unknown>;
  /** Names the team's purchase or invoice: another team gets NOT_FOUND. */
  owned?: boolean;
  /** Charges money: an INACTIVE company is refused (FORBIDDEN, with the notice). */
  charges?: boolean;
}

const EMPLOYER_OPERATIONS: Operation[] = [
  { name: 'billingAccount', query: '{ billingAccount { teamId balance } }', variables: () => ({}) },
  { name: 'creditHistory', query: '{ creditHistory { data { id } } }', variables: () => ({}) },
  { name: 'billingHistory', query: '{ billingHistory { data { id } } }', variables: () => ({}) },
  { name: 'priceQuote', query: '{ priceQuote(quantity: 1) { totalPence } }', variables: () => ({}) },
  { name: 'checkPromo', query: '{ checkPromo(code: "NONE") { type } }', variables: () => ({}) },
  { name: 'prepareCard', query: 'mutation { prepareCard { setupRef } }', variables: () => ({}) },
  { name: 'saveCard', query: 'mutation { saveCard(setupRef: "tseti_unknown") { last4 } }', variables: () => ({}) },
  {
    name: 'updateBillingAddress',
    query: 'mutation($input: BillingAddressInput!) { updateBillingAddress(input: $input) { city } }',
    variables: () => ({ input: { address1: '', city: 'Leeds', state: 'W Yorks', zip: 'LS1', country: 'GB' } }),
  },
  {
    name: 'purchaseJobPosts',
    query: 'mutation($key: String!) { purchaseJobPosts(input: { quantity: 1, method: "card" }, idempotencyKey: $key) { balance } }',
    variables: () => ({ key: randomUUID() }),
    charges: true,
  },
  { name: 'confirmPurchase', query: 'mutation($id: ID!) { confirmPurchase(purchaseId: $id) { balance } }', variables: () => ({ id: ids.purchase }), owned: true },
  { name: 'invoiceLink', query: 'mutation($id: ID!) { invoiceLink(invoiceId: $id) }', variables: () => ({ id: ids.invoice }), owned: true },
  {
    name: 'requestCreditAccount',
    query: 'mutation($input: CreditAccountRequestInput!) { requestCreditAccount(input: $input) { id } }',
    variables: () => ({ input: { invoice_company: '' } }),
  },
  {
    name: 'startSubscription',
    query: 'mutation($key: String!) { startSubscription(idempotencyKey: $key) { balance } }',
    variables: () => ({ key: randomUUID() }),
    charges: true,
  },
  { name: 'paySubscriptionNow', query: 'mutation { paySubscriptionNow { balance } }', variables: () => ({}) },
  { name: 'cancelSubscription', query: 'mutation { cancelSubscription { id } }', variables: () => ({}) },
  { name: 'resumeSubscription', query: 'mutation { resumeSubscription { id } }', variables: () => ({}) },
];

const CONSOLE_OPERATIONS: Operation[] = [
  { name: 'adminPurchases', query: '{ adminPurchases { data { id } } }', variables: () => ({}) },
  { name: 'adminInvoices', query: '{ adminInvoices { data { id } } }', variables: () => ({}) },
  { name: 'adminSubscriptions', query: '{ adminSubscriptions { data { id } } }', variables: () => ({}) },
  { name: 'creditAccountRequests', query: '{ creditAccountRequests { id } }', variables: () => ({}) },
  { name: 'decideCreditAccount', query: 'mutation { decideCreditAccount(requestId: "999999", approve: true) { id } }', variables: () => ({}) },
  { name: 'markInvoicePaid', query: 'mutation { markInvoicePaid(invoiceId: "999999") { id } }', variables: () => ({}) },
  { name: 'refundPurchase', query: 'mutation { refundPurchase(purchaseId: "999999", reason: "x") { id } }', variables: () => ({}) },
  { name: 'adminInvoiceLink', query: 'mutation($id: ID!) { adminInvoiceLink(invoiceId: $id) }', variables: () => ({ id: ids.invoice }) },
];

const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code ?? 'OK';

beforeAll(async () => {
  t = await createTestApp();
  t.deps.payments = scriptedGateway();
  await seedSettings(t.deps.db);
  await seedReference(t.deps.db);
  for (const role of ROLES) if (EMAIL[role]) tokens[role] = await t.login(EMAIL[role]!);
  const other = await adminFixtures(t).pendingCompany('other-team@example.com', 'Other Team');
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(other.id)));
  tokens.otherTeam = await t.login('other-team@example.com', 'Secret-pass1!');
  // The team's card and one paid purchase with its invoice.
  const setup = await t.gql('mutation { prepareCard { setupRef } }', {}, tokens.teamAdmin);
  await t.gql('mutation($ref: String!) { saveCard(setupRef: $ref) { last4 } }', { ref: setup.data.prepareCard.setupRef }, tokens.teamAdmin);
  const bought = await t.gql(
    'mutation($key: String!) { purchaseJobPosts(input: { quantity: 1, method: "card" }, idempotencyKey: $key) { purchase { id status } } }',
    { key: randomUUID() },
    tokens.teamAdmin,
  );
  ids.purchase = bought.data.purchaseJobPosts.purchase.id;
  const [invoice] = await t.deps.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.purchase_id, Number(ids.purchase)));
  ids.invoice = String(invoice!.id);
});
afterAll(async () => t.close());

/** What each role gets from an employer operation. */
function expected(op: Operation, role: Role): 'allowed' | string {
  if (role === 'visitor') return 'UNAUTHENTICATED';
  if (['member', 'freelancer', 'agency', 'administrator'].includes(role)) return 'FORBIDDEN';
  if (role === 'otherTeam' && op.owned) return 'NOT_FOUND';
  if (role === 'inactive' && op.owned) return 'NOT_FOUND';
  if (role === 'inactive' && op.charges) return 'FORBIDDEN';
  return 'allowed';
}

const AUTH_CODES = ['UNAUTHENTICATED', 'FORBIDDEN'];

describe('who may call each employer operation', () => {
  for (const op of EMPLOYER_OPERATIONS) {
    it(op.name, async () => {
      for (const role of ROLES) {
        const res = await t.gql(op.query, op.variables(), tokens[role]);
        const want = expected(op, role);
        const got = codeOf(res);
        if (want === 'allowed') expect(AUTH_CODES, `${op.name} as ${role}: ${JSON.stringify(res.errors)}`).not.toContain(got);
        else expect(got, `${op.name} as ${role}`).toBe(want);
      }
    });
  }
});

describe('who may call each console operation', () => {
  for (const op of CONSOLE_OPERATIONS) {
    it(op.name, async () => {
      for (const role of ROLES) {
        const res = await t.gql(op.query, op.variables(), tokens[role]);
        const got = codeOf(res);
        if (role === 'administrator') expect(AUTH_CODES, `${op.name} as administrator`).not.toContain(got);
        else expect(got, `${op.name} as ${role}`).toBe(role === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      }
    });
  }
});

describe('what the allowed get', () => {
  it("gives the team's admins their own purchase and invoice link, and the administrator any invoice's", async () => {
    for (const role of ['teamAdmin', 'guestAdmin'] as const) {
      expect(codeOf(await t.gql('mutation($id: ID!) { confirmPurchase(purchaseId: $id) { balance } }', { id: ids.purchase }, tokens[role]))).toBe('OK');
      const link = await t.gql('mutation($id: ID!) { invoiceLink(invoiceId: $id) }', { id: ids.invoice }, tokens[role]);
      expect(link.data.invoiceLink).toMatch(/^\/api\/user\/\d+\/invoice\/\d+\?/);
    }
    const admin = await t.gql('mutation($id: ID!) { adminInvoiceLink(invoiceId: $id) }', { id: ids.invoice }, tokens.administrator);
    expect(admin.data.adminInvoiceLink).toMatch(/\/invoice\//);
  });
});
