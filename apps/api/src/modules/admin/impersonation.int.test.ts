import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, impersonationTokens, users } from '../../db/schema/index.js';
import { createAdmin } from '../../scripts/create-admin.js';
import { giveAuthenticator } from '../second-factor/test-fixtures.js';
import { hashSecret } from '../../lib/secrets.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness.js';
import { CSRF_MESSAGE } from './csrf.js';
import { LINK_INVALID } from './impersonation.js';
import { adminFixtures } from './test-fixtures.js';

const START = 'mutation($id: ID!) { adminStartImpersonation(id: $id) { url expires_at } }';
const OPEN = 'mutation($input: ImpersonateUserInput!) { adminImpersonateUser(input: $input) { id email access_token } }';
const ME = '{ me { id email impersonator { id name type } } }';

let t: TestApp;
let f: ReturnType<typeof adminFixtures>;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  f = adminFixtures(t);
  admin = await t.login('admin@demo.test');
  adminId = await f.idOf('admin@demo.test');
});
afterAll(async () => t.close());

/** GET /api/csrf as a browser does: the cookie it sets and the token it answers. */
async function csrfPair() {
  const res = await t.app.inject({ method: 'GET', url: '/api/csrf' });
  const cookie = res.cookies.find((c) => c.name === 'mp_csrf');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(res.json().token).toBe(cookie!.value);
  return { cookie: cookie!.value, header: res.json().token as string };
}

async function open(input: { id: string; token: string }, csrf: { cookie?: string; header?: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(csrf.header ? { 'x-csrf-token': csrf.header } : {}),
      ...(csrf.cookie ? { cookie: `mp_csrf=${csrf.cookie}` } : {}),
    },
    payload: { query: OPEN, variables: { input } },
  });
  return res.json();
}

async function start(email: string) {
  const id = await f.idOf(email);
  const res = await t.gql(START, { id }, admin);
  expect(res.errors).toBeUndefined();
  const url = new URL(res.data.adminStartImpersonation.url, 'http://x');
  return { id, url, token: url.searchParams.get('token')!, expires_at: res.data.adminStartImpersonation.expires_at as string };
}

describe('impersonation', () => {
  it('starts with a one-time link to the group of the user, valid for 5 minutes, stored hashed', async () => {
    const { id, url, token, expires_at } = await start('freelancer@demo.test');
    expect(url.pathname).toBe(`/freelancer/impersonate/${id}`);
    expect(token).toMatch(/^[\w-]{43}$/);
    const minutes = (Date.parse(expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);
    const rows = await t.deps.db.select().from(impersonationTokens).where(eq(impersonationTokens.token_hash, hashSecret(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    // A guest's link opens the pages of the active team's group.
    expect((await start('member@demo.test')).url.pathname).toMatch(/^\/company\/impersonate\//);
  });

  it('opens once with the CSRF pair: a session whose `me` names the administrator, audited with both ids', async () => {
    const { id, token } = await start('freelancer@demo.test');
    const csrf = await csrfPair();
    const res = await open({ id, token }, csrf);
    expect(res.errors).toBeUndefined();
    expect(res.data.adminImpersonateUser).toMatchObject({ id, email: 'freelancer@demo.test' });
    const session = res.data.adminImpersonateUser.access_token as string;

    const me = await t.gql(ME, {}, session);
    expect(me.data.me).toEqual({ id, email: 'freelancer@demo.test', impersonator: { id: adminId, name: 'Ada Admin', type: 'ADMIN' } });
    // The administrator's own session and a normal session of the user name nobody.
    expect((await t.gql(ME, {}, admin)).data.me.impersonator).toBeNull();
    expect((await t.gql(ME, {}, await t.login('freelancer@demo.test'))).data.me.impersonator).toBeNull();

    const [tokenRow] = await t.deps.db.select().from(accessTokens).where(eq(accessTokens.token_hash, hashSecret(session)));
    expect(tokenRow!.impersonator_id).toBe(Number(adminId));
    expect(tokenRow!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(2 * 3_600_000);

    for (const action of ['impersonation.start', 'impersonation.open']) {
      const [entry] = await f.auditOf(action);
      expect(entry, action).toMatchObject({
        actor_id: Number(adminId),
        target_id: Number(id),
        details: { impersonator_id: Number(adminId), user_id: Number(id) },
      });
    }

    const again = await open({ id, token }, csrf);
    expect(again.errors[0]).toMatchObject({ message: LINK_INVALID, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('lets only one of two simultaneous uses win', async () => {
    const { id, token } = await start('employer@demo.test');
    const csrf = await csrfPair();
    const answers = await Promise.all([open({ id, token }, csrf), open({ id, token }, csrf)]);
    expect(answers.filter((a) => a.data?.adminImpersonateUser).length).toBe(1);
  });

  it('refuses a missing or wrong CSRF header or cookie, and the link still works afterwards', async () => {
    const { id, token } = await start('employer@demo.test');
    const csrf = await csrfPair();
    const other = await csrfPair();
    for (const bad of [{}, { cookie: csrf.cookie }, { header: csrf.header }, { cookie: csrf.cookie, header: other.header }, { cookie: 'x', header: 'x' }]) {
      const res = await open({ id, token }, bad);
      expect(res.errors[0], JSON.stringify(bad)).toMatchObject({ message: CSRF_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    }
    expect((await open({ id, token }, csrf)).data.adminImpersonateUser.id).toBe(id);
  });

  it('keeps the cookie it already set', async () => {
    const first = await csrfPair();
    const res = await t.app.inject({ method: 'GET', url: '/api/csrf', headers: { cookie: `mp_csrf=${first.cookie}` } });
    expect(res.json().token).toBe(first.cookie);
  });

  it('refuses an expired link, a link for another user, and an unknown token', async () => {
    const csrf = await csrfPair();
    const expired = await start('agency@demo.test');
    await t.deps.db
      .update(impersonationTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(impersonationTokens.token_hash, hashSecret(expired.token)));
    const other = await start('agency@demo.test');
    const employerId = await f.idOf('employer@demo.test');
    for (const input of [{ id: expired.id, token: expired.token }, { id: employerId, token: other.token }, { id: other.id, token: 'nope' }]) {
      const res = await open(input, csrf);
      expect(res.errors[0].message).toBe(LINK_INVALID);
    }
    expect((await open({ id: other.id, token: other.token }, csrf)).data.adminImpersonateUser.id).toBe(other.id);
  });

  it('refuses a link whose administrator is no longer one', async () => {
    const other = await createAdmin(t.deps.db, { email: 'temp.admin@example.com', password: DEMO_PASSWORD });
    await giveAuthenticator(t.deps.db, other.user.id);
    const otherToken = await t.login('temp.admin@example.com');
    const id = await f.idOf('agency@demo.test');
    const link = await t.gql(START, { id }, otherToken);
    const token = new URL(link.data.adminStartImpersonation.url, 'http://x').searchParams.get('token')!;
    await t.deps.db.update(users).set({ type: 'COMPANY' }).where(eq(users.id, other.user.id));
    expect((await open({ id, token }, await csrfPair())).errors[0].message).toBe(LINK_INVALID);
  });

  it('refuses to impersonate an administrator', async () => {
    const res = await t.gql(START, { id: adminId }, admin);
    expect(res.errors[0]).toMatchObject({ message: 'Administrators cannot be impersonated.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("ends on the server when the administrator returns: the session and the unopened links, not the user's own (issue 23)", async () => {
    const END = 'mutation($id: ID!) { adminEndImpersonation(id: $id) }';
    const { id, token } = await start('freelancer@demo.test');
    const session = (await open({ id, token }, await csrfPair())).data.adminImpersonateUser.access_token as string;
    const unopened = await start('freelancer@demo.test');
    const own = await t.login('freelancer@demo.test');
    expect((await t.gql(ME, {}, session)).data.me.email).toBe('freelancer@demo.test');

    // Only the administrator's own session may end it: not the impersonated one, nor the user, nor a visitor.
    expect((await t.gql(END, { id }, session)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(END, { id }, own)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(END, { id })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(ME, {}, session)).data.me.email).toBe('freelancer@demo.test');

    // This session, and the one an earlier test left open for the same account.
    const res = await t.gql(END, { id }, admin);
    const ended = res.data.adminEndImpersonation as number;
    expect(ended).toBeGreaterThanOrEqual(1);
    expect((await t.gql(ME, {}, session)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await open({ id, token: unopened.token }, await csrfPair())).errors[0].message).toBe(LINK_INVALID);
    // The person's own session and the administrator's go on.
    expect((await t.gql(ME, {}, own)).data.me).toMatchObject({ email: 'freelancer@demo.test', impersonator: null });
    expect((await t.gql(ME, {}, admin)).data.me.email).toBe('admin@demo.test');
    const [entry] = await f.auditOf('impersonation.end');
    expect(entry).toMatchObject({ actor_id: Number(adminId), target_id: Number(id), details: { impersonator_id: Number(adminId), user_id: Number(id), sessions: ended } });
    // Again: nothing left to end.
    expect(await t.gql(END, { id }, admin)).toEqual({ data: { adminEndImpersonation: 0 } });
  });

  it('ends with the sessions of the user when the account is deactivated', async () => {
    const { id, token } = await start('member@demo.test');
    const res = await open({ id, token }, await csrfPair());
    const session = res.data.adminImpersonateUser.access_token;
    await t.gql('mutation($id: ID!) { adminDeactivateUser(id: $id) { id } }', { id }, admin);
    expect((await t.gql(ME, {}, session)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
