import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestApp, type TestApp } from '../../../test/harness.js';
import { opportunities, savedPosts, users } from '../../db/schema/index.js';
import { collectAccountData } from '../account-data/collect.js';
import { agencyTeam, alertee, joinTeam } from '../alerts/test-fixtures.js';
import { ADD, CLOSE } from '../opportunities/test-documents.js';
import { countStatements, jobInput, opportunityFixtures, projectInput, referenceIds } from '../opportunities/test-fixtures.js';
import { savedClosedDailyJob } from './jobs.js';

/** Saved posts (decision 0054): allowed and refused, private, batched, exported, erased, and the closed mail. */

const SET = `mutation($id: ID!, $saved: Boolean!, $key: String) { setPostSaved(id: $id, saved: $saved, idempotencyKey: $key) { id isSaved } }`;
const LIST = `query($first: Int, $page: Int) { savedPosts(first: $first, page: $page) {
  data { saved_at post { id title closed isSaved } } paginatorInfo { total hasMorePages } } savedPostsCount }`;
const SEARCH = `query { searchOpportunities(first: 50) { data { id isSaved } } }`;
const PUBLIC = `query($slug: String!) { publicJob(slug: $slug) { id isSaved } }`;

let t: TestApp;
let employer: string;
const post = {} as { job: string; job2: string; project: string; draft: string; closing: string };
type Res = { data: any; errors?: { message: string; extensions: { code: string } }[] };
const codeOf = (res: Res) => res.errors?.[0]?.extensions.code;
const rowsOf = async (userId: number) => t.deps.db.select().from(savedPosts).where(eq(savedPosts.user_id, userId));
const save = (token: string | undefined, id: string, saved = true, key: string | null = randomUUID()) => t.gql(SET, { id, saved, key }, token);

async function seeker(tag: string, type: 'FREELANCER' | 'AGENCY' = 'FREELANCER', extra: { send_email?: boolean } = {}) {
  const p = type === 'AGENCY' ? await agencyTeam(t, tag, [], { signIn: true, ...extra }) : await alertee(t, tag, { signIn: true, ...extra });
  return { ...p, token: await t.login(p.email) };
}

beforeAll(async () => {
  t = await createTestApp();
  const ref = await referenceIds(t.deps.db);
  const f = opportunityFixtures(t);
  await f.grant(await f.idOf('employer@demo.test'), 10);
  employer = await t.login('employer@demo.test');
  const add = async (input: Record<string, unknown>) => {
    const res = await t.gql(ADD, { input }, employer);
    expect(res.errors).toBeUndefined();
    return res.data.addOpportunity.id as string;
  };
  post.job = await add(jobInput(ref, { title: 'Saved motion designer' }));
  post.job2 = await add(jobInput(ref, { title: 'Saved art director' }));
  post.closing = await add(jobInput(ref, { title: 'Soon closed' }));
  post.project = await add(projectInput(ref, { title: 'Saved website rebuild' }));
  post.draft = await add(jobInput(ref, { title: 'Saved draft', is_active: false }));
});
afterAll(async () => t.close());

const close = async (id: string) => {
  const res = await t.gql(CLOSE, { id, input: { reason: 'JOB_POSTPONED', closed_at: new Date().toISOString().slice(0, 10) } }, employer);
  expect(res.errors).toBeUndefined();
};

describe('saving and unsaving', () => {
  it('lets a freelancer save a job, once however often, list it, count it and unsave it', async () => {
    const me = await seeker('saver');
    const first = await save(me.token, post.job);
    expect(first.errors).toBeUndefined();
    expect(first.data.setPostSaved).toEqual({ id: post.job, isSaved: true });
    expect((await save(me.token, post.job)).data.setPostSaved.isSaved).toBe(true);
    expect(await rowsOf(me.id)).toHaveLength(1);
    await save(me.token, post.job2);
    const list = (await t.gql(LIST, {}, me.token)).data;
    expect(list.savedPosts.data.map((s: any) => s.post.title)).toEqual(['Saved art director', 'Saved motion designer']);
    expect(list.savedPosts.paginatorInfo.total).toBe(2);
    expect(list.savedPostsCount).toBe(2);

    const off = await save(me.token, post.job, false, null);
    expect(off.data.setPostSaved.isSaved).toBe(false);
    expect((await save(me.token, post.job, false, null)).errors).toBeUndefined(); // unsaving twice: a no-op
    expect((await rowsOf(me.id)).map((r) => String(r.opportunity_id))).toEqual([post.job2]);
  });

  it('answers a repeated submission (its key) with the first answer, and refuses the key with another request', async () => {
    const me = await seeker('keyed');
    const key = randomUUID();
    expect((await save(me.token, post.job, true, key)).data.setPostSaved.isSaved).toBe(true);
    expect((await save(me.token, post.job, true, key)).errors).toBeUndefined();
    expect(codeOf(await save(me.token, post.job2, true, key))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await rowsOf(me.id)).map((r) => String(r.opportunity_id))).toEqual([post.job]);
  });

  it('is NOT_FOUND for a project, a draft or an unknown post (a freelancer), and for a job (an agency); nothing written', async () => {
    const me = await seeker('blocked');
    for (const id of [post.project, post.draft, '999999']) expect(codeOf(await save(me.token, id))).toBe('NOT_FOUND');
    expect(await rowsOf(me.id)).toEqual([]);
    const agency = await seeker('agency-blocked', 'AGENCY');
    for (const id of [post.job, post.draft]) expect(codeOf(await save(agency.token, id))).toBe('NOT_FOUND');
    expect(await rowsOf(agency.id)).toEqual([]);
  });

  it('lets an agency owner and a guest of its team save projects, each for themself', async () => {
    const owner = await seeker('agency-owner', 'AGENCY');
    const guest = await alertee(t, 'agency-guest', { type: 'GUEST', signIn: true });
    await joinTeam(t, guest.id, owner.id, 'member');
    const guestToken = await t.login(guest.email);
    expect((await save(owner.token, post.project)).data.setPostSaved.isSaved).toBe(true);
    expect((await t.gql(LIST, {}, guestToken)).data.savedPostsCount).toBe(0);
    expect((await save(guestToken, post.project)).data.setPostSaved.isSaved).toBe(true);
    expect((await t.gql(LIST, {}, guestToken)).data.savedPosts.data.map((s: any) => s.post.id)).toEqual([post.project]);
  });

  it('refuses an employer, an administrator and a visitor; nothing written', async () => {
    const before = (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(savedPosts))[0]!.n;
    expect(codeOf(await save(employer, post.job))).toBe('FORBIDDEN');
    expect(codeOf(await save(await t.login('admin@demo.test'), post.job))).toBe('FORBIDDEN');
    expect(codeOf(await save(undefined, post.job))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(LIST, {}, employer))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(LIST, {}))).toBe('UNAUTHENTICATED');
    expect((await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(savedPosts))[0]!.n).toBe(before);
  });

  it('is private: isSaved is the viewer’s own, and null to a visitor or an employer', async () => {
    const a = await seeker('private-a');
    const b = await seeker('private-b');
    await save(a.token, post.job);
    const flags = async (token?: string) =>
      Object.fromEntries(((await t.gql(SEARCH, {}, token)).data?.searchOpportunities.data ?? []).map((j: any) => [j.id, j.isSaved]));
    expect((await flags(a.token))[post.job]).toBe(true);
    expect((await flags(b.token))[post.job]).toBe(false);
    const [row] = await t.deps.db.select({ slug: opportunities.slug }).from(opportunities).where(eq(opportunities.id, Number(post.job)));
    expect((await t.gql(PUBLIC, { slug: row!.slug })).data.publicJob.isSaved).toBeNull();
    expect((await t.gql(PUBLIC, { slug: row!.slug }, employer)).data.publicJob.isSaved).toBeNull();
    expect((await t.gql(PUBLIC, { slug: row!.slug }, a.token)).data.publicJob.isSaved).toBe(true);
  });

  it('reads isSaved for a page of cards in one statement', async () => {
    const me = await seeker('batched');
    await save(me.token, post.job);
    const without = await countStatements(t.deps.db, () => t.gql(`query { searchOpportunities(first: 50) { data { id } } }`, {}, me.token));
    const withFlags = await countStatements(t.deps.db, async () => {
      const res = await t.gql(SEARCH, {}, me.token);
      expect(res.data.searchOpportunities.data.length).toBeGreaterThan(2);
    });
    expect(withFlags.statements - without.statements).toBe(1);
  });
});

describe('closed posts', () => {
  it('stay in the list, marked closed; saving an already closed post is allowed but never mailed', async () => {
    const me = await seeker('closed-list');
    await save(me.token, post.closing);
    await close(post.closing);
    const list = (await t.gql(LIST, {}, me.token)).data.savedPosts.data;
    expect(list.map((s: any) => [s.post.id, s.post.closed])).toEqual([[post.closing, true]]);
    const late = await seeker('closed-late');
    expect((await save(late.token, post.closing)).data.setPostSaved.isSaved).toBe(true);
    expect((await t.gql(LIST, {}, late.token)).data.savedPosts.data.map((s: any) => s.post.closed)).toEqual([true]);
    const [row] = await rowsOf(late.id);
    expect(row!.closed_notified_at).toBeInstanceOf(Date);
  });
});

describe('the daily closed mail', () => {
  const closedMailsTo = async (email: string) => {
    await t.deps.jobs.idle();
    return t.sentMails.filter((m) => m.to === email && /saved has closed|saved have closed/.test(m.subject));
  };
  const daily = async () => {
    await savedClosedDailyJob.run(t.deps, {});
    await t.deps.jobs.idle();
  };

  it('sends one mail listing the saved posts that closed, each once, and nothing to people with alerts off', async () => {
    const ref = await referenceIds(t.deps.db);
    const add = async (title: string) => (await t.gql(ADD, { input: jobInput(ref, { title }) }, employer)).data.addOpportunity.id as string;
    const [a, b, c] = [await add('Mail closed A'), await add('Mail closed B'), await add('Mail still open')];
    const me = await seeker('mailed');
    const quiet = await seeker('quiet', 'FREELANCER', { send_email: false });
    for (const id of [a, b, c]) await save(me.token, id);
    await save(quiet.token, a);
    await close(a);
    await close(b);

    await daily();
    const mails = await closedMailsTo(me.email);
    expect(mails.map((m) => m.subject)).toEqual(['2 posts you saved have closed']);
    expect(mails[0]!.text).toContain('Mail closed A');
    expect(mails[0]!.text).toContain('Mail closed B');
    expect(mails[0]!.text).not.toContain('Mail still open');
    expect(mails[0]!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await closedMailsTo(quiet.email)).toEqual([]);

    // The next run (a retry, or tomorrow): nothing more; then a new closure is told alone.
    await daily();
    expect(await closedMailsTo(me.email)).toHaveLength(1);
    await close(c);
    await daily();
    expect((await closedMailsTo(me.email)).map((m) => m.subject)).toEqual(['2 posts you saved have closed', 'A post you saved has closed: Mail still open']);
    // Turning alerts back on does not bring the old closure.
    await t.deps.db.update(users).set({ send_email: true }).where(eq(users.id, quiet.id));
    await daily();
    expect(await closedMailsTo(quiet.email)).toEqual([]);
  });
});

describe('your data', () => {
  it('exports the saved posts and erases them with the account', async () => {
    const me = await seeker('data');
    await save(me.token, post.job);
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, me.id));
    const data = await collectAccountData(t.deps.db, user!);
    expect(data.saved_posts).toEqual([expect.objectContaining({ post_title: 'Saved motion designer', post_status: 'Open', closed_mail_sent_at: null })]);
    const res = await t.gql('mutation($password: String!) { deleteMyAccount(password: $password) }', { password: DEMO_PASSWORD }, me.token);
    expect(res.errors).toBeUndefined();
    expect(await t.deps.db.select().from(savedPosts).where(and(eq(savedPosts.user_id, me.id)))).toEqual([]);
  });
});
