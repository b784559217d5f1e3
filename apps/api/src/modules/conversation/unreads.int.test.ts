import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { applications, messages, messageThreads, messageUnreads, opportunities, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { countStatements } from '../opportunities/test-fixtures.js';
import { waitForLockWaits } from '../idempotency/test-locks.js';
import { conversationFixtures } from './test-fixtures.js';

/**
 * The unread rows (decision 0060): the header's count for each kind of reader, kept on write and cleared by reading;
 * a member's count follows the posts assigned to them now; and the open thread's one-statement poll, allowed and refused.
 */
const SEND = `mutation($id: ID!, $body: String!) { sendMessage(applicationId: $id, body: $body) { messages { id } } }`;
const READ = `mutation($id: ID!, $upTo: ID!) { markMessageThreadRead(applicationId: $id, upTo: $upTo) }`;
const UNREAD = `query { unreadMessageThreads }`;
const INBOX = `query { messageThreads(first: 100) { data { application_id unread } } }`;
const ACTIVITY = `query($id: ID!) { messageThreadActivity(applicationId: $id) { last_message_id seen_up_to blocked } }`;
const BLOCK = `mutation($id: ID!, $blocked: Boolean!) { setMessageTeamBlocked(applicationId: $id, blocked: $blocked) { blocked } }`;

let t: TestApp;
let c: Awaited<ReturnType<typeof conversationFixtures>>;
let other: string;

const count = async (token: string) => (await t.gql(UNREAD, {}, token)).data.unreadMessageThreads as number;
const send = async (id: number, body: string, token: string) => {
  const res = await t.gql(SEND, { id, body }, token);
  expect(res.errors).toBeUndefined();
  return res.data.sendMessage.messages.at(-1).id as string;
};
const inboxUnread = async (token: string, id: number) =>
  (await t.gql(INBOX, {}, token)).data.messageThreads.data.find((r: { application_id: string }) => Number(r.application_id) === id)?.unread;

beforeAll(async () => {
  t = await createTestApp();
  c = await conversationFixtures(t);
  const company = await adminFixtures(t).pendingCompany('other-unread@example.com', 'Other Unread Co');
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(company.id)));
  other = await t.login('other-unread@example.com', 'Secret-pass1!');
});
afterAll(async () => t.close());

describe('the header count', () => {
  it("counts a thread once for each reader of the other side until they read it, and never for another team", async () => {
    const a = await c.application({ forMember: true });
    const before = { employer: await count(c.tokens.employer), member: await count(c.tokens.member), guest: await count(c.tokens.guest), other: await count(other) };
    const first = await send(a.applicationId, 'Hello, I applied', a.token);
    await send(a.applicationId, 'And a portfolio link', a.token);
    expect(await count(c.tokens.employer)).toBe(before.employer + 1);
    expect(await count(c.tokens.member)).toBe(before.member + 1);
    expect(await count(c.tokens.guest)).toBe(before.guest + 1);
    expect(await count(other)).toBe(before.other);
    expect(await count(a.token)).toBe(0);
    expect(await inboxUnread(c.tokens.member, a.applicationId)).toBe(true);

    // Reading part of the thread leaves it unread; reading to its end clears it for that reader only.
    await t.gql(READ, { id: a.applicationId, upTo: first }, c.tokens.member);
    expect(await count(c.tokens.member)).toBe(before.member + 1);
    const thread = (await t.gql(`query($id: ID!) { messageThread(applicationId: $id) { messages { id } } }`, { id: a.applicationId }, c.tokens.member)).data.messageThread;
    await t.gql(READ, { id: a.applicationId, upTo: thread.messages.at(-1).id }, c.tokens.member);
    expect(await count(c.tokens.member)).toBe(before.member);
    expect(await inboxUnread(c.tokens.member, a.applicationId)).toBe(false);
    expect(await count(c.tokens.employer)).toBe(before.employer + 1);

    // Replying reads the thread; the applicant now has it unread.
    await send(a.applicationId, 'Thanks, we will look today', c.tokens.employer);
    expect(await count(c.tokens.employer)).toBe(before.employer);
    expect(await count(a.token)).toBe(1);
    expect(await inboxUnread(a.token, a.applicationId)).toBe(true);
  });

  it("follows the posts assigned to a member now: a post taken from them leaves their count and their poll", async () => {
    const a = await c.application({ forMember: true });
    const before = await count(c.tokens.member);
    await send(a.applicationId, 'Is the role still open?', a.token);
    expect(await count(c.tokens.member)).toBe(before + 1);
    expect((await t.gql(ACTIVITY, { id: a.applicationId }, c.tokens.member)).data.messageThreadActivity).not.toBeNull();
    await t.deps.db.update(opportunities).set({ created_by: c.ids.employer }).where(eq(opportunities.id, a.postId));
    expect(await count(c.tokens.member)).toBe(before);
    expect((await t.gql(ACTIVITY, { id: a.applicationId }, c.tokens.member)).data.messageThreadActivity).toBeNull();
  });

  it("is an agency's team's for its application, and a freelancer's own", async () => {
    const agencyBefore = await count(c.tokens.agency);
    const post = await c.post();
    await c.f.apply(post, c.ids.agency, c.ids.agency);
    const [row] = await t.deps.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.opportunity_id, post), eq(applications.team_id, c.ids.agency)));
    await send(row!.id, 'Could your team start in May?', c.tokens.employer);
    expect(await count(c.tokens.agency)).toBe(agencyBefore + 1);
    const a = await c.application();
    await send(a.applicationId, 'Could you start in May?', c.tokens.employer);
    expect(await count(a.token)).toBe(1);
  });
});

describe('reading while the other side writes', () => {
  // Only a server runs the two at once: PGlite takes one transaction at a time.
  it.skipIf(!process.env.DATABASE_URL)('keeps the row of a message being sent while the reader marks the one before', async () => {
    const a = await c.application();
    // The reader's mark exists already (a first mark's foreign key check would wait on the thread by itself).
    await t.gql(READ, { id: a.applicationId, upTo: await send(a.applicationId, 'First question', a.token) }, c.tokens.employer);
    const second = await send(a.applicationId, 'Second question', a.token);
    let reading!: Promise<unknown>;
    // A send in flight, as writeMessageTx holds it: the thread locked, its message and last id written, not committed.
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from message_threads where application_id = ${a.applicationId} for update`);
      const [m] = await tx.insert(messages).values({ thread_id: a.applicationId, author_id: a.userId, side: 'APPLICANT', body: 'Sent meanwhile' }).returning();
      await tx.update(messageThreads).set({ last_applicant_message_id: m!.id }).where(eq(messageThreads.application_id, a.applicationId));
      reading = t.gql(READ, { id: a.applicationId, upTo: second }, c.tokens.employer);
      await waitForLockWaits(t.deps.db, 1); // the read waits for the thread
    });
    expect((await reading as { errors?: unknown }).errors).toBeUndefined();
    const [row] = await t.deps.db.select().from(messageUnreads).where(and(eq(messageUnreads.thread_id, a.applicationId), eq(messageUnreads.user_id, c.ids.employer)));
    expect(row).toBeDefined();
  });
});

describe("the open thread's poll", () => {
  it('answers the newest message, Seen and the block in one statement, and moves when they do', async () => {
    const a = await c.application();
    expect((await t.gql(ACTIVITY, { id: a.applicationId }, c.tokens.employer)).data.messageThreadActivity).toBeNull();
    const mine = await send(a.applicationId, 'Can we talk on Tuesday?', c.tokens.employer);
    const poll = async (token: string) => (await t.gql(ACTIVITY, { id: a.applicationId }, token)).data.messageThreadActivity;
    expect(await poll(c.tokens.employer)).toEqual({ last_message_id: mine, seen_up_to: null, blocked: false });
    await t.gql(READ, { id: a.applicationId, upTo: mine }, a.token);
    expect(await poll(c.tokens.employer)).toEqual({ last_message_id: mine, seen_up_to: mine, blocked: false });
    const reply = await send(a.applicationId, 'Tuesday suits me', a.token);
    await t.gql(BLOCK, { id: a.applicationId, blocked: true }, a.token);
    expect(await poll(c.tokens.employer)).toEqual({ last_message_id: reply, seen_up_to: reply, blocked: true });
    expect(await poll(a.token)).toEqual({ last_message_id: reply, seen_up_to: mine, blocked: true });

    const { statements } = await countStatements(t.deps.db, () => poll(c.tokens.employer));
    const { statements: viewerOnly } = await countStatements(t.deps.db, () => t.gql(`query { me { id } }`, {}, c.tokens.employer));
    expect(statements - viewerOnly).toBeLessThanOrEqual(1);
  });

  it('is null for an unassigned member, another team, another applicant and an agency, and refuses a visitor', async () => {
    const a = await c.application();
    const stranger = await c.application();
    await send(a.applicationId, 'Hello from the team', c.tokens.employer);
    for (const token of [c.tokens.member, other, stranger.token, c.tokens.agency, c.tokens.freelancer]) {
      expect((await t.gql(ACTIVITY, { id: a.applicationId }, token)).data.messageThreadActivity).toBeNull();
    }
    expect((await t.gql(ACTIVITY, { id: a.applicationId })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(ACTIVITY, { id: 'not-an-id' }, c.tokens.employer)).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});
