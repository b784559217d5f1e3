import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { jobPostingJsonLd, parseBoardQuery, REVIEW_MSG } from '@mp/domain';
import { auditLog, creditLedger } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { atomFeed } from '../feeds/atom.js';
import { jobXml } from '../feeds/jobs-xml.js';
import { findPublicJobsByIds } from '../job-pages/service.js';
import { ADD, APPROVE, GET, PUBLIC_JOB, QUEUE, REJECT, reviewFixtures, SUMMARY, TRUST, UPDATE } from './test-fixtures.js';

/**
 * Post review (decision 0065): what waits instead of going live, what the poster sees, the console's queue and its
 * decisions (audited, mailed, the rejected post's job post returned once), and who may do each.
 */
let t: TestApp;
let fx: Awaited<ReturnType<typeof reviewFixtures>>;
let adminToken: string;
let employer: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  fx = await reviewFixtures(t);
  adminToken = await t.login('admin@demo.test');
  employer = { id: await fx.f.idOf('employer@demo.test'), token: await t.login('employer@demo.test') };
  await fx.f.grant(employer.id, 20);
});
afterAll(async () => t.close());

const ok = <T = any>(res: { data: T; errors?: unknown }) => {
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data;
};
const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;
const queue = async () => ok(await t.gql(QUEUE, { first: 100 }, adminToken)).adminPostReviews.data as any[];
const entryFor = async (opportunityId: string) => (await queue()).find((e) => e.opportunity_id === opportunityId);
const post = async (token: string, extra: Record<string, unknown> = {}) => ok(await t.gql(ADD, { input: fx.job(extra) }, token)).addOpportunity;

describe("a company's first posts", () => {
  it('wait in review, unseen by the public, with the credit held, until 3 have gone live', async () => {
    const co = await fx.newCompany();
    const first = await post(co.token, { title: 'First role' });
    expect(first).toMatchObject({ is_active: true, review_status: 'IN_REVIEW', latest_review: { kind: 'POST', status: 'PENDING', reason: null } });
    expect(await fx.row(first.id)).toMatchObject({ is_active: false, review_status: 'IN_REVIEW', published_at: null });
    expect(await fx.f.balance(co.id)).toBe(4);
    expect((await t.gql(PUBLIC_JOB, { slug: first.slug })).data?.publicJob ?? null).toBeNull();
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain(first.slug);
    expect(await findPublicJobsByIds(t.deps.db, [Number(first.id)])).toEqual([]);
    const entry = await entryFor(first.id);
    expect(entry).toMatchObject({ kind: 'POST', title: 'First role', text: expect.stringMatching(/^Brief [a-z]{48}$/), team: { id: String(co.id), name: 'Review Co 1' } });
    expect(entry.findings.map((x: { flag: string }) => x.flag)).toEqual(['NEW_COMPANY']);

    ok(await t.gql(APPROVE, { id: entry.id }, adminToken));
    expect(await fx.row(first.id)).toMatchObject({ is_active: true, review_status: null });
    expect(ok(await t.gql(PUBLIC_JOB, { slug: first.slug })).publicJob.title).toBe('First role');
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).toContain(first.slug);
    expect(await findPublicJobsByIds(t.deps.db, [Number(first.id)])).toHaveLength(1);
    expect((await t.lastMailTo((await fx.submitterOf(entry.id))!))?.subject).toBe('Your post is live: First role');
    const [audit] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'post_review.approve'), eq(auditLog.target_id, Number(first.id))));
    expect(audit?.details).toMatchObject({ review_id: Number(entry.id), kind: 'POST' });

    // Two more go live through review; the fourth goes live at once.
    for (const title of ['Second role', 'Third role']) {
      const p = await post(co.token, { title });
      ok(await t.gql(APPROVE, { id: (await entryFor(p.id)).id }, adminToken));
    }
    expect(await post(co.token, { title: 'Fourth role' })).toMatchObject({ is_active: true, review_status: null, latest_review: null });
  });

  it('skip review for a company the console trusts (audited), and the console alone may trust', async () => {
    const co = await fx.newCompany();
    expect(codeOf(await t.gql(TRUST, { teamId: co.id, trusted: true }, employer.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(TRUST, { teamId: co.id, trusted: true }))).toBe('UNAUTHENTICATED');
    expect(ok(await t.gql(TRUST, { teamId: co.id, trusted: true }, adminToken)).adminSetTrustedPoster).toBe(true);
    expect(await post(co.token)).toMatchObject({ review_status: null, is_active: true });
    const audits = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'post_review.trust'), eq(auditLog.target_id, co.id)));
    expect(audits).toHaveLength(1);
  });
});

describe('the rules', () => {
  it('hold a trusted company’s post whose text dodges them with look-alikes, and say why', async () => {
    // Cyrillic а and о in WhatsApp's name and a zero-width space in the number.
    const p = await post(employer.token, { description: '<p>Message us on Whаtsаpp: 07700\u200B 900123</p>' });
    expect(p.review_status).toBe('IN_REVIEW');
    const entry = await entryFor(p.id);
    expect(entry.findings).toEqual([{ flag: 'CONTACT', label: 'Contact details in the text', detail: '07700 900123, whatsapp' }]);
  });

  it('refuse a fee asked of applicants, on the description, and charge nothing', async () => {
    const before = await fx.f.balance(employer.id);
    const res = await t.gql(ADD, { input: fx.job({ description: '<p>A rеgistration fee of £40 is payable.</p>' }) }, employer.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors[0].extensions.fields).toEqual({ 'input.description': REVIEW_MSG.feeRefused });
    expect(await fx.f.balance(employer.id)).toBe(before);
  });

  it('flag a near-copy of another team’s open post, and implausible pay', async () => {
    const text =
      '<p>We are a growing studio looking for a senior brand designer to lead identity projects for our retail clients across Europe. ' +
      'You will run workshops, shape the visual language of each brand and mentor two junior designers in our London office.</p>';
    await post(employer.token, { title: 'Senior brand designer', description: text });
    const co = await fx.newCompany();
    ok(await t.gql(TRUST, { teamId: co.id, trusted: true }, adminToken));
    const copy = await post(co.token, { title: 'Senior brand designer!', description: text });
    expect((await entryFor(copy.id)).findings[0]).toMatchObject({ flag: 'NEAR_COPY' });
    // A short text is not compared: a title and a line are alike by nature.
    expect(await post(co.token, { title: 'Senior brand designer', description: '<p>Join our studio.</p>' })).toMatchObject({ review_status: null });
    expect(await post(employer.token, { title: 'Senior brand designer', description: '<p>Join our studio.</p>' })).toMatchObject({ review_status: null });
    const rich = await post(co.token, { title: 'Day rate role', compensation_unit: 'DAY', minimumBudget: 9000, maximumBudget: 9500, is_compensation_displayed: true });
    expect((await entryFor(rich.id)).findings.map((x: { flag: string }) => x.flag)).toEqual(['SALARY']);
  });
});

describe('rejecting', () => {
  it('mails the reason, returns the job post once even when two administrators act at once, and locks the post', async () => {
    const co = await fx.newCompany(2);
    const p = await post(co.token, { title: 'Doubtful role' });
    const entry = await entryFor(p.id);
    const results = await Promise.all([
      t.gql(REJECT, { id: entry.id, reason: 'The role reads as a scam.' }, adminToken),
      t.gql(REJECT, { id: entry.id, reason: 'Second opinion.' }, adminToken),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.find((r) => r.errors)!.errors[0].message).toBe(REVIEW_MSG.alreadyDecided);
    expect(await fx.refunds(p.id)).toHaveLength(1);
    expect(await fx.f.balance(co.id)).toBe(2);
    const state = await fx.f.ledgerState(co.id);
    expect(state.sum).toBe(state.balance);
    expect(ok(await t.gql(GET, { id: p.id }, co.token)).opportunity).toMatchObject({ review_status: 'REJECTED', is_active: false, latest_review: { status: 'REJECTED' } });
    const mail = await t.lastMailTo((await fx.submitterOf(entry.id))!);
    expect(mail?.subject).toBe('Your post was not published: Doubtful role');
    expect(mail?.text_body).toContain('Its job post has been returned to your balance.');
    const upd = await t.gql(UPDATE, { id: p.id, input: fx.job({ title: 'Try again' }) }, co.token);
    expect(upd.errors[0].message).toBe(REVIEW_MSG.rejectedLocked);
    expect(codeOf(await t.gql(APPROVE, { id: entry.id }, adminToken))).toBe('BAD_USER_INPUT');
  });

  it('asks for a reason', async () => {
    const co = await fx.newCompany();
    const p = await post(co.token);
    const res = await t.gql(REJECT, { id: (await entryFor(p.id)).id, reason: '  ' }, adminToken);
    expect(res.errors[0].extensions.fields).toEqual({ 'input.reason': REVIEW_MSG.reasonRequired });
  });
});

describe('an edit of a live post', () => {
  it('that trips a rule waits, the live version staying up until approved', async () => {
    const p = await post(employer.token, { title: 'Live title' });
    const edited = ok(await t.gql(UPDATE, { id: p.id, input: fx.job({ title: 'New title', description: '<p>See bit.ly/x</p>' }) }, employer.token)).updateOpportunity;
    expect(edited).toMatchObject({ title: 'Live title', is_active: true, review_status: null, latest_review: { kind: 'EDIT', status: 'PENDING' } });
    expect(ok(await t.gql(PUBLIC_JOB, { slug: p.slug })).publicJob.title).toBe('Live title');
    const entry = await entryFor(p.id);
    expect(entry).toMatchObject({ kind: 'EDIT', title: 'New title', live_title: 'Live title', findings: [{ flag: 'SHORTENER', detail: 'bit.ly' }] });
    ok(await t.gql(APPROVE, { id: entry.id }, adminToken));
    expect(ok(await t.gql(PUBLIC_JOB, { slug: p.slug })).publicJob.title).toBe('New title');
    // A rejected edit leaves the live version and returns nothing.
    ok(await t.gql(UPDATE, { id: p.id, input: fx.job({ title: 'Newer title', description: '<p>Call 020 7946 0958</p>' }) }, employer.token));
    ok(await t.gql(REJECT, { id: (await entryFor(p.id)).id, reason: 'No phone numbers, please.' }, adminToken));
    expect(ok(await t.gql(PUBLIC_JOB, { slug: p.slug })).publicJob.title).toBe('New title');
    expect(await fx.refunds(p.id)).toHaveLength(0);
  });

  it('that is clean goes live at once and drops a waiting edit', async () => {
    const p = await post(employer.token, { title: 'Clean live' });
    ok(await t.gql(UPDATE, { id: p.id, input: fx.job({ description: '<p>See bit.ly/x</p>' }) }, employer.token));
    const clean = ok(await t.gql(UPDATE, { id: p.id, input: fx.job({ title: 'Clean again' }) }, employer.token)).updateOpportunity;
    expect(clean).toMatchObject({ title: 'Clean again', latest_review: null });
    expect(await entryFor(p.id)).toBeUndefined();
  });
});

describe('who may', () => {
  it('refuses the queue, the summary and the decisions to everyone but an administrator', async () => {
    const co = await fx.newCompany();
    const p = await post(co.token);
    const id = (await entryFor(p.id)).id;
    for (const token of [employer.token, co.token, undefined]) {
      expect(codeOf(await t.gql(QUEUE, {}, token))).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      expect(codeOf(await t.gql(SUMMARY, {}, token))).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      expect(codeOf(await t.gql(APPROVE, { id }, token))).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      expect(codeOf(await t.gql(REJECT, { id, reason: 'x' }, token))).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
    expect(await fx.row(p.id)).toMatchObject({ review_status: 'IN_REVIEW' });
    // Another team reads nothing of the post, its review included.
    expect(codeOf(await t.gql(GET, { id: p.id }, employer.token))).toBe('NOT_FOUND');
    const summary = ok(await t.gql(SUMMARY, {}, adminToken)).adminPostReviewsSummary;
    expect(summary.pending).toBeGreaterThan(0);
    expect(Date.parse(summary.oldest_at)).toBeLessThanOrEqual(Date.now());
  });

  it('answers a repeated posting with the first post, charging once', async () => {
    const co = await fx.newCompany(3);
    const key = crypto.randomUUID();
    const input = fx.job();
    const a = ok(await t.gql(ADD, { input, key }, co.token)).addOpportunity;
    const b = ok(await t.gql(ADD, { input, key }, co.token)).addOpportunity;
    expect(b.id).toBe(a.id);
    expect(await fx.f.balance(co.id)).toBe(2);
    expect(await fx.reviewOf(a.id)).toHaveLength(1);
    const outs = await t.deps.db.select().from(creditLedger).where(eq(creditLedger.opportunity_id, Number(a.id)));
    expect(outs).toHaveLength(1);
  });
});

describe("reg. 27: an agency's ad", () => {
  it('keeps the agency, the term and the minimum experience, and refuses an ad without them', async () => {
    const agency = { placed_by_agency: true, agency_name: 'Acme Recruitment Ltd', work_term: 'TEMPORARY', minimum_requirements: '3 years in brand design', is_compensation_displayed: true };
    const p = await post(employer.token, agency);
    expect(p).toMatchObject({ placed_by_agency: true, agency_name: 'Acme Recruitment Ltd', work_term: 'TEMPORARY', minimum_requirements: '3 years in brand design' });
    const page = ok(await t.gql(`query($slug: String!) { publicJob(slug: $slug) { agency { name work_term minimum_requirements } } }`, { slug: p.slug })).publicJob;
    expect(page.agency).toEqual({ name: 'Acme Recruitment Ltd', work_term: 'TEMPORARY', minimum_requirements: '3 years in brand design' });
    const [job] = await findPublicJobsByIds(t.deps.db, [Number(p.id)]);
    expect(jobXml('https://onbrief.test', job!)).toContain(
      'Advertised by Acme Recruitment Ltd, an employment agency<br>Temporary work<br>Minimum experience or qualifications: 3 years in brand design',
    );
    expect(atomFeed('https://onbrief.test', parseBoardQuery(new URLSearchParams()), [job!])).toContain('Advertised by Acme Recruitment Ltd, an employment agency. Temporary work.');
    expect(jobPostingJsonLd(job!, 'https://onbrief.test')).toMatchObject({ experienceRequirements: '3 years in brand design', employmentType: ['CONTRACTOR', 'TEMPORARY'] });
    const res = await t.gql(ADD, { input: fx.job({ ...agency, agency_name: '', minimum_requirements: null }) }, employer.token);
    expect(res.errors[0].extensions.fields).toEqual({
      'input.agency_name': 'Please enter the agency’s full name',
      'input.minimum_requirements': 'Please enter the minimum experience or qualifications: an agency’s ad that shows pay must give them',
    });
  });
});
