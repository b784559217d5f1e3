import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { messages, messageThreads } from '../db/schema/index.js';
import { DEMO_CONVERSATIONS, seedDemoConversations } from './conversation.js';
import { seedDemoOpportunities } from './opportunities.js';

const UNREAD = '{ unreadMessageThreads }';
const INBOX = '{ messageThreads(first: 10) { data { application_id post_title counterpart last_body unread } paginatorInfo { total } } }';
const THREAD = `query($id: ID!) { messageThread(applicationId: $id) { side unread seen_up_to can_write
  messages { id side body mine author_name author_detail payment_warning } } }`;

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoOpportunities(t.deps.db);
  for (const email of ['employer@demo.test', 'member@demo.test', 'freelancer@demo.test', 'agency@demo.test']) tokens[email] = await t.login(email);
});
afterAll(async () => t.close());

describe('the demo conversations', () => {
  it('are written once, and show the inbox, the header counts and a thread to each side', async () => {
    expect(await seedDemoConversations(t.deps.db)).toBe(2);
    expect(await seedDemoConversations(t.deps.db)).toBe(0);
    const unread = async (email: string) => (await t.gql(UNREAD, {}, tokens[email])).data.unreadMessageThreads;
    // The freelancer has the team's last message to read, the employer the agency's; the agency has read all.
    expect(await unread('freelancer@demo.test')).toBe(1);
    expect(await unread('employer@demo.test')).toBe(1);
    expect(await unread('agency@demo.test')).toBe(0);
    // The member's post (UX Designer) has no conversation.
    expect(await unread('member@demo.test')).toBe(0);
    expect((await t.gql(INBOX, {}, tokens['member@demo.test'])).data.messageThreads).toEqual({ data: [], paginatorInfo: { total: 0 } });

    const inbox = (await t.gql(INBOX, {}, tokens['employer@demo.test'])).data.messageThreads;
    expect(inbox.paginatorInfo.total).toBe(2);
    expect(inbox.data.map((d: { post_title: string; counterpart: string; unread: boolean }) => [d.post_title, d.counterpart, d.unread])).toEqual([
      ['Senior Brand Designer', 'Freya Freelancer', false],
      ['Website rebuild', 'Brightside Agency', true],
    ]);

    const [mine] = (await t.gql(INBOX, {}, tokens['freelancer@demo.test'])).data.messageThreads.data;
    expect(mine).toMatchObject({ post_title: 'Senior Brand Designer', counterpart: 'Northwind Studio', unread: true });
    expect(mine.last_body).toBe(DEMO_CONVERSATIONS[0]!.lines[2]!.body);
    const thread = (await t.gql(THREAD, { id: mine.application_id }, tokens['freelancer@demo.test'])).data.messageThread;
    expect(thread).toMatchObject({ side: 'APPLICANT', unread: 1, can_write: true });
    expect(thread.messages.map((m: { side: string; mine: boolean; author_name: string; author_detail: string; payment_warning: boolean }) =>
      [m.side, m.mine, m.author_name, m.author_detail, m.payment_warning])).toEqual([
      ['TEAM', false, 'Evelyn Employer', 'Head of Talent, Northwind Studio', false],
      ['APPLICANT', true, 'Freya Freelancer', 'Freelancer', false],
      ['TEAM', false, 'Evelyn Employer', 'Head of Talent, Northwind Studio', false],
    ]);
    // The team read the freelancer's reply: 'Seen' under it.
    expect(thread.seen_up_to).toBe(thread.messages[2].id);
    const theirs = (await t.gql(THREAD, { id: mine.application_id }, tokens['employer@demo.test'])).data.messageThread;
    expect(theirs).toMatchObject({ side: 'TEAM', unread: 0, seen_up_to: thread.messages[1].id });
  });

  it('fills a demo database made before them, and leaves a conversation begun since alone', async () => {
    const threads = await t.deps.db.select({ id: messageThreads.application_id }).from(messageThreads).orderBy(messageThreads.application_id);
    expect(threads).toHaveLength(2);
    // An older demo database: no conversation on the agency's application.
    await t.deps.db.delete(messageThreads).where(eq(messageThreads.application_id, threads[1]!.id));
    expect(await seedDemoConversations(t.deps.db)).toBe(1);
    expect(await t.deps.db.$count(messages, eq(messages.thread_id, threads[1]!.id))).toBe(DEMO_CONVERSATIONS[1]!.lines.length);
    // A conversation the people began themselves is theirs: not written over.
    await t.deps.db.delete(messageThreads).where(eq(messageThreads.application_id, threads[0]!.id));
    const [app] = threads;
    await t.gql(`mutation($id: ID!) { sendMessage(applicationId: $id, body: "Hello again") { messages { id } } }`, { id: app!.id }, tokens['employer@demo.test']);
    expect(await seedDemoConversations(t.deps.db)).toBe(0);
    expect(await t.deps.db.$count(messages, eq(messages.thread_id, app!.id))).toBe(1);
  });
});
