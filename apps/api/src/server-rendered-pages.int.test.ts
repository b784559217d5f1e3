import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, opportunities, users } from './db/schema/index.js';
import { seedDemoOpportunities } from './seed/opportunities.js';
import { hashSecret } from './lib/secrets.js';
import { RENDER_COOKIE, RENDER_COOKIE_ROUTE } from './ssr/render-cookie.js';
import { SERVER_ENTRY } from './ssr/render.js';
import { createTestApp, type TestApp } from '../test/harness.js';

/**
 * Signed-in pages rendered per request (decision 0036). The render itself needs a web build with its server
 * entry: WEB_DIST, or apps/web/dist (`npm run build -w apps/web`); without one those tests are skipped.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = process.env.WEB_DIST ?? path.resolve(here, '../../web/dist');
const hasServerEntry = fs.existsSync(path.join(dist, SERVER_ENTRY));

let t: TestApp;
beforeAll(async () => {
  // A generous budget: the first render loads the server entry, and the machine may be busy.
  // The default (`dashboards`).
  t = await createTestApp({ env: { WEB_DIST: dist, RENDER_BUDGET_MS: '5000' } });
  // The server entry loads in the background as the app starts; pages get the shell until it is ready.
  if (hasServerEntry) await untilRendered(t, await t.login('employer@demo.test'));
  await seedDemoOpportunities(t.deps.db);
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until the app renders the dashboard for `token` (its server entry loaded), 60 s at most. */
async function untilRendered(app: TestApp, token: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const res = await app.app.inject({ method: 'GET', url: '/company/dashboard', headers: { cookie: `${RENDER_COOKIE}=${token}` } });
    if (res.body.includes('data-server-rendered')) return;
    await sleep(200);
  }
  throw new Error('the server entry never got ready');
}

const cookieOf = (res: { cookies: { name: string; value: string; maxAge?: number; httpOnly?: boolean; sameSite?: string; path?: string }[] }) =>
  res.cookies.find((cookie) => cookie.name === RENDER_COOKIE);
const page = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(token ? { cookie: `${RENDER_COOKIE}=${token}` } : {}) } });
const serverState = (html: string) => {
  const json = /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { user: { email: string }; queries: { queries: { queryKey: unknown[] }[] } }) : undefined;
};

describe('the render cookie', () => {
  it('is set from the bearer header of a live session: HttpOnly, Lax, for the token life at most', async () => {
    const token = await t.login('employer@demo.test');
    const res = await t.app.inject({ method: 'POST', url: RENDER_COOKIE_ROUTE, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(204);
    const cookie = cookieOf(res)!;
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBeGreaterThan(29 * 86_400);
    expect(cookie.maxAge).toBeLessThanOrEqual(30 * 86_400);
    // Beside it, the flag the page's script reads (no secret in it).
    const flag = res.cookies.find((c) => c.name === 'ob_render_on');
    expect(flag?.value).toBe('1');
    expect(flag?.httpOnly).toBeFalsy();
  });

  it('is refused without a bearer header, or with one that is not a live session', async () => {
    expect((await t.app.inject({ method: 'POST', url: RENDER_COOKIE_ROUTE })).statusCode).toBe(401);
    const garbage = await t.app.inject({ method: 'POST', url: RENDER_COOKIE_ROUTE, headers: { authorization: 'Bearer nope' } });
    expect(garbage.statusCode).toBe(401);
    expect(cookieOf(garbage)).toBeUndefined();
    // The cookie alone is no credential for it either.
    const token = await t.login('employer@demo.test');
    expect((await t.app.inject({ method: 'POST', url: RENDER_COOKIE_ROUTE, headers: { cookie: `${RENDER_COOKIE}=${token}` } })).statusCode).toBe(401);
  });

  it('is cleared by DELETE', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: RENDER_COOKIE_ROUTE });
    expect(res.statusCode).toBe(204);
    expect(cookieOf(res)).toMatchObject({ value: '' });
    expect(String(res.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(res.cookies.find((cookie) => cookie.name === 'ob_render_on')).toMatchObject({ value: '' });
  });

  it('is no credential for GraphQL: a query with the cookie alone is a visitor query, a mutation is refused', async () => {
    const token = await t.login('employer@demo.test');
    const ask = (query: string) =>
      t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', cookie: `${RENDER_COOKIE}=${token}` }, payload: { query } });
    expect((await ask('{ me { id } }')).json()).toEqual({ data: { me: null } });
    const logout = (await ask('mutation { logout }')).json();
    expect(logout.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // The session is still live.
    expect((await t.gql<{ me: { id: string } | null }>('{ me { id } }', {}, token)).data?.me).not.toBeNull();
  });
});

describe.skipIf(!hasServerEntry)('a signed-in page rendered on the server', () => {
  it('GET /company/dashboard with a live cookie has the heading, a demo post and the state to hydrate from', async () => {
    const token = await t.login('employer@demo.test');
    const res = await page('/company/dashboard', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.body).toContain('data-server-rendered="/company/dashboard"');
    expect(res.body).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
    expect(res.body).toContain('Senior Brand Designer');
    expect(res.body).toContain('<title>Dashboard | Onbrief</title>');
    const state = serverState(res.body)!;
    expect(state.user.email).toBe('employer@demo.test');
    expect(JSON.stringify(state.queries)).toContain('Senior Brand Designer');
    // The token itself is never written into the page.
    expect(res.body).not.toContain(token);
    // No script but the data: the CSP allows no inline script.
    expect(res.body.match(/<script(?![^>]*type="application\/json")(?![^>]*src=)[^>]*>/g)).toBeNull();
  });

  it('lists the code of the lazy parts it drew for preloading on every render, not only the first of the process', async () => {
    const token = await t.login('employer@demo.test');
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    // The company's lists, a lazy part of the dashboard (features/dashboard/DashboardPage.tsx).
    const lists = manifest['src/features/opportunities/manage/CompanyDashboard.tsx']!.file;
    for (let i = 0; i < 3; i++) {
      const res = await page('/company/dashboard', token);
      expect(res.body).toContain('data-server-rendered="/company/dashboard"');
      // Preloaded once the page is painted, by the one script the page has (apps/web/src/after-paint.ts).
      const scripts = JSON.parse(/<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(res.body)![1]!) as {
        entry: string;
        preload: string[];
      };
      expect(scripts.entry).toBe(`/${manifest['index.html']!.file}`);
      expect(scripts.preload).toContain(`/${lists}`);
      expect(res.body).toContain(`<script type="module" crossorigin src="/${manifest['src/after-paint.ts']!.file}"></script>`);
      // The close form's code comes when a manager first reaches for Close (PostActions.tsx).
      expect(res.body).not.toContain(manifest['src/features/opportunities/manage/CloseModal.tsx']!.file);
    }
  });

  it('is compressed on the fly for a browser that accepts it', async () => {
    const token = await t.login('employer@demo.test');
    const res = await t.app.inject({
      method: 'GET',
      url: '/company/dashboard',
      headers: { cookie: `${RENDER_COOKIE}=${token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('Senior Brand Designer');
  });

  it('is the shell for a revoked, expired or garbage cookie, and the cookie is cleared', async () => {
    const revoked = await t.login('employer@demo.test');
    await t.gql('mutation { logout }', {}, revoked);
    const expired = await t.login('employer@demo.test');
    await t.deps.db.update(accessTokens).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(accessTokens.token_hash, hashSecret(expired)));
    for (const token of [revoked, expired, 'garbage']) {
      const res = await page('/company/dashboard', token);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('data-server-rendered');
      expect(res.body).not.toContain('Senior Brand Designer');
      expect(cookieOf(res)).toMatchObject({ value: '' });
    }
  });

  it("shows each user their own data only (two users, two cookies)", async () => {
    const employer = await t.login('employer@demo.test');
    const freelancer = await t.login('freelancer@demo.test');
    const [a, b] = await Promise.all([page('/company/dashboard', employer), page('/freelancer/dashboard', freelancer)]);
    expect(serverState(a.body)!.user.email).toBe('employer@demo.test');
    expect(serverState(b.body)!.user.email).toBe('freelancer@demo.test');
    expect(b.body).not.toContain('employer@demo.test');
    // The company's own lists and credits are in the employer's page only (the freelancer's may show the
    // company's public posts among its recommendations).
    const queries = (html: string) => serverState(html)!.queries.queries.map((query) => String(query.queryKey[0]));
    expect(queries(a.body)).toEqual(expect.arrayContaining(['credits', 'opportunities']));
    expect(queries(b.body)).not.toContain('credits');
    expect(queries(b.body)).not.toContain('opportunities');
    expect(a.body).not.toContain('freelancer@demo.test');
  });

  it('renders what the guards decide: the inactive notice for an inactive company, the shell for another group or a redirect', async () => {
    const inactive = await t.login('inactive@demo.test');
    const notice = await page('/company/dashboard', inactive);
    expect(notice.body).toContain('data-server-rendered');
    expect(notice.body).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
    expect(notice.body).not.toContain('Senior Brand Designer');
    // A company user on the freelancer area is sent to their 404 by the guard: never rendered here.
    const employer = await t.login('employer@demo.test');
    const elsewhere = await page('/freelancer/dashboard', employer);
    expect(elsewhere.body).not.toContain('data-server-rendered');
    // A company owner without the profile basics goes to complete the profile first.
    const [owner] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'inactive@demo.test'));
    await t.deps.db.update(users).set({ bio: null }).where(eq(users.id, owner!.id));
    const incomplete = await page('/company/dashboard', inactive);
    expect(incomplete.body).not.toContain('data-server-rendered');
  });

  it('sends the shell when the render fails (here: over its time budget) or is switched off', async () => {
    const variants: Record<string, string>[] = [{ RENDER_BUDGET_MS: '10' }, { RENDER_SIGNED_IN_PAGES: 'off' }];
    for (const env of variants) {
      const other = await createTestApp({ seed: true, captureLog: true, env: { WEB_DIST: dist, ...env } });
      try {
        const token = await other.login('employer@demo.test');
        // Once the entry is ready (the budget variant: until a render has failed), every answer is the shell.
        for (let i = 0; i < (env.RENDER_BUDGET_MS ? 300 : 5); i++) {
          const shell = await other.app.inject({ method: 'GET', url: '/company/dashboard', headers: { cookie: `${RENDER_COOKIE}=${token}` } });
          expect(shell.statusCode).toBe(200);
          expect(shell.body).toContain('<div id="root"></div>');
          if (other.logText().includes('server render failed')) break;
          await sleep(200);
        }
        if (env.RENDER_BUDGET_MS) expect(other.logText()).toContain('server render failed');
      } finally {
        await other.close();
      }
    }
  }, 180_000);

  it('leaves the visitors pages and the files alone, and never sends the server entry', async () => {
    const token = await t.login('employer@demo.test');
    expect((await page('/company/login', token)).body).toContain('data-prerendered="/company/login"');
    // By default only the dashboards are rendered (`all`: every signed-in page).
    expect((await page('/company/account', token)).body).toContain('<div id="root"></div>');
    // Pages that act on arrival (a one-time link, sign-out) are the browser's.
    for (const url of ['/freelancer/impersonate/5?token=abc', '/company/logout', '/company/reset-password?token=abc']) {
      expect((await page(url, token)).body, url).toContain('<div id="root"></div>');
    }
    expect((await page(`/${SERVER_ENTRY}`, token)).statusCode).toBe(404);
  });
});

describe.skipIf(!hasServerEntry)('the public job page rendered for a visitor (decision 0028)', () => {
  const openSlug = async () => /<loc>[^<]*\/jobs\/([^<]+)<\/loc>/.exec((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body)![1]!;

  it("is the app's own page with the post's head and the state to hydrate from, for no one in particular", async () => {
    const slug = await openSlug();
    const res = await page(`/jobs/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`data-server-rendered="/jobs/${slug}"`);
    expect(res.body).not.toContain('data-server-page');
    expect(res.body).toMatch(/<h1[^>]*class="[^"]*mantine-Title-root[^"]*"[^>]*>Senior Brand Designer<\/h1>/);
    expect(res.body).toContain('Sign in to apply');
    expect(res.body).toMatch(/<title>Senior Brand Designer at [^<]+ \| Onbrief<\/title>/);
    expect(res.body).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/jobs/${slug}" />`));
    expect(res.body).toContain('<meta property="og:title" content="Senior Brand Designer at ');
    expect(JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(res.body)![1]!)).toMatchObject({ '@type': 'JobPosting', title: 'Senior Brand Designer' });
    const state = serverState(res.body)!;
    expect(state.user).toBeNull();
    expect(state.queries.queries.map((query) => query.queryKey)).toContainEqual(['publicJob', slug]);
    // No script but data: the state and the JSON-LD.
    expect(res.body.match(/<script(?![^>]*type="application\/(?:ld\+)?json")(?![^>]*src=)[^>]*>/g)).toBeNull();
  });

  it('a signed-in reader (the render cookie) gets the plain HTML, which the app replaces for their session', async () => {
    const slug = await openSlug();
    const res = await page(`/jobs/${slug}`, await t.login('freelancer@demo.test'));
    expect(res.body).toContain('data-server-page="job"');
    expect(res.body).not.toContain('data-server-rendered');
    expect(res.body).toContain('<h1>Senior Brand Designer</h1>');
  });

  it('is rendered again as soon as the post changes (a rendered page is reused only while its post is the same)', async () => {
    const slug = await openSlug();
    expect((await page(`/jobs/${slug}`)).body).toContain('>Senior Brand Designer</h1>');
    await t.deps.db.update(opportunities).set({ title: 'Principal Brand Designer' }).where(eq(opportunities.slug, slug));
    try {
      const res = await page(`/jobs/${slug}`);
      expect(res.body).toContain(`data-server-rendered="/jobs/${slug}"`);
      expect(res.body).toContain('>Principal Brand Designer</h1>');
      expect(res.body).not.toContain('>Senior Brand Designer</h1>');
    } finally {
      await t.deps.db.update(opportunities).set({ title: 'Senior Brand Designer' }).where(eq(opportunities.slug, slug));
    }
  });

  it('a closed post is rendered closed: no way to apply, no JSON-LD, not indexed', async () => {
    const slug = await openSlug();
    await t.deps.db.update(opportunities).set({ deleted_at: new Date(), closed_at: '2026-11-20', close_reason: 'FILLED_ELSEWHERE' }).where(eq(opportunities.slug, slug));
    try {
      const res = await page(`/jobs/${slug}`);
      expect(res.body).toContain(`data-server-rendered="/jobs/${slug}"`);
      expect(res.body).toContain('This opportunity is closed');
      expect(res.body).not.toContain('Sign in to apply');
      expect(res.body).not.toContain('application/ld+json');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    } finally {
      await t.deps.db.update(opportunities).set({ deleted_at: null, closed_at: null, close_reason: null }).where(eq(opportunities.slug, slug));
    }
  });
});
