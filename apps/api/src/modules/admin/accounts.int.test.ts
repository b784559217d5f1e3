import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyVerifications, users } from '../../db/schema/index.js';
import { createAdmin } from '../../scripts/create-admin.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness.js';
import { countStatements } from '../opportunities/test-fixtures.js';
import { adminFixtures } from './test-fixtures.js';

const LIST = `query($search: String, $type: UserType, $status: UserStatus, $createdFrom: String, $createdTo: String, $first: Int, $page: Int) {
  adminUsers(search: $search, type: $type, status: $status, createdFrom: $createdFrom, createdTo: $createdTo, first: $first, page: $page) {
    data { id email status type }
    paginatorInfo { count currentPage hasMorePages total }
  }
}`;
const APPROVE = 'mutation($id: ID!) { adminApproveUser(id: $id) { id status } }';
const DEACTIVATE = 'mutation($id: ID!) { adminDeactivateUser(id: $id) { id status } }';
const VETTED = 'mutation($id: ID!, $vetted: Boolean!) { adminSetVetted(id: $id, vetted: $vetted) { id vetted } }';
const ME = '{ me { id status } }';

let t: TestApp;
let f: ReturnType<typeof adminFixtures>;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  f = adminFixtures(t);
  admin = await t.login('admin@demo.test');
});
afterAll(async () => t.close());

const list = async (variables: Record<string, unknown> = {}) => {
  const res = await t.gql(LIST, variables, admin);
  expect(res.errors).toBeUndefined();
  return res.data.adminUsers as { data: { id: string; email: string; status: string; type: string }[]; paginatorInfo: any };
};

describe('adminUsers', () => {
  it('lists accounts awaiting approval first, then the newest, with a count of those waiting', async () => {
    await f.pendingCompany('second.pending@example.com');
    const { data, paginatorInfo } = await list();
    expect(data.slice(0, 2).map((u) => u.email)).toEqual(['second.pending@example.com', 'inactive@demo.test']);
    expect(data.slice(2).every((u) => u.status === 'ACTIVE')).toBe(true);
    expect(paginatorInfo).toEqual({ count: 8, currentPage: 1, hasMorePages: false, total: 8 });
    const count = await t.gql('{ adminPendingCount }', {}, admin);
    expect(count.data.adminPendingCount).toBe(2);
  });

  it('searches name, email and company, case-insensitively, with LIKE characters taken literally', async () => {
    expect((await list({ search: 'northwind' })).data.map((u) => u.email)).toEqual(['employer@demo.test']);
    expect((await list({ search: 'Freya Free' })).data.map((u) => u.email)).toEqual(['freelancer@demo.test']);
    expect((await list({ search: 'AGENCY@' })).data.map((u) => u.email)).toEqual(['agency@demo.test']);
    expect((await list({ search: '%' })).paginatorInfo.total).toBe(0);
  });

  it('filters by type, status and created date', async () => {
    expect((await list({ type: 'COMPANY' })).data.map((u) => u.email)).toEqual([
      'second.pending@example.com', 'inactive@demo.test', 'employer@demo.test',
    ]);
    expect((await list({ type: 'COMPANY', status: 'ACTIVE' })).data.map((u) => u.email)).toEqual(['employer@demo.test']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ createdFrom: today, createdTo: today })).paginatorInfo.total).toBe(8);
    expect((await list({ createdTo: '2000-01-01' })).paginatorInfo.total).toBe(0);
    expect((await list({ createdFrom: new Date(Date.now() + 60_000).toISOString() })).paginatorInfo.total).toBe(0);
    const bad = await t.gql(LIST, { createdFrom: 'yesterday' }, admin);
    expect(bad.errors[0]).toMatchObject({ message: 'Please enter a valid date', extensions: { code: 'BAD_USER_INPUT', fields: { createdFrom: 'Please enter a valid date' } } });
  });

  it('pages', async () => {
    const page1 = await list({ first: 3 });
    const page3 = await list({ first: 3, page: 3 });
    expect(page1.paginatorInfo).toEqual({ count: 3, currentPage: 1, hasMorePages: true, total: 8 });
    expect(page3.paginatorInfo).toEqual({ count: 2, currentPage: 3, hasMorePages: false, total: 8 });
    const all = (await list()).data.map((u) => u.id);
    expect([...page1.data, ...page3.data].map((u) => u.id)).toEqual([...all.slice(0, 3), ...all.slice(6)]);
  });

  it('opens one account, null for an unknown one', async () => {
    const id = await f.idOf('employer@demo.test');
    const res = await t.gql('query($id: ID!, $x: ID!) { adminUser(id: $id) { email company } x: adminUser(id: $x) { id } }', { id, x: '999999' }, admin);
    expect(res.data).toEqual({ adminUser: { email: 'employer@demo.test', company: 'Northwind Studio' }, x: null });
  });
});

describe('adminApproveUser', () => {
  it('activates the account, emails the user a sign-in link, and the user then reads ACTIVE', async () => {
    const pending = await f.pendingCompany('approve.me@example.com');
    expect((await t.gql(ME, {}, pending.access_token)).data.me.status).toBe('INACTIVE');

    const res = await t.gql(APPROVE, { id: pending.id }, admin);
    expect(res.data.adminApproveUser).toEqual({ id: pending.id, status: 'ACTIVE' });
    const mail = await t.lastMailTo('approve.me@example.com');
    expect(mail?.subject).toBe('Your account has been approved');
    expect(mail?.text_body).toContain('http://localhost:3000/company/login');
    expect((await t.gql(ME, {}, pending.access_token)).data.me.status).toBe('ACTIVE');

    const [row] = await t.deps.db.select().from(users).where(eq(users.id, Number(pending.id)));
    expect(row!.approved_at).toBeInstanceOf(Date);
    const [entry] = await f.auditOf('user.approve');
    expect(entry).toMatchObject({ actor_id: Number(await f.idOf('admin@demo.test')), target_type: 'user', target_id: Number(pending.id) });
  });

  it('refuses an account that is already active, and an unknown one, without writing anything', async () => {
    const before = (await f.auditOf('user.approve')).length;
    const again = await t.gql(APPROVE, { id: await f.idOf('employer@demo.test') }, admin);
    expect(again.errors[0]).toMatchObject({ message: 'This account is already active.', extensions: { code: 'BAD_USER_INPUT' } });
    const missing = await t.gql(APPROVE, { id: '999999' }, admin);
    expect(missing.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await f.auditOf('user.approve')).length).toBe(before);
  });

  it('links a guest to the login of the active team', async () => {
    const id = await f.idOf('member@demo.test');
    await t.deps.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, Number(id)));
    await t.gql(APPROVE, { id }, admin);
    expect((await t.lastMailTo('member@demo.test'))?.text_body).toContain('/company/login');
  });
});

describe('adminDeactivateUser', () => {
  it('makes the account INACTIVE and ends every session of it', async () => {
    const one = await t.login('agency@demo.test');
    const two = await t.login('agency@demo.test');
    const id = await f.idOf('agency@demo.test');
    const res = await t.gql(DEACTIVATE, { id }, admin);
    expect(res.data.adminDeactivateUser).toEqual({ id, status: 'INACTIVE' });
    for (const token of [one, two]) {
      expect((await t.gql(ME, {}, token)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    const [entry] = await f.auditOf('user.deactivate');
    expect(entry?.target_id).toBe(Number(id));
    // The account can sign in again and sees that it is inactive.
    expect((await t.gql(ME, {}, await t.login('agency@demo.test'))).data.me.status).toBe('INACTIVE');
  });

  it('refuses yourself, another administrator, and an account already inactive', async () => {
    const other = await createAdmin(t.deps.db, { email: 'second.admin@example.com', password: DEMO_PASSWORD });
    const otherToken = await t.login('second.admin@example.com');
    const cases = [
      [await f.idOf('admin@demo.test'), 'You cannot deactivate your own account.'],
      [String(other.user.id), 'Administrator accounts cannot be deactivated.'],
      [await f.idOf('inactive@demo.test'), 'This account is already inactive.'],
    ];
    for (const [id, message] of cases) {
      const res = await t.gql(DEACTIVATE, { id }, admin);
      expect(res.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    // The other administrator's session is untouched.
    expect((await t.gql(ME, {}, otherToken)).data.me.status).toBe('ACTIVE');
  });
});

describe('adminSetVetted', () => {
  it('sets and clears the badge of a freelancer, audited with the value', async () => {
    const id = await f.idOf('freelancer@demo.test');
    expect((await t.gql(VETTED, { id, vetted: true }, admin)).data.adminSetVetted).toEqual({ id, vetted: true });
    expect((await t.gql(VETTED, { id, vetted: false }, admin)).data.adminSetVetted).toEqual({ id, vetted: false });
    const [last, first] = await f.auditOf('user.set_vetted');
    expect([first?.details, last?.details]).toEqual([{ vetted: true }, { vetted: false }]);
  });

  it('refuses any other type and changes nothing', async () => {
    const id = await f.idOf('employer@demo.test');
    const res = await t.gql(VETTED, { id, vetted: true }, admin);
    expect(res.errors[0]).toMatchObject({ message: 'Only freelancers can be vetted.', extensions: { code: 'BAD_USER_INPUT' } });
    const [row] = await t.deps.db.select({ vetted: users.vetted }).from(users).where(eq(users.id, Number(id)));
    expect(row!.vetted).toBe(false);
  });
});

describe('verified companies in the list', () => {
  const VERIFIED = `query($verified: Boolean, $type: UserType) { adminUsers(verified: $verified, type: $type, first: 100) {
    data { email company_verified } paginatorInfo { total } } }`;
  const emails = async (variables: Record<string, unknown>) => {
    const res = await t.gql(VERIFIED, variables, admin);
    expect(res.errors).toBeUndefined();
    return (res.data.adminUsers.data as { email: string }[]).map((u) => u.email).sort();
  };
  const verify = async (email: string) =>
    (await t.deps.db.insert(companyVerifications).values({
      team_id: Number(await f.idOf(email)), email: 'hr@verified.test', domain: 'verified.test', token_hash: `hash-${email}`,
      expires_at: new Date(), verified_at: new Date(),
    }).returning({ id: companyVerifications.id }))[0]!.id;

  it('marks the verified company, and filters companies verified or not, until the verification is revoked', async () => {
    const id = await verify('employer@demo.test');
    const res = await t.gql(VERIFIED, {}, admin);
    const rows = res.data.adminUsers.data as { email: string; company_verified: boolean }[];
    expect(rows.filter((u) => u.company_verified).map((u) => u.email)).toEqual(['employer@demo.test']);
    expect(await emails({ verified: true })).toEqual(['employer@demo.test']);
    const companies = await emails({ type: 'COMPANY' });
    expect(await emails({ verified: false })).toEqual(companies.filter((e) => e !== 'employer@demo.test'));
    expect(await emails({ verified: true, type: 'FREELANCER' })).toEqual([]);
    // The account page reads it too.
    const page = await t.gql('query($id: ID!) { adminUser(id: $id) { company_verified } }', { id: await f.idOf('employer@demo.test') }, admin);
    expect(page.data.adminUser.company_verified).toBe(true);

    await t.deps.db.update(companyVerifications).set({ revoked_at: new Date(), revoke_reason: 'ADMIN' }).where(eq(companyVerifications.id, id));
    expect(await emails({ verified: true })).toEqual([]);
    expect(await emails({ verified: false })).toEqual(companies);
  });

  it("reads each row's verification in the list's own statement", async () => {
    await verify('inactive@demo.test');
    const plain = await countStatements(t.deps.db, () => t.gql('{ adminUsers(first: 100) { data { id } } }', {}, admin));
    const badged = await countStatements(t.deps.db, async () => {
      const res = await t.gql('{ adminUsers(first: 100) { data { id company_verified } } }', {}, admin);
      expect(res.data.adminUsers.data.length).toBeGreaterThan(5);
    });
    expect(badged.statements).toBe(plain.statements);
  });

  it('is the console’s alone: a company admin and a visitor are refused the filter and read no verification', async () => {
    const employer = await t.login('employer@demo.test');
    const id = await f.idOf('inactive@demo.test');
    expect((await t.gql(VERIFIED, { verified: true }, employer)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(VERIFIED, { verified: true })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // The verified company's own admin, and a visitor reading the (listed) company, get null.
    await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(id)));
    const own = await t.login('inactive@demo.test');
    expect((await t.gql('{ me { id company_verified } }', {}, own)).data.me).toEqual({ id, company_verified: null });
    const seen = await t.gql('query($id: ID!) { user(id: $id) { id company_verified } }', { id });
    expect(seen.data.user).toEqual({ id, company_verified: null });
    expect((await t.gql('query($id: ID!) { adminUser(id: $id) { company_verified } }', { id }, admin)).data.adminUser.company_verified).toBe(true);
  });
});
