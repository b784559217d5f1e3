import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { COMPANY_VERIFY_MSG } from '@mp/domain';
import { auditLog, companyVerifications, opportunities, outbox, throttles, users } from '../../db/schema/index.js';
import { issueToken } from '../../viewer/sessions.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { codeOf, reportFixtures } from '../reports/test-fixtures.js';

/**
 * Verified companies (decision 0066), allowed and refused: a company admin asks for a link to an address at the
 * website's registrable domain; the link verifies once; the badge shows on posts and the page; a website change and
 * the console revoke it; the limits; two links followed at once.
 */
let t: TestApp;
let fx: Awaited<ReturnType<typeof reportFixtures>>;

const REQUEST = `mutation($email: String!, $key: String) { requestCompanyVerification(email: $email, idempotencyKey: $key) { email message } }`;
const CONFIRM = `mutation($token: String!) { confirmCompanyVerification(token: $token) { domain message } }`;
const MINE = `query { myCompanyVerification { domain verified { email domain verified_at } pending { email expires_at } } }`;
const ADMIN_READ = `query($id: ID!) { adminCompanyVerification(userId: $id) { domain verified { email domain } } }`;
const REVOKE = `mutation($id: ID!) { revokeCompanyVerification(userId: $id) }`;
const JOB = `query($slug: String!) { publicJob(slug: $slug) { company { verified } } }`;
const PAGE = `query($slug: String!) { companyPage(slug: $slug) { verified } }`;

beforeAll(async () => {
  t = await createTestApp();
  fx = await reportFixtures(t);
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.deps.db.delete(throttles);
  await t.deps.db.delete(companyVerifications);
  await setWebsite('https://www.northwind-studio.co.uk/about');
});

const setWebsite = (website: string | null) => t.deps.db.update(users).set({ website }).where(eq(users.id, fx.ids.employer));
const ask = (email: string, token = fx.tokens.employer, key?: string) => t.gql(REQUEST, { email, key }, token);

/** The link's token in the latest verification mail to `email`, as sent. */
async function tokenFor(email: string): Promise<string> {
  await t.lastMailTo(email);
  const mail = [...t.sentMails].reverse().find((m) => m.to === email && m.subject.startsWith('Verify '));
  const match = /verify-company\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  expect(match, `a verification mail to ${email}`).not.toBeNull();
  return match![1]!;
}

async function badges() {
  const [team] = await t.deps.db.select({ slug: users.slug }).from(users).where(eq(users.id, fx.ids.employer));
  let [post] = await t.deps.db.select({ slug: opportunities.slug }).from(opportunities).where(and(eq(opportunities.team_id, fx.ids.employer), eq(opportunities.is_active, true), isNull(opportunities.deleted_at))).limit(1);
  if (!post) {
    const id = await fx.post({ title: 'Badge role' });
    [post] = await t.deps.db.update(opportunities).set({ review_status: null, is_active: true }).where(eq(opportunities.id, id)).returning({ slug: opportunities.slug });
  }
  return {
    job: (await t.gql(JOB, { slug: post!.slug })).data.publicJob.company.verified as boolean,
    page: (await t.gql(PAGE, { slug: team!.slug })).data.companyPage.verified as boolean,
  };
}

describe('verifying a company', () => {
  it('mails a link to an address at the domain; following it once verifies the company, and its posts and page show it', async () => {
    const email = 'Hiring@Northwind-Studio.co.uk';
    const res = await ask(email);
    expect(res.errors).toBeUndefined();
    expect(res.data.requestCompanyVerification.message).toBe(COMPANY_VERIFY_MSG.sent('hiring@northwind-studio.co.uk'));
    const token = await tokenFor('hiring@northwind-studio.co.uk');
    // Only the hash is kept; the outbox copy has no link.
    const [row] = await t.deps.db.select().from(companyVerifications);
    expect(row!.token_hash).not.toContain(token);
    const kept = await t.deps.db.select({ text: outbox.text_body }).from(outbox).where(eq(outbox.to_address, 'hiring@northwind-studio.co.uk'));
    expect(kept.map((m) => m.text).join()).not.toContain(token);
    expect((await t.gql(MINE, {}, fx.tokens.member)).data.myCompanyVerification.pending.email).toBe('hiring@northwind-studio.co.uk');
    expect(await badges()).toEqual({ job: false, page: false });

    const done = await t.gql(CONFIRM, { token }); // no sign-in: the link proves the mailbox
    expect(done.errors).toBeUndefined();
    expect(done.data.confirmCompanyVerification).toEqual({ domain: 'northwind-studio.co.uk', message: COMPANY_VERIFY_MSG.verified('northwind-studio.co.uk') });
    expect(await badges()).toEqual({ job: true, page: true });
    expect((await t.gql(MINE, {}, fx.tokens.member)).data.myCompanyVerification).toMatchObject({ domain: 'northwind-studio.co.uk', verified: { email: 'hiring@northwind-studio.co.uk' }, pending: null });
    // Once only; and a verified company asks for nothing more.
    expect((await t.gql(CONFIRM, { token })).errors[0].message).toBe(COMPANY_VERIFY_MSG.linkInvalid);
    expect((await ask('hr@northwind-studio.co.uk')).errors[0].message).toBe(COMPANY_VERIFY_MSG.alreadyVerified);
  });

  it('takes a subdomain, and refuses another domain, a lookalike, a mailbox provider and a missing website with the spec-style message', async () => {
    expect((await ask('jobs@people.northwind-studio.co.uk')).errors).toBeUndefined();
    for (const email of ['me@gmail.com', 'hr@northwind-studio.co.uk.evil.test', 'hr@evilnorthwind-studio.co.uk', 'hr@co.uk']) {
      const res = await ask(email);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors[0].extensions.fields?.email ?? res.errors[0].message).toBe(COMPANY_VERIFY_MSG.wrongDomain('northwind-studio.co.uk'));
    }
    await setWebsite('https://sites.gmail.com/northwind');
    expect((await ask('northwind@gmail.com')).errors[0].message).toBe(COMPANY_VERIFY_MSG.freeMailWebsite);
    await setWebsite(null);
    expect((await ask('hr@northwind-studio.co.uk')).errors[0].message).toBe(COMPANY_VERIFY_MSG.noWebsite);
    // The subdomain's link alone.
    expect((await t.deps.db.select().from(companyVerifications)).map((r) => r.email)).toEqual(['jobs@people.northwind-studio.co.uk']);
  });

  it('is for a company admin in person: a member, another kind of team and an administrator acting as the admin are FORBIDDEN, a visitor UNAUTHENTICATED', async () => {
    const acting = await issueToken(t.deps.db, fx.ids.employer, { ip: '127.0.0.1' }, { impersonatorId: fx.ids.admin });
    for (const token of [fx.tokens.member, fx.tokens.freelancer, fx.tokens.agency, acting]) expect(codeOf(await ask('hr@northwind-studio.co.uk', token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(REQUEST, { email: 'hr@northwind-studio.co.uk' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(MINE, {}, fx.tokens.freelancer))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(REVOKE, { id: fx.ids.employer }, fx.tokens.employer))).toBe('FORBIDDEN');
    expect(await t.deps.db.select().from(companyVerifications)).toHaveLength(0);
  });

  it('sends one mail for a repeated key, and refuses more than 3 links an hour to one address (RATE_LIMITED)', async () => {
    const before = t.sentMails.length;
    await ask('a@northwind-studio.co.uk', fx.tokens.employer, '0b9a2f3c-1111-4c4c-8d8d-000000000001');
    await ask('a@northwind-studio.co.uk', fx.tokens.employer, '0b9a2f3c-1111-4c4c-8d8d-000000000001');
    await t.lastMailTo('a@northwind-studio.co.uk');
    expect(t.sentMails.slice(before).filter((m) => m.to === 'a@northwind-studio.co.uk')).toHaveLength(1);
    await ask('a@northwind-studio.co.uk');
    const fourth = await ask('a@northwind-studio.co.uk');
    expect(codeOf(fourth)).toBe('RATE_LIMITED');
  });

  it('refuses an expired link, and a link once the website changed', async () => {
    await ask('x@northwind-studio.co.uk');
    const expired = await tokenFor('x@northwind-studio.co.uk');
    await t.deps.db.update(companyVerifications).set({ expires_at: new Date(Date.now() - 1000) });
    expect((await t.gql(CONFIRM, { token: expired })).errors[0].message).toBe(COMPANY_VERIFY_MSG.linkInvalid);
    await t.deps.db.delete(throttles);
    await ask('y@northwind-studio.co.uk');
    const token = await tokenFor('y@northwind-studio.co.uk');
    await setWebsite('https://another-domain.example');
    expect((await t.gql(CONFIRM, { token })).errors[0].message).toBe(COMPANY_VERIFY_MSG.linkInvalid);
  });

  it('is removed when the website changes, and the console reads and revokes it (audited)', async () => {
    await ask('z@northwind-studio.co.uk');
    await t.gql(CONFIRM, { token: await tokenFor('z@northwind-studio.co.uk') });
    expect((await t.gql(ADMIN_READ, { id: fx.ids.employer }, fx.tokens.admin)).data.adminCompanyVerification.verified.domain).toBe('northwind-studio.co.uk');
    expect(await t.gql(REVOKE, { id: fx.ids.employer }, fx.tokens.admin)).toMatchObject({ data: { revokeCompanyVerification: true } });
    expect(await badges()).toEqual({ job: false, page: false });
    const [entry] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'company.verification_revoke'), eq(auditLog.target_id, fx.ids.employer)));
    expect(entry).toMatchObject({ actor_id: fx.ids.admin, details: { domain: 'northwind-studio.co.uk' } });
    expect((await t.gql(REVOKE, { id: fx.ids.employer }, fx.tokens.admin)).data.revokeCompanyVerification).toBe(false);

    await t.deps.db.delete(throttles);
    await ask('w@northwind-studio.co.uk');
    await t.gql(CONFIRM, { token: await tokenFor('w@northwind-studio.co.uk') });
    expect((await badges()).page).toBe(true);
    await setWebsite('https://northwind.example');
    expect(await badges()).toEqual({ job: false, page: false });
  });

  it('verifies once when two links are followed at once', async () => {
    await ask('p@northwind-studio.co.uk');
    await ask('q@northwind-studio.co.uk');
    const tokens = [await tokenFor('p@northwind-studio.co.uk'), await tokenFor('q@northwind-studio.co.uk')];
    const answers = await Promise.all([...tokens, ...tokens].map((token) => t.gql(CONFIRM, { token })));
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    const standing = await t.deps.db.select().from(companyVerifications).where(and(eq(companyVerifications.team_id, fx.ids.employer), isNull(companyVerifications.revoked_at)));
    expect(standing.filter((r) => r.verified_at)).toHaveLength(1);
  });
});
