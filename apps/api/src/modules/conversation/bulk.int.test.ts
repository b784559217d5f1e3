import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { BULK_MESSAGE_MSG, CONVERSATION_MSG, MESSAGE_BATCH_MAX, MESSAGE_BATCHES_PER_HOUR } from '@mp/domain';
import { applications, idempotencyKeys, messages, messageThreads, throttles, users } from '../../db/schema/index.js';
import { issueToken } from '../../viewer/sessions.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { adminFixtures } from '../admin/test-fixtures.js';
import { conversationFixtures, SEND_MESSAGE, type Applicant } from './test-fixtures.js';

/**
 * sendMessages, the pipeline's bulk message (decision 0060), allowed and refused: one message in each application's
 * own thread, all or none; who may (the team side: the admin, the member the post is assigned to), who may not;
 * a blocked thread in the batch; 1 to 100; the body rule; a repeated key; the limits; the notices' interval.
 */
const BULK = 'mutation($ids: [ID!]!, $body: String!, $key: String) { sendMessages(applicationIds: $ids, body: $body, idempotencyKey: $key) }';
const BLOCK = 'mutation($id: ID!) { setMessageTeamBlocked(applicationId: $id, blocked: true) { blocked } }';

let t: TestApp;
let fx: Awaited<ReturnType<typeof conversationFixtures>>;
let otherCompany: string;
let impersonated: string;
const codeOf = (res: { errors?: { extensions: { code: string } }[] }) => res.errors?.[0]?.extensions.code;
const messageOf = (res: { errors?: { message: string }[] }) => res.errors?.[0]?.message;

beforeAll(async () => {
  t = await createTestApp();
  fx = await conversationFixtures(t);
  const other = await adminFixtures(t).pendingCompany('other-bulk@example.com', 'Other Bulk Co');
  await t.deps.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, Number(other.id)));
  otherCompany = await t.login('other-bulk@example.com', 'Secret-pass1!');
  impersonated = await issueToken(t.deps.db, fx.ids.employer, { ip: '127.0.0.1' }, { impersonatorId: fx.ids.admin });
});
afterAll(async () => t.close());
// Each test starts with its own limits.
beforeEach(async () => {
  await t.deps.db.delete(throttles);
});

let quick = 0;
/** `n` applicants (not signed in) to one post: cheap enough for a batch of 100. */
async function applicants(n: number, opts: { forMember?: boolean } = {}): Promise<{ applicationIds: number[]; emails: string[] }> {
  const postId = await fx.post(opts);
  const people = await t.deps.db
    .insert(users)
    .values(Array.from({ length: n }, () => ({ email: `bulk-${++quick}-${randomUUID().slice(0, 6)}@example.com`, password_hash: 'x', type: 'FREELANCER' as const, status: 'ACTIVE' as const, first_name: `Bo${quick}` })))
    .returning({ id: users.id, email: users.email });
  const rows = await t.deps.db
    .insert(applications)
    .values(people.map((p) => ({ opportunity_id: postId, user_id: p.id })))
    .returning({ id: applications.id });
  return { applicationIds: rows.map((r) => r.id), emails: people.map((p) => p.email) };
}

const written = (applicationIds: number[]) => t.deps.db.select().from(messages).where(inArray(messages.thread_id, applicationIds));
const ids = (list: (number | Applicant)[]) => list.map((a) => String(typeof a === 'number' ? a : a.applicationId));

describe('who may message applicants in bulk', () => {
  it("lets the team's admin write one message in each application's own thread, across posts, in the order given", async () => {
    const first = await applicants(2);
    const second = await applicants(1);
    const list = [second.applicationIds[0]!, ...first.applicationIds];
    const res = await t.gql(BULK, { ids: [...ids(list), String(list[1])], body: '  Thank you for applying: we will be in touch.  ' }, fx.tokens.employer);
    expect(res.errors).toBeUndefined();
    const rows = await written(list);
    // One each (a repeated id in the list is one application), its words trimmed, as the team, by the admin.
    expect(rows).toHaveLength(3);
    expect(rows.every((m) => m.body === 'Thank you for applying: we will be in touch.' && m.side === 'TEAM' && m.author_id === fx.ids.employer)).toBe(true);
    const byThread = new Map(rows.map((m) => [m.thread_id, String(m.id)]));
    expect(res.data.sendMessages).toEqual(list.map((id) => byThread.get(id)));
    // Each thread is the application's own, with its own last message; each applicant is told by mail.
    const threads = await t.deps.db.select().from(messageThreads).where(inArray(messageThreads.application_id, list));
    expect(threads.map((th) => [th.application_id, th.last_team_message_id])).toEqual(expect.arrayContaining(list.map((id) => [id, Number(byThread.get(id))])));
    for (const email of [...first.emails, ...second.emails]) expect((await t.lastMailTo(email))?.text_body).toContain('we will be in touch');
  });

  it('lets the member write to the applicants of posts assigned to them', async () => {
    const mine = await applicants(2, { forMember: true });
    expect((await t.gql(BULK, { ids: ids(mine.applicationIds), body: 'From the member' }, fx.tokens.member)).errors).toBeUndefined();
    expect(await written(mine.applicationIds)).toHaveLength(2);
  });

  it("refuses the whole request for an application of another team's, of a post not assigned to the member, or unknown; nothing is written", async () => {
    const assigned = await applicants(1, { forMember: true });
    const unassigned = await applicants(1);
    const everyone = [...assigned.applicationIds, ...unassigned.applicationIds];
    for (const [token, list] of [
      [fx.tokens.member, everyone],
      [otherCompany, unassigned.applicationIds],
      [fx.tokens.employer, [...everyone, 99_999_999]],
    ] as const) {
      const res = await t.gql(BULK, { ids: ids([...list]), body: 'Let me in' }, token);
      expect(codeOf(res)).toBe('NOT_FOUND');
      expect(messageOf(res)).toBe(CONVERSATION_MSG.notFound);
    }
    expect(await written(everyone)).toHaveLength(0);
    expect(codeOf(await t.gql(BULK, { ids: ['abc'], body: 'Hello' }, fx.tokens.employer))).toBe('BAD_USER_INPUT');
  });

  it('refuses the applicant side (a freelancer, even for their own application, and an agency), a visitor and an administrator acting as the employer', async () => {
    const a = await fx.application();
    for (const token of [a.token, fx.tokens.freelancer, fx.tokens.agency, impersonated]) {
      expect(codeOf(await t.gql(BULK, { ids: ids([a]), body: 'Hello' }, token))).toBe('FORBIDDEN');
    }
    expect(codeOf(await t.gql(BULK, { ids: ids([a]), body: 'Hello' }))).toBe('UNAUTHENTICATED');
    expect(await written([a.applicationId])).toHaveLength(0);
  });
});

describe('what a batch may be', () => {
  it('refuses the batch when an applicant blocks the team, naming them, and writes to none', async () => {
    const open = await fx.application();
    const blocking = await fx.application();
    await t.gql(SEND_MESSAGE, { id: blocking.applicationId, body: 'First' }, fx.tokens.employer);
    expect((await t.gql(BLOCK, { id: blocking.applicationId }, blocking.token)).data.setMessageTeamBlocked.blocked).toBe(true);
    const res = await t.gql(BULK, { ids: ids([open, blocking]), body: 'To you both' }, fx.tokens.employer);
    expect(codeOf(res)).toBe('FORBIDDEN');
    expect(messageOf(res)).toBe(CONVERSATION_MSG.blocked);
    expect(res.errors[0].extensions.fields).toEqual({ 'applicationIds.1': CONVERSATION_MSG.blocked });
    expect((await written([open.applicationId, blocking.applicationId])).map((m) => m.body)).toEqual(['First']);
  });

  it(`takes ${MESSAGE_BATCH_MAX} applications and refuses ${MESSAGE_BATCH_MAX + 1} or none, with the body's own rule`, async () => {
    const many = await applicants(MESSAGE_BATCH_MAX + 1);
    const over = await t.gql(BULK, { ids: ids(many.applicationIds), body: 'Hello all' }, fx.tokens.employer);
    expect(codeOf(over)).toBe('BAD_USER_INPUT');
    expect(messageOf(over)).toBe(BULK_MESSAGE_MSG.tooMany);
    expect(messageOf(await t.gql(BULK, { ids: [], body: 'Hello' }, fx.tokens.employer))).toBe(BULK_MESSAGE_MSG.none);
    expect(messageOf(await t.gql(BULK, { ids: ids(many.applicationIds.slice(0, 2)), body: '   ' }, fx.tokens.employer))).toBe(CONVERSATION_MSG.empty);
    expect(messageOf(await t.gql(BULK, { ids: ids(many.applicationIds.slice(0, 2)), body: 'x'.repeat(5001) }, fx.tokens.employer))).toBe(CONVERSATION_MSG.tooLong);
    expect(await written(many.applicationIds)).toHaveLength(0);

    const hundred = many.applicationIds.slice(0, MESSAGE_BATCH_MAX);
    const res = await t.gql(BULK, { ids: ids(hundred), body: 'Hello all' }, fx.tokens.employer);
    expect(res.errors).toBeUndefined();
    expect(res.data.sendMessages).toHaveLength(MESSAGE_BATCH_MAX);
    expect(await written(many.applicationIds)).toHaveLength(MESSAGE_BATCH_MAX);
  });

  it('writes nothing more for a repeated key, answers the same ids, and refuses the key for other words', async () => {
    const batch = await applicants(3);
    const key = randomUUID();
    const [one, two] = await Promise.all([0, 1].map(() => t.gql(BULK, { ids: ids(batch.applicationIds), body: 'Once only', key }, fx.tokens.employer)));
    expect(one!.errors).toBeUndefined();
    expect(two!.data.sendMessages).toEqual(one!.data.sendMessages);
    // The same applications in another order are the same request.
    const again = await t.gql(BULK, { ids: ids([...batch.applicationIds].reverse()), body: 'Once only', key }, fx.tokens.employer);
    expect(again.data.sendMessages).toEqual([...one!.data.sendMessages].reverse());
    expect(await written(batch.applicationIds)).toHaveLength(3);
    expect(await t.deps.db.$count(idempotencyKeys, eq(idempotencyKeys.key, key))).toBe(1);
    expect(codeOf(await t.gql(BULK, { ids: ids(batch.applicationIds), body: 'Other words', key }, fx.tokens.employer))).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('limits and notices', () => {
  it(`counts a batch once on the per-minute limit, and refuses past ${MESSAGE_BATCHES_PER_HOUR} batches an hour`, async () => {
    const big = await applicants(30);
    expect((await t.gql(BULK, { ids: ids(big.applicationIds), body: 'Thirty at once' }, fx.tokens.employer)).errors).toBeUndefined();
    // Thirty messages, one send: a message of one's own still goes.
    const single = await fx.application();
    expect((await t.gql(SEND_MESSAGE, { id: single.applicationId, body: 'And one more' }, fx.tokens.employer)).errors).toBeUndefined();
    await t.deps.db.delete(throttles);
    const one = await applicants(1);
    for (let i = 0; i < MESSAGE_BATCHES_PER_HOUR; i++) {
      expect((await t.gql(BULK, { ids: ids(one.applicationIds), body: `Batch ${i}` }, fx.tokens.employer)).errors).toBeUndefined();
    }
    expect(codeOf(await t.gql(BULK, { ids: ids(one.applicationIds), body: 'One too many' }, fx.tokens.employer))).toBe('RATE_LIMITED');
    expect(await written(one.applicationIds)).toHaveLength(MESSAGE_BATCHES_PER_HOUR);
  });

  it('mails each applicant through their own thread\'s 10-minute rule: one told a moment ago is not told again', async () => {
    const recent = await fx.application();
    const fresh = await fx.application();
    await t.gql(SEND_MESSAGE, { id: recent.applicationId, body: 'Just now' }, fx.tokens.employer);
    await t.lastMailTo(recent.email);
    expect((await t.gql(BULK, { ids: ids([recent, fresh]), body: 'An update for everyone' }, fx.tokens.employer)).errors).toBeUndefined();
    expect((await t.lastMailTo(fresh.email))?.text_body).toContain('An update for everyone');
    expect(t.sentMails.filter((m) => m.to === recent.email).map((m) => m.text)).toEqual([expect.stringContaining('Just now')]);
  });
});
