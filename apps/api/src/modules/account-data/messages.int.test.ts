import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { CONVERSATION_MSG } from '@mp/domain';
import { messageAttachments, messageReads, messages, messageThreads, outbox, throttles } from '../../db/schema/index.js';
import { privateStorageOf } from '../../adapters/storage.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { pdf } from '../files/test-fixtures.js';
import { conversationFixtures, READ_THREAD, SEND_MESSAGE } from '../conversation/test-fixtures.js';
import { ERASED_NAME } from './outbox.js';
import { DEMO_PASSWORD, download, readExport } from './test-fixtures.js';

/**
 * The hiring conversation in 'Your data' (decision 0060): the messages a person wrote are in their download; erasing
 * the person keeps their messages' places without their words, name or files ('Message from a deleted account'), in
 * the thread and in the notices kept in the outbox.
 */
const DELETE = 'mutation($password: String!) { deleteMyAccount(password: $password) }';
const SEND_WITH_FILE = 'mutation($id: ID!, $body: String!, $files: [ID!]) { sendMessage(applicationId: $id, body: $body, attachmentIds: $files) { messages { id } } }';
const INBOX = '{ messageThreads(first: 50) { data { application_id last_body } } }';

let t: TestApp;
let fx: Awaited<ReturnType<typeof conversationFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await conversationFixtures(t);
});
afterAll(async () => t.close());

const send = async (applicationId: number, body: string, token: string) => {
  const res = await t.gql(SEND_MESSAGE, { id: applicationId, body }, token);
  expect(res.errors).toBeUndefined();
};

/** A PDF uploaded for the thread, sent with a message. */
async function sendFile(applicationId: number, body: string, token: string) {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }), 'portfolio.pdf');
  const form = new Response(fd);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/messages/${applicationId}/attachments`,
    headers: { 'content-type': form.headers.get('content-type')!, authorization: `Bearer ${token}` },
    payload: Buffer.from(await form.arrayBuffer()),
  });
  expect(res.statusCode).toBe(201);
  const sent = await t.gql(SEND_WITH_FILE, { id: applicationId, body, files: [res.json().id] }, token);
  expect(sent.errors).toBeUndefined();
}

const keptNotice = async (to: string, words: string) =>
  (await t.deps.db.select().from(outbox).where(eq(outbox.to_address, to))).filter((m) => m.subject.startsWith('New message about')).find((m) => m.text_body.includes(words));

describe('the download', () => {
  it("holds the messages the person wrote, with the post, the company and their side, and none of the other side's", async () => {
    const a = await fx.application();
    await send(a.applicationId, 'Could you start in June?', fx.tokens.employer);
    await send(a.applicationId, 'June is fine for me.', a.token);
    await send(a.applicationId, 'And I can work on site.', a.token);
    const mine = readExport((await download(t, a.token)).rawPayload).data;
    expect(mine.messages).toEqual([
      { post_title: expect.stringMatching(/^Talk role/), company: 'Northwind Studio', side: 'As the applicant', body: 'And I can work on site.', created_at: expect.any(String) },
      expect.objectContaining({ body: 'June is fine for me.', side: 'As the applicant' }),
    ]);
    expect(JSON.stringify(mine)).not.toContain('Could you start in June?');
    expect(mine.notification_settings).toMatchObject({ send_message_email: true });

    const team = readExport((await download(t, fx.tokens.employer)).rawPayload).data;
    expect(team.messages).toContainEqual(expect.objectContaining({ body: 'Could you start in June?', side: 'For the team', company: 'Northwind Studio' }));
    expect(JSON.stringify(team.messages)).not.toContain('June is fine for me.');
  });
});

describe('erasure', () => {
  it("keeps a team member's messages in their places without their words, name or files, in the thread and the kept notices", async () => {
    // The member writes (with a file) on a post assigned to them; the applicant answers; each is mailed a notice.
    const a = await fx.application({ forMember: true });
    await sendFile(a.applicationId, 'Please read the brief attached.\nIt has <b>two</b> parts & a budget.', fx.tokens.member);
    await send(a.applicationId, 'Read it, thank you.', a.token);
    await t.lastMailTo(a.email);
    const memberName = 'Milo Member';
    const before = await keptNotice(a.email, 'Please read the brief attached.');
    expect(before!.text_body).toContain(memberName);
    const [file] = await t.deps.db.select().from(messageAttachments).where(eq(messageAttachments.thread_id, a.applicationId));
    expect(await privateStorageOf(t.deps.storage).get(file!.storage_key)).not.toBeNull();

    await t.deps.db.delete(throttles);
    const erased = await t.gql(DELETE, { password: DEMO_PASSWORD }, fx.tokens.member);
    expect(erased.errors).toBeUndefined();
    await t.deps.jobs.idle();

    const rows = await t.deps.db.select().from(messages).where(eq(messages.thread_id, a.applicationId)).orderBy(messages.id);
    expect(rows.map((m) => [m.side, m.body, m.author_id])).toEqual([['TEAM', null, null], ['APPLICANT', 'Read it, thank you.', a.userId]]);
    expect(await t.deps.db.$count(messageReads, eq(messageReads.user_id, fx.ids.member))).toBe(0);
    // The file is gone, its row and its stored bytes.
    expect(await t.deps.db.$count(messageAttachments, eq(messageAttachments.thread_id, a.applicationId))).toBe(0);
    expect(await privateStorageOf(t.deps.storage).get(file!.storage_key)).toBeNull();

    const thread = (await t.gql(READ_THREAD, { id: a.applicationId }, a.token)).data.messageThread;
    expect(thread.messages[0]).toEqual({ id: String(rows[0]!.id), side: 'TEAM', body: CONVERSATION_MSG.deletedAccount, mine: false, author_name: null, deleted_author: true });
    expect(thread.messages[1]).toMatchObject({ body: 'Read it, thank you.', mine: true });
    // The applicant's notice keeps its record without the member's name and words; the member's own mail is gone.
    const after = (await t.deps.db.select().from(outbox).where(eq(outbox.id, before!.id)))[0]!;
    expect(`${after.text_body}${after.html_body}`).not.toMatch(/Please read the brief|two|budget|Milo|Member/);
    expect(after.text_body).toContain(`\n\n${ERASED_NAME} sent you a message about `);
    expect(after.text_body).toContain(`:\n\n${CONVERSATION_MSG.deletedAccount}\n\nRead and reply on Onbrief: `);
    expect(after.html_body).toContain(`<blockquote style="white-space:pre-wrap">${CONVERSATION_MSG.deletedAccount}</blockquote>`);
    expect(after.html_body).toContain(`<p>${ERASED_NAME} sent you a message about `);
    expect(await t.deps.db.$count(outbox, eq(outbox.to_address, 'member@demo.test'))).toBe(0);
  });

  it('takes an applicant\'s conversation with their application; the notices of their words lose them; the others\' threads are untouched', async () => {
    const a = await fx.application({ first_name: 'Erin' });
    const other = await fx.application();
    await send(a.applicationId, 'My portfolio is at example.com/erin', a.token);
    await send(a.applicationId, 'Thanks, we will look.', fx.tokens.employer);
    await send(other.applicationId, 'Another applicant writes', other.token);
    await t.lastMailTo('employer@demo.test');
    const notice = await keptNotice('employer@demo.test', 'My portfolio is at example.com/erin');
    expect(notice).toBeDefined();

    await t.deps.db.delete(throttles);
    expect((await t.gql(DELETE, { password: DEMO_PASSWORD }, a.token)).errors).toBeUndefined();

    expect(await t.deps.db.$count(messageThreads, eq(messageThreads.application_id, a.applicationId))).toBe(0);
    expect(await t.deps.db.$count(messages, eq(messages.thread_id, a.applicationId))).toBe(0);
    const kept = (await t.deps.db.select().from(outbox).where(eq(outbox.id, notice!.id)))[0]!;
    expect(kept.text_body).not.toMatch(/portfolio|Erin/);
    expect(kept.text_body).toContain(CONVERSATION_MSG.deletedAccount);
    // Another applicant's thread and its notice keep every word.
    expect((await t.deps.db.select().from(messages).where(inArray(messages.thread_id, [other.applicationId])))[0]!.body).toBe('Another applicant writes');
    expect(await keptNotice('employer@demo.test', 'Another applicant writes')).toBeDefined();
    const inbox = (await t.gql(INBOX, {}, fx.tokens.employer)).data.messageThreads.data;
    expect(inbox.map((r: { application_id: string }) => Number(r.application_id))).not.toContain(a.applicationId);
  });
});
