import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { REPORT_MSG, VISITOR_REPORTS_PER_HOUR, type PublicReportKind } from '@mp/domain';
import { caseStudies, hiddenItems, opportunities, reports, throttles, users } from '../../db/schema/index.js';
import { issueToken } from '../../viewer/sessions.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { codeOf, QUEUE, RESOLVE, reportFixtures } from './test-fixtures.js';

/**
 * Reporting what the public site shows (decision 0063): a post, a company page, an agency profile, a case study —
 * visitors too, limited per address — and what hiding one leaves out: the job page, the board, the company page, the
 * sitemap, the marketplace, the agency's profile and case studies (but for the owner's own team).
 */
let t: TestApp;
let fx: Awaited<ReturnType<typeof reportFixtures>>;
let agencyToken: string;

const REPORT_ITEM = `mutation($kind: PublicReportKind!, $id: ID!, $reason: ReportReason!, $note: String, $key: String) {
  reportItem(kind: $kind, itemId: $id, reason: $reason, note: $note, idempotencyKey: $key) { id message } }`;
const JOB = `query($slug: String!) { publicJob(slug: $slug) { id title company { slug } } }`;
const BOARD = `query { jobBoard(target: JOB, first: 100) { data { slug } paginatorInfo { total } } }`;
const COMPANY = `query($slug: String!) { companyPage(slug: $slug) { slug posts { slug } } }`;
const AGENCIES = `query { agencies(first: 100) { data { id } } }`;
const CARDS = `query { marketplaceCaseStudies(first: 100) { data { id } } }`;
const PROFILE = `query($id: ID) { agencyProfile(id: $id) { id caseStudies { data { id } } } }`;
const STUDY = `query($id: ID!) { caseStudy(id: $id) { id } }`;
const NOTICE = `query($kind: PublicReportKind!, $id: ID!) { hiddenItemNotice(kind: $kind, itemId: $id) { message automatic reason_labels } }`;

beforeAll(async () => {
  t = await createTestApp();
  fx = await reportFixtures(t);
  agencyToken = fx.tokens.agency;
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.deps.db.delete(throttles);
});

let nextIp = 1;
/** A fresh visitor's address for each call that needs one. */
const freshIp = () => `203.0.113.${nextIp++}`;

const report = (kind: PublicReportKind, id: number | string, opts: { token?: string; ip?: string; reason?: string; note?: string; key?: string } = {}) =>
  t.gql(REPORT_ITEM, { kind, id: String(id), reason: opts.reason ?? 'SCAM', note: opts.note, key: opts.key }, opts.token, { ip: opts.ip ?? freshIp() });

async function employerPost() {
  const [post] = await publishedPosts();
  if (post) return post;
  // Published by hand: whether posting holds a first post for review is not this test's concern.
  await t.deps.db.update(opportunities).set({ review_status: null, is_active: true, is_public: true }).where(eq(opportunities.id, await fx.post({ title: 'Reported role' })));
  return (await publishedPosts())[0]!;
}
function publishedPosts() {
  return t.deps.db
    .select({ id: opportunities.id, slug: opportunities.slug })
    .from(opportunities)
    .where(and(eq(opportunities.team_id, fx.ids.employer), eq(opportunities.is_active, true), eq(opportunities.is_public, true), isNull(opportunities.deleted_at)))
    .orderBy(desc(opportunities.id))
    .limit(1);
}
/** A fresh published post of the employer's, straight in the table (what posting rules apply is not this test's). */
async function freshPost(title: string) {
  const base = await t.deps.db.select().from(opportunities).where(eq(opportunities.id, (await employerPost()).id));
  const { id: _id, search_vector: _v, slug: _s, ...row } = base[0]!;
  const [made] = await t.deps.db.insert(opportunities).values({ ...row, title, slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${nextIp++}` }).returning({ id: opportunities.id, slug: opportunities.slug });
  return made!;
}
const rowsOf = (kind: PublicReportKind, id: number) => t.deps.db.select().from(reports).where(and(eq(reports.kind, kind), eq(reports.item_id, id)));
const hidden = async (kind: PublicReportKind, id: number) =>
  (await t.deps.db.select().from(hiddenItems).where(and(eq(hiddenItems.kind, kind), eq(hiddenItems.item_id, id)))).length > 0;

describe('reporting a public item', () => {
  it("lets a visitor report a post, keeps a keyed hash of the address (never the address), and answers a repeat from the address with the open report", async () => {
    const post = await freshPost('Visitor reported role');
    const ip = '198.51.100.7';
    const res = await report('POST', post.id, { ip, reason: 'PAYMENT', note: ' Asked for a fee ' });
    expect(res.errors).toBeUndefined();
    expect(res.data.reportItem.message).toBe(REPORT_MSG.thanksItem);
    const again = await report('POST', post.id, { ip, reason: 'SPAM' });
    expect(again.data.reportItem.id).toBe(res.data.reportItem.id);
    const rows = await rowsOf('POST', post.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporter_id: null, reason: 'PAYMENT', note: 'Asked for a fee', status: 'OPEN' });
    expect(rows[0]!.reporter_address_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rows[0]!.reporter_address_hash).not.toContain('198.51');
    // Another address is another reporter.
    await report('POST', post.id, { ip: '198.51.100.8' });
    expect(await rowsOf('POST', post.id)).toHaveLength(2);
  });

  it('refuses the spec-style reason and note messages, and creates nothing', async () => {
    const post = await freshPost('Badly reported role');
    const bad = await t.gql(REPORT_ITEM, { kind: 'POST', id: String(post.id), reason: 'SCAM', note: 'x'.repeat(1001) }, undefined, { ip: freshIp() });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors[0].message).toBe(REPORT_MSG.noteTooLong);
    expect(await rowsOf('POST', post.id)).toHaveLength(0);
  });

  it("refuses the owner's own team (admin, member, guest admin), an administrator and one acting as a person; NOT_FOUND for what cannot be read; allows another company, a freelancer and an agency", async () => {
    const post = await freshPost('Who may report role');
    for (const token of [fx.tokens.employer, fx.tokens.member, fx.tokens.guest]) {
      const res = await report('POST', post.id, { token });
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors[0].message).toBe(REPORT_MSG.ownItem);
    }
    expect(codeOf(await report('COMPANY_PAGE', fx.ids.employer, { token: fx.tokens.member }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await report('POST', post.id, { token: fx.tokens.admin }))).toBe('FORBIDDEN');
    const freelancerId = (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'freelancer@demo.test')))[0]!.id;
    const acting = await issueToken(t.deps.db, freelancerId, { ip: '127.0.0.1' }, { impersonatorId: fx.ids.admin });
    expect(codeOf(await report('POST', post.id, { token: acting }))).toBe('FORBIDDEN');
    expect(codeOf(await report('POST', 999_999))).toBe('NOT_FOUND');
    // A draft has no page: as if it did not exist.
    await t.deps.db.update(opportunities).set({ is_active: false }).where(eq(opportunities.id, post.id));
    expect(codeOf(await report('POST', post.id))).toBe('NOT_FOUND');
    await t.deps.db.update(opportunities).set({ is_active: true }).where(eq(opportunities.id, post.id));
    expect(codeOf(await report('AGENCY_PROFILE', fx.ids.employer))).toBe('NOT_FOUND'); // a company is no agency
    expect(await rowsOf('POST', post.id)).toHaveLength(0);
    for (const token of [fx.tokens.other, fx.tokens.freelancer, agencyToken]) expect((await report('POST', post.id, { token })).errors).toBeUndefined();
    expect(await rowsOf('POST', post.id)).toHaveLength(3);
  });

  it('refuses a flood from one address past the limit with RATE_LIMITED and writes nothing beyond it, even all at once', async () => {
    const posts = await Promise.all(Array.from({ length: VISITOR_REPORTS_PER_HOUR + 7 }, (_, i) => freshPost(`Flooded role ${i}`)));
    const ip = '192.0.2.77';
    const answers = await Promise.all(posts.map((p) => report('POST', p.id, { ip })));
    expect(answers.filter((a) => !a.errors)).toHaveLength(VISITOR_REPORTS_PER_HOUR);
    expect(answers.filter((a) => codeOf(a) === 'RATE_LIMITED')).toHaveLength(posts.length - VISITOR_REPORTS_PER_HOUR);
    const made = await t.deps.db.select().from(reports).where(isNull(reports.reporter_id));
    const byAddress = new Map<string, number>();
    for (const r of made) byAddress.set(r.reporter_address_hash!, (byAddress.get(r.reporter_address_hash!) ?? 0) + 1);
    expect(Math.max(...byAddress.values())).toBe(VISITOR_REPORTS_PER_HOUR);
    // The same /64 is one address.
    await report('POST', posts[0]!.id, { ip: '2001:db8:1:2::1' });
    for (let i = 0; i < VISITOR_REPORTS_PER_HOUR; i++) await report('POST', posts[i + 1]!.id, { ip: `2001:db8:1:2::${i + 2}` });
    expect(codeOf(await report('POST', posts.at(-1)!.id, { ip: '2001:db8:1:2:ffff::9' }))).toBe('RATE_LIMITED');
  });

  it('hides an item three accounts report within a day, but not one three visitors report', async () => {
    const byVisitors = await freshPost('Visitors only role');
    for (let i = 0; i < 4; i++) await report('POST', byVisitors.id);
    expect(await hidden('POST', byVisitors.id)).toBe(false);
    const byAccounts = await freshPost('Accounts role');
    for (const token of [fx.tokens.other, fx.tokens.freelancer]) await report('POST', byAccounts.id, { token });
    expect(await hidden('POST', byAccounts.id)).toBe(false);
    await report('POST', byAccounts.id, { token: agencyToken });
    expect(await hidden('POST', byAccounts.id)).toBe(true);
    expect((await t.gql(JOB, { slug: byAccounts.slug })).data.publicJob).toBeNull();
    // A report of it now is refused as removed.
    const late = await report('POST', byAccounts.id);
    expect(late.errors[0].message).toBe(REPORT_MSG.itemAlreadyRemoved);
  });
});

describe('the console and hiding', () => {
  it('shows a reported post in context; hiding it takes it off its page, the board, the company page and the sitemap, and mails its owner why', async () => {
    const post = await freshPost('Console hidden role');
    await report('POST', post.id, { reason: 'PAYMENT', note: 'Wants a fee to apply' });
    const queue = await t.gql(QUEUE, { order: 'NEWEST' }, fx.tokens.admin);
    const entry = queue.data.adminReports.data.find((e: { kind: string; item_id: string }) => e.kind === 'POST' && e.item_id === String(post.id));
    expect(entry.item.title).toBe('Job: Console hidden role');
    expect(entry.item.owner.email).toBe('employer@demo.test');
    expect(entry.item.context).toContainEqual({ label: 'Page', value: `/jobs/${post.slug}` });
    expect(entry.reports[0].note).toBe('Wants a fee to apply');
    const [company] = await t.deps.db.select({ slug: users.slug }).from(users).where(eq(users.id, fx.ids.employer));
    expect((await t.gql(BOARD)).data.jobBoard.data.map((p: { slug: string }) => p.slug)).toContain(post.slug);

    expect((await t.gql(RESOLVE, { id: entry.report_id, action: 'HIDE' }, fx.tokens.admin)).errors).toBeUndefined();
    expect((await t.gql(JOB, { slug: post.slug })).data.publicJob).toBeNull();
    expect((await t.gql(BOARD)).data.jobBoard.data.map((p: { slug: string }) => p.slug)).not.toContain(post.slug);
    expect((await t.gql(COMPANY, { slug: company!.slug })).data.companyPage.posts.map((p: { slug: string }) => p.slug)).not.toContain(post.slug);
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(post.slug);
    // Its own team reads that it is hidden and why; another company learns nothing.
    expect((await t.gql(NOTICE, { kind: 'POST', id: post.id }, fx.tokens.member)).data.hiddenItemNotice).toEqual({
      message: REPORT_MSG.hiddenForOwner, automatic: false, reason_labels: ['Asking for payment or bank details'],
    });
    expect(codeOf(await t.gql(NOTICE, { kind: 'POST', id: post.id }, fx.tokens.other))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(NOTICE, { kind: 'POST', id: post.id }))).toBe('UNAUTHENTICATED');
    const shown = await freshPost('Shown role');
    expect((await t.gql(NOTICE, { kind: 'POST', id: shown.id }, fx.tokens.employer)).data.hiddenItemNotice).toBeNull();
    const mail = await t.lastMailTo('employer@demo.test');
    expect(mail?.subject).toBe('We removed something you wrote on Onbrief');
    expect(mail?.text_body).toContain('your job post Console hidden role');
    expect(mail?.text_body).toContain('Asking for payment or bank details');
  });

  it("hides a company page: the page is not found and posts stop linking it; its posts stay", async () => {
    const [company] = await t.deps.db.select({ slug: users.slug }).from(users).where(eq(users.id, fx.ids.employer));
    const post = await freshPost('Company page role');
    await report('COMPANY_PAGE', fx.ids.employer, { token: fx.tokens.freelancer });
    const queue = await t.gql(QUEUE, {}, fx.tokens.admin);
    const entry = queue.data.adminReports.data.find((e: { kind: string }) => e.kind === 'COMPANY_PAGE');
    expect(entry.item.title).toMatch(/^Company page: /);
    await t.gql(RESOLVE, { id: entry.report_id, action: 'HIDE' }, fx.tokens.admin);
    expect((await t.gql(COMPANY, { slug: company!.slug })).data.companyPage).toBeNull();
    const job = (await t.gql(JOB, { slug: post.slug })).data.publicJob;
    expect(job.company.slug).toBeNull();
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain(`/companies/${company!.slug}<`);
    // Dismissing does not show an administrator's hide again; only its removal from hidden_items does (the console's own).
    await t.deps.db.delete(hiddenItems).where(and(eq(hiddenItems.kind, 'COMPANY_PAGE'), eq(hiddenItems.item_id, fx.ids.employer)));
    expect((await t.gql(COMPANY, { slug: company!.slug })).data.companyPage.slug).toBe(company!.slug);
  });

  it("hides an agency profile and a case study from the marketplace and from other readers, but not from the agency's own team", async () => {
    const [study] = await t.deps.db
      .insert(caseStudies)
      .values({ agency_id: fx.ids.agency, title: 'A reported case study', description: '<p>Our work</p>', headline: 'Our work' })
      .returning({ id: caseStudies.id });
    const studyRes = await report('CASE_STUDY', study!.id, { token: fx.tokens.employer });
    expect(studyRes.errors).toBeUndefined();
    expect(codeOf(await report('CASE_STUDY', study!.id, { token: agencyToken }))).toBe('BAD_USER_INPUT');
    const queue = await t.gql(QUEUE, {}, fx.tokens.admin);
    const entry = queue.data.adminReports.data.find((e: { kind: string }) => e.kind === 'CASE_STUDY');
    await t.gql(RESOLVE, { id: entry.report_id, action: 'HIDE' }, fx.tokens.admin);
    expect((await t.gql(CARDS, {}, fx.tokens.employer)).data.marketplaceCaseStudies.data.map((c: { id: string }) => c.id)).not.toContain(String(study!.id));
    expect(codeOf(await t.gql(STUDY, { id: study!.id }, fx.tokens.employer))).toBe('NOT_FOUND');
    expect((await t.gql(PROFILE, { id: fx.ids.agency }, fx.tokens.employer)).data.agencyProfile.caseStudies.data.map((c: { id: string }) => c.id)).not.toContain(String(study!.id));
    expect((await t.gql(STUDY, { id: study!.id }, agencyToken)).data.caseStudy.id).toBe(String(study!.id));
    expect((await t.gql(PROFILE, { id: fx.ids.agency }, agencyToken)).data.agencyProfile.caseStudies.data.map((c: { id: string }) => c.id)).toContain(String(study!.id));

    await report('AGENCY_PROFILE', fx.ids.agency, { token: fx.tokens.employer });
    const again = await t.gql(QUEUE, {}, fx.tokens.admin);
    const profileEntry = again.data.adminReports.data.find((e: { kind: string }) => e.kind === 'AGENCY_PROFILE');
    expect(profileEntry.item.title).toMatch(/^Agency profile: /);
    await t.gql(RESOLVE, { id: profileEntry.report_id, action: 'HIDE' }, fx.tokens.admin);
    expect((await t.gql(AGENCIES, {}, fx.tokens.employer)).data.agencies.data.map((a: { id: string }) => a.id)).not.toContain(String(fx.ids.agency));
    expect(codeOf(await t.gql(PROFILE, { id: fx.ids.agency }, fx.tokens.employer))).toBe('NOT_FOUND');
    expect((await t.gql(PROFILE, { id: fx.ids.agency }, agencyToken)).data.agencyProfile.id).toBe(String(fx.ids.agency));
  });
});
