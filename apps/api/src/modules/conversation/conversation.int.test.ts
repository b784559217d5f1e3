import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CONVERSATION_MSG } from '@mp/domain';
import { applications, messages, messageThreads, users } from '../../db/schema/index.js';
import { issueToken } from '../../viewer/sessions.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { jobInput, opportunityFixtures, referenceIds } from '../opportunities/test-fixtures.js';
import { ADD } from '../opportunities/test-documents.js';

/**
 * The hiring conversation (decision 0060), allowed and refused: who reads and writes a thread, read marks and
 * 'Seen', the header's count, the inbox, blocking, the limit, a repeated key, and the notice mail's interval.
 */
const THREAD = `query($id: ID!, $before: ID) { messageThread(applicationId: $id, before: $before) { side unread seen_up_to blocked can_write has_older
  counterpart post { id title }
  messages { id side body mine author_name author_detail payment_warning deleted_author } } }`;
const SEND = `mutation($id: ID!, $body: String!, $key: String) { sendMessage(applicationId: $id, body: $body, idempotencyKey: $key) {
  messages { id body mine side } } }`;
const READ = `mutation($id: ID!, $upTo: ID!) { markMessageThreadRead(applicationId: $id, upTo: $upTo) }`;
const UNREAD = `query { unreadMessageThreads }`;
const INBOX = `query { messageThreads(first: 50) { data { application_id post_title counterpart last_body unread } paginatorInfo { total } } }`;
const APPLICANTS = `query($id: ID!) { opportunityApplicants(id: $id, first: 50) { id unread_messages } }`;
const BLOCK = `mutation($id: ID!, $blocked: Boolean!) { setMessageTeamBlocked(applicationId: $id, blocked: $blocked) { blocked can_write } }`;

let t: TestApp;
let f: ReturnType<typeof opportunityFixtures>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;
const messageOf = (res: { errors?: { message: string }[] }) => res.errors?.[0]?.message;

let seq = 0;
/** A fresh freelancer with a token, and their application to a fresh post of the employer's (or assigned to the member). */
async function application(opts: { forMember?: boolean; agency?: boolean } = {}) {
  const input = jobInput(ref, { title: `Chat role ${++seq}`, ...(opts.forMember ? { created_by: String(ids.member) } : {}) });
  const post = Number((await t.gql(ADD, { input }, tokens.employer)).data.addOpportunity.id);
  if (opts.agency) {
    await f.apply(post, ids.agency!, ids.agency!);
    const [row] = await t.deps.db.select({ id: applications.id }).from(applications).where(and(eq(applications.opportunity_id, post), eq(applications.team_id, ids.agency!)));
    return { post, applicationId: row!.id, token: tokens.agency!, email: 'agency@demo.test' };
  }
  const email = `talker-${seq}-${randomUUID().slice(0, 6)}@example.com`;
  const [person] = await t.deps.db
    .insert(users)
    .values({ email, password_hash: 'x', type: 'FREELANCER', status: 'ACTIVE', privacy: 'INACTIVE', first_name: `Tam${seq}`, last_name: 'Lee' })
    .returning({ id: users.id });
  await f.apply(post, person!.id);
  const [row] = await t.deps.db.select({ id: applications.id }).from(applications).where(eq(applications.user_id, person!.id));
  const token = await issueToken(t.deps.db, person!.id, { ip: '127.0.0.1' });
  return { post, applicationId: row!.id, token, email, userId: person!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.deps.db);
  f = opportunityFixtures(t);
  const other = await adminFixtures(t).pendingCompany('other-chat@example.com', 'Other Co');
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(other.id)));
  ids.employer = await f.idOf('employer@demo.test');
  ids.member = await f.idOf('member@demo.test');
  ids.admin = await f.idOf('admin@demo.test');
  ids.agency = await f.idOf('agency@demo.test');
  await f.grant(ids.employer, 30);
  for (const [who, email] of [
    ['employer', 'employer@demo.test'], ['member', 'member@demo.test'], ['guest', 'guest@demo.test'],
    ['freelancer', 'freelancer@demo.test'], ['agency', 'agency@demo.test'],
  ]) tokens[who!] = await t.login(email!);
  tokens.other = await t.login('other-chat@example.com', 'Secret-pass1!');
  tokens.impersonated = await issueToken(t.deps.db, ids.employer, { ip: '127.0.0.1' }, { impersonatorId: ids.admin });
});
afterAll(async () => t.close());

describe('a thread between the team and the applicant', () => {
  it('lets both sides write and read, with who wrote, read marks, Seen and the header counts', async () => {
    const a = await application();
    // Empty until the first message, and either side may begin.
    expect((await t.gql(THREAD, { id: a.applicationId }, a.token)).data.messageThread).toMatchObject({
      side: 'APPLICANT', messages: [], unread: 0, can_write: true, counterpart: 'Northwind Studio', post: { id: String(a.post), title: `Chat role ${seq}` },
    });
    const first = await t.gql(SEND, { id: a.applicationId, body: '  Hello, is the role still open?  ' }, a.token);
    expect(first.errors).toBeUndefined();
    expect(first.data.sendMessage.messages).toMatchObject([{ body: 'Hello, is the role still open?', mine: true, side: 'APPLICANT' }]);
    expect((await t.gql(UNREAD, {}, tokens.employer)).data.unreadMessageThreads).toBeGreaterThanOrEqual(1);
    const before = (await t.gql(UNREAD, {}, tokens.employer)).data.unreadMessageThreads;

    const unreadOnList = async () => (await t.gql(APPLICANTS, { id: a.post }, tokens.employer)).data.opportunityApplicants;
    expect(await unreadOnList()).toEqual([{ id: String(a.applicationId), unread_messages: 1 }]);
    const seenByTeam = (await t.gql(THREAD, { id: a.applicationId }, tokens.employer)).data.messageThread;
    expect(seenByTeam).toMatchObject({ side: 'TEAM', unread: 1, counterpart: `Tam${seq} Lee`, messages: [{ mine: false, author_name: `Tam${seq} Lee`, author_detail: 'Freelancer' }] });
    // Reading does not mark; the page says how far it read.
    expect((await t.gql(READ, { id: a.applicationId, upTo: seenByTeam.messages[0].id }, tokens.employer)).errors).toBeUndefined();
    expect((await t.gql(UNREAD, {}, tokens.employer)).data.unreadMessageThreads).toBe(before - 1);
    expect(await unreadOnList()).toEqual([{ id: String(a.applicationId), unread_messages: 0 }]);
    expect((await t.gql(THREAD, { id: a.applicationId }, a.token)).data.messageThread.seen_up_to).toBe(seenByTeam.messages[0].id);

    const reply = await t.gql(SEND, { id: a.applicationId, body: 'Yes: can you talk on Tuesday?' }, tokens.employer);
    expect(reply.data.sendMessage.messages.map((m: { mine: boolean }) => m.mine)).toEqual([false, true]);
    const applicantView = (await t.gql(THREAD, { id: a.applicationId }, a.token)).data.messageThread;
    expect(applicantView.unread).toBe(1);
    expect(applicantView.messages[1]).toMatchObject({ side: 'TEAM', author_name: 'Evelyn Employer', payment_warning: false });
    expect((await t.gql(UNREAD, {}, a.token)).data.unreadMessageThreads).toBe(1);
    // A read mark never goes back.
    await t.gql(READ, { id: a.applicationId, upTo: applicantView.messages[1].id }, a.token);
    await t.gql(READ, { id: a.applicationId, upTo: applicantView.messages[0].id }, a.token);
    expect((await t.gql(UNREAD, {}, a.token)).data.unreadMessageThreads).toBe(0);

    // The inbox of each side.
    const inbox = (await t.gql(INBOX, {}, a.token)).data.messageThreads;
    expect(inbox.data).toEqual([{ application_id: String(a.applicationId), post_title: `Chat role ${seq}`, counterpart: expect.any(String), last_body: 'Yes: can you talk on Tuesday?', unread: false }]);
    const teamInbox = (await t.gql(INBOX, {}, tokens.employer)).data.messageThreads.data;
    expect(teamInbox.find((r: { application_id: string }) => r.application_id === String(a.applicationId))).toMatchObject({ counterpart: `Tam${seq} Lee`, unread: false });
  });

  it('is the assigned member\'s and a guest admin\'s too, and NOT_FOUND for an unassigned member, another team, another applicant and a visitor', async () => {
    const assigned = await application({ forMember: true });
    const unassigned = await application();
    expect((await t.gql(SEND, { id: assigned.applicationId, body: 'From the member' }, tokens.member)).errors).toBeUndefined();
    expect((await t.gql(SEND, { id: unassigned.applicationId, body: 'From the guest admin' }, tokens.guest)).errors).toBeUndefined();
    for (const [token, id] of [
      [tokens.member, unassigned.applicationId], [tokens.other, assigned.applicationId], [tokens.freelancer, assigned.applicationId],
      [assigned.token, unassigned.applicationId], [tokens.agency, assigned.applicationId], [tokens.employer, 99999999],
    ] as const) {
      expect(codeOf(await t.gql(THREAD, { id }, token))).toBe('NOT_FOUND');
      expect(codeOf(await t.gql(SEND, { id, body: 'Let me in' }, token))).toBe('NOT_FOUND');
    }
    expect(codeOf(await t.gql(THREAD, { id: assigned.applicationId }))).toBe('UNAUTHENTICATED');
    const written = await t.deps.db.select().from(messages).where(eq(messages.thread_id, unassigned.applicationId));
    expect(written.map((m) => m.body)).toEqual(['From the guest admin']);
    // The member's inbox holds the post assigned to them only.
    const memberInbox = (await t.gql(INBOX, {}, tokens.member)).data.messageThreads.data.map((r: { application_id: string }) => Number(r.application_id));
    expect(memberInbox).toContain(assigned.applicationId);
    expect(memberInbox).not.toContain(unassigned.applicationId);
  });

  it("is an agency's team's for its application, named by the agency", async () => {
    const a = await application({ agency: true });
    expect((await t.gql(SEND, { id: a.applicationId, body: 'We can start in May' }, tokens.agency)).errors).toBeUndefined();
    const view = (await t.gql(THREAD, { id: a.applicationId }, tokens.employer)).data.messageThread;
    expect(view.messages[0].author_detail).toBe('Brightside Agency');
  });

  it('lets an impersonating administrator read without writing or leaving a read mark', async () => {
    const a = await application();
    await t.gql(SEND, { id: a.applicationId, body: 'Hello' }, a.token);
    const view = await t.gql(THREAD, { id: a.applicationId }, tokens.impersonated);
    expect(view.data.messageThread).toMatchObject({ can_write: false, unread: 1 });
    expect(codeOf(await t.gql(SEND, { id: a.applicationId, body: 'As the employer' }, tokens.impersonated))).toBe('FORBIDDEN');
    await t.gql(READ, { id: a.applicationId, upTo: view.data.messageThread.messages[0].id }, tokens.impersonated);
    expect((await t.gql(THREAD, { id: a.applicationId }, a.token)).data.messageThread.seen_up_to).toBeNull();
  });
});

describe('what a message may be', () => {
  it("refuses empty and over-long words with the field's message, and keeps 5,000 characters as text", async () => {
    const a = await application();
    expect(messageOf(await t.gql(SEND, { id: a.applicationId, body: '   ' }, a.token))).toBe(CONVERSATION_MSG.empty);
    expect(messageOf(await t.gql(SEND, { id: a.applicationId, body: 'x'.repeat(5001) }, a.token))).toBe('Message must be 5,000 characters or fewer');
    const html = '<img src=x onerror=alert(1)> <b>bold</b>';
    const res = await t.gql(SEND, { id: a.applicationId, body: html }, a.token);
    expect(res.data.sendMessage.messages[0].body).toBe(html);
    expect(codeOf(await t.gql(SEND, { id: 'abc', body: 'hi' }, a.token))).toBe('BAD_USER_INPUT');
  });

  it('flags a message asking for payment with the standing warning', async () => {
    const a = await application();
    await t.gql(SEND, { id: a.applicationId, body: 'Please send your bank details and a £40 registration fee' }, tokens.employer);
    expect((await t.gql(THREAD, { id: a.applicationId }, a.token)).data.messageThread.messages[0].payment_warning).toBe(true);
  });

  it('writes one message for a repeated key, and refuses a sender past 20 a minute', async () => {
    const a = await application();
    const key = randomUUID();
    const [one, two] = await Promise.all([0, 1].map(() => t.gql(SEND, { id: a.applicationId, body: 'Once only', key }, a.token)));
    expect(one!.errors).toBeUndefined();
    expect(two!.errors).toBeUndefined();
    expect(await t.deps.db.select().from(messages).where(eq(messages.thread_id, a.applicationId))).toHaveLength(1);
    const b = await application();
    const results = [];
    for (let i = 0; i < 21; i++) results.push(await t.gql(SEND, { id: b.applicationId, body: `Message ${i}` }, b.token));
    expect(results.slice(0, 18).every((r) => !r.errors)).toBe(true);
    expect(codeOf(results.at(-1)!)).toBe('RATE_LIMITED');
  });
});

describe('blocking and mail', () => {
  it('lets the applicant stop the team writing, and let it again; the team may not block', async () => {
    const a = await application();
    await t.gql(SEND, { id: a.applicationId, body: 'First' }, tokens.employer);
    expect(codeOf(await t.gql(BLOCK, { id: a.applicationId, blocked: true }, tokens.employer))).toBe('FORBIDDEN');
    expect((await t.gql(BLOCK, { id: a.applicationId, blocked: true }, a.token)).data.setMessageTeamBlocked).toEqual({ blocked: true, can_write: true });
    expect((await t.gql(THREAD, { id: a.applicationId }, tokens.employer)).data.messageThread).toMatchObject({ blocked: true, can_write: false });
    const refused = await t.gql(SEND, { id: a.applicationId, body: 'Second' }, tokens.employer);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(messageOf(refused)).toBe(CONVERSATION_MSG.blocked);
    await t.gql(BLOCK, { id: a.applicationId, blocked: false }, a.token);
    expect((await t.gql(SEND, { id: a.applicationId, body: 'Third' }, tokens.employer)).errors).toBeUndefined();
  });

  it('mails the other side with the words and a link, at most once a thread every 10 minutes', async () => {
    const a = await application();
    await t.gql(SEND, { id: a.applicationId, body: 'Could you send a portfolio link?' }, tokens.employer);
    await t.gql(SEND, { id: a.applicationId, body: 'And your notice period?' }, tokens.employer);
    const mail = await t.lastMailTo(a.email);
    expect(mail?.subject).toBe(`New message about Chat role ${seq}`);
    expect(mail?.text_body).toContain('Could you send a portfolio link?');
    expect(mail?.text_body).toContain(`/freelancer/messages/${a.applicationId}`);
    expect(t.sentMails.filter((m) => m.to === a.email)).toHaveLength(1);
    // Past the interval, the next message mails again.
    await t.deps.db.update(messageThreads).set({ applicant_mailed_at: new Date(Date.now() - 11 * 60_000) }).where(eq(messageThreads.application_id, a.applicationId));
    await t.gql(SEND, { id: a.applicationId, body: 'Any news?' }, tokens.employer);
    await t.lastMailTo(a.email);
    expect(t.sentMails.filter((m) => m.to === a.email)).toHaveLength(2);
  });
});
