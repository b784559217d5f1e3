import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { PAGE_SESSION_COOKIE, PAGE_SESSION_FLAG } from './page-session.js';

/**
 * The page session: an HttpOnly cookie with the session's token, set and cleared by the browser's script, read only
 * by the page renderer, which renders the company dashboard for its reader. The company dashboard needs the web build
 * (apps/web/dist), else those cases are skipped.
 */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
const built = fs.existsSync(path.join(dist, 'server', 'index.js'));

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist } });
  token = await t.login('employer@demo.test');
});
afterAll(() => t.close());

const cookieOf = (res: { cookies: Array<{ name: string; value: string; httpOnly?: boolean; sameSite?: string; maxAge?: number }> }, name: string) =>
  res.cookies.find((cookie) => cookie.name === name);

describe('POST and DELETE /api/session/page-cookie', () => {
  it('sets the HttpOnly cookie to a live session, with a readable flag beside it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/session/page-cookie', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(204);
    expect(cookieOf(res, PAGE_SESSION_COOKIE)).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookieOf(res, PAGE_SESSION_FLAG)?.value).toMatch(/^\d+$/);
    expect(cookieOf(res, PAGE_SESSION_FLAG)?.httpOnly).toBeFalsy();
  });

  it('refuses without a live bearer session: the cookie alone, or a made-up token, is no credential for it', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/session/page-cookie', cookies: { [PAGE_SESSION_COOKIE]: token } });
    expect(none.statusCode).toBe(401);
    const made = await t.app.inject({ method: 'POST', url: '/api/session/page-cookie', headers: { authorization: `Bearer ${'x'.repeat(43)}` } });
    expect(made.statusCode).toBe(401);
    expect(cookieOf(made, PAGE_SESSION_COOKIE)).toBeUndefined();
  });

  it('forgets both cookies without a credential', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/session/page-cookie' });
    expect(res.statusCode).toBe(204);
    expect(cookieOf(res, PAGE_SESSION_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    expect(cookieOf(res, PAGE_SESSION_FLAG)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('is no credential for the API: /graphql with the cookie alone answers as to a visitor', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/graphql', cookies: { [PAGE_SESSION_COOKIE]: token },
      headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(res.json()).toMatchObject({ data: { me: null } });
    const logout = await t.app.inject({
      method: 'POST', url: '/graphql', cookies: { [PAGE_SESSION_COOKIE]: token },
      headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect(logout.json().errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe.skipIf(!built)('the company dashboard with a page session', () => {
  const dashboard = (cookies: Record<string, string> = {}) => t.app.inject({ url: '/company/dashboard', cookies });

  it('is rendered for its reader, with their posts and balance, and kept by no one else', async () => {
    const res = await dashboard({ [PAGE_SESSION_COOKIE]: token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('data-testid="company-dashboard"');
    expect(res.body).toContain('Job Posts Available');
    expect(res.body).toMatch(/Welcome(<!-- -->)?, (<!-- -->)?Evelyn/);
    // The token stays in the cookie: the page never carries it.
    expect(res.body).not.toContain(token);
  });

  it('is the loader only without one, or with an ended one', async () => {
    for (const cookies of [{}, { [PAGE_SESSION_COOKIE]: 'y'.repeat(43) }] as Array<Record<string, string>>) {
      const res = await dashboard(cookies);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('data-testid="company-dashboard"');
      expect(res.body).not.toContain('Welcome');
    }
  });

  it('renders no other page for the reader: a public page is the visitor one, whoever asks', async () => {
    const res = await t.app.inject({ url: '/jobs', cookies: { [PAGE_SESSION_COOKIE]: token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).not.toContain('Welcome');
  });
});
