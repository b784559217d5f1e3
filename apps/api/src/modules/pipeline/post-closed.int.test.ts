import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applications, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { jobInput, opportunityFixtures, referenceIds } from '../opportunities/test-fixtures.js';
import { ADD, CLOSE } from '../opportunities/test-documents.js';

/**
 * Candidates hear back when a post closes (decision 0055): every applicant still open is told once, in the Not selected
 * mail's words, unless they turned those mails off; a restore and a second close tell nobody twice.
 */
const SET = `mutation($ids: [ID!]!, $status: String!) { setApplicationStatus(ids: $ids, status: $status) }`;
const RESTORE = `mutation($id: ID!) { restoreOpportunity(id: $id) { id deleted_at } }`;

let t: TestApp;
let f: ReturnType<typeof opportunityFixtures>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
const tokens: Record<string, string> = {};
let seq = 0;

const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;
const mailsTo = (email: string) => t.sentMails.filter((m) => m.to === email && m.subject.startsWith('Your application for'));
const toldAt = async (id: number) =>
  (await t.deps.db.select({ at: applications.not_selected_mailed_at }).from(applications).where(eq(applications.id, id)))[0]!.at;

/** A fresh post of the employer's with `n` applicants, each a new ACTIVE freelancer. */
async function postWith(n: number) {
  const post = Number((await t.gql(ADD, { input: jobInput(ref, { title: `Closing role ${++seq}` }) }, tokens.employer)).data.addOpportunity.id);
  const people = [];
  for (let i = 0; i < n; i++) {
    const email = `closing-${seq}-${i}-${randomUUID().slice(0, 6)}@example.com`;
    const [row] = await t.deps.db
      .insert(users)
      .values({ email, password_hash: 'x', type: 'FREELANCER', status: 'ACTIVE', privacy: 'INACTIVE', first_name: `Cal${i}` })
      .returning({ id: users.id });
    await f.apply(post, row!.id);
    const [application] = await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.user_id, row!.id));
    people.push({ id: row!.id, email, applicationId: application!.id });
  }
  return { post, people };
}

const close = (post: number, input: Record<string, unknown> = { reason: 'JOB_POSTPONED' }, token = tokens.employer) =>
  t.gql(CLOSE, { id: post, input }, token);

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  f = opportunityFixtures(t);
  const other = await adminFixtures(t).pendingCompany('other-closing@example.com', 'Elsewhere Ltd');
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(other.id)));
  await f.grant(await f.idOf('employer@demo.test'), 20);
  tokens.employer = await t.login('employer@demo.test');
  tokens.freelancer = await t.login('freelancer@demo.test');
  tokens.other = await t.login('other-closing@example.com', 'Secret-pass1!');
});
afterAll(async () => t.close());

describe('closing a post tells the applicants still open', () => {
  it('tells each open applicant once that the post closed, and leaves their status as it was', async () => {
    const { post, people } = await postWith(2);
    await t.gql(SET, { ids: [people[1]!.applicationId], status: 'INTERVIEWING' }, tokens.employer);
    expect((await close(post)).errors).toBeUndefined();
    await t.deps.jobs.idle();
    for (const person of people) {
      const mails = mailsTo(person.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('The post has now closed, and they will not be taking your application further this time.');
      expect(mails[0]!.text).toContain('notification settings');
      expect(await toldAt(person.applicationId)).not.toBeNull();
    }
    const [row] = await t.deps.db.select({ status: applications.status }).from(applications).where(eq(applications.id, people[1]!.applicationId));
    expect(row!.status).toBe('INTERVIEWING');
  });

  it('respects the opt-out, and tells nobody twice across a restore and a second close', async () => {
    const { post, people } = await postWith(2);
    const [keen, quiet] = people;
    await t.deps.db.update(users).set({ send_not_selected_email: false }).where(eq(users.id, quiet!.id));
    await close(post);
    await t.deps.jobs.idle();
    expect(mailsTo(keen!.email)).toHaveLength(1);
    expect(mailsTo(quiet!.email)).toHaveLength(0);
    expect(await toldAt(quiet!.applicationId)).toBeNull();

    expect((await t.gql(RESTORE, { id: post }, tokens.employer)).errors).toBeUndefined();
    expect((await close(post, { reason: 'NO_LONGER_EXISTS' })).errors).toBeUndefined();
    await t.deps.jobs.idle();
    expect(mailsTo(keen!.email)).toHaveLength(1);
    expect(mailsTo(quiet!.email)).toHaveLength(0);

    // Marked Not selected later (restored again): they already heard, so no second mail.
    await t.gql(RESTORE, { id: post }, tokens.employer);
    await t.gql(SET, { ids: [keen!.applicationId], status: 'NOT_SELECTED' }, tokens.employer);
    await t.deps.jobs.idle();
    expect(mailsTo(keen!.email)).toHaveLength(1);
  });

  it('does not tell the hired applicant, nor those already Not selected, again', async () => {
    const { post, people } = await postWith(3);
    const [hired, rejected, open] = people;
    await t.gql(SET, { ids: [rejected!.applicationId], status: 'NOT_SELECTED' }, tokens.employer);
    await t.deps.jobs.idle();
    expect(mailsTo(rejected!.email)).toHaveLength(1);
    const res = await close(post, { reason: 'FILLED_BY_APPLICANT', freelancer_id: String(hired!.id) });
    expect(res.errors).toBeUndefined();
    await t.deps.jobs.idle();
    expect(mailsTo(hired!.email)).toHaveLength(0);
    expect(mailsTo(rejected!.email)).toHaveLength(1);
    expect(mailsTo(open!.email)).toHaveLength(1);
    expect(mailsTo(open!.email)[0]!.text).toContain('The post has now closed');
  });

  it('with the others marked Not selected, each hears it once, in the Not selected words', async () => {
    const { post, people } = await postWith(2);
    const [hired, other] = people;
    await close(post, { reason: 'FILLED_BY_APPLICANT', freelancer_id: String(hired!.id), others_not_selected: true });
    await t.deps.jobs.idle();
    expect(mailsTo(other!.email)).toHaveLength(1);
    expect(mailsTo(other!.email)[0]!.text).toContain('They have decided to go ahead with other applicants this time.');
    expect(mailsTo(hired!.email)).toHaveLength(0);
  });

  it('stays the posting team\'s act: another company, a seeker and a visitor cannot close, and nobody is told', async () => {
    const { post, people } = await postWith(1);
    expect(codeOf(await close(post, undefined, tokens.other))).toBe('NOT_FOUND');
    expect(codeOf(await close(post, undefined, tokens.freelancer))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(CLOSE, { id: post, input: { reason: 'JOB_POSTPONED' } }))).toBe('UNAUTHENTICATED');
    await t.deps.jobs.idle();
    expect(mailsTo(people[0]!.email)).toHaveLength(0);
    expect(await toldAt(people[0]!.applicationId)).toBeNull();
  });
});
