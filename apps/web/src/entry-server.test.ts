import { describe, expect, it } from 'vitest';
import { prerenderedPages, render, renderForSession, renderForVisitor } from './entry-server';

// Runs where the build pre-renders: Node, no window, no storage (decision 0021).
describe('pre-rendering the visitors entry pages', () => {
  it('lists login, sign-up step 1 and forgot password under every group prefix, /login as an alias, how it works', () => {
    const pages = prerenderedPages();
    const paths = pages.map((page) => page.path);
    for (const prefix of ['company', 'employer', 'freelancer', 'candidate', 'consultant', 'agency']) {
      for (const page of ['login', 'register', 'forgot-password']) expect(paths).toContain(`/${prefix}/${page}`);
    }
    expect(paths).toContain('/marketing/how-it-works');
    expect(pages.find((page) => page.path === '/freelancer/login')?.aliases).toEqual(['/login']);
    // Nothing that needs a session or the API's data.
    expect(paths.some((path) => /dashboard|account|reset-password|register\/|resources|pages\//.test(path))).toBe(false);
  });

  it('renders the login page as a visitor sees it: title, heading, labelled fields, no script', async () => {
    const page = await render('/company/login');
    expect(page.title).toBe('Log in | Onbrief');
    expect(page.html).toMatch(/<h1[^>]*>Login<\/h1>/);
    expect(page.html).toMatch(/<label[^>]*>Email<\/label>/);
    expect(page.html).toMatch(/<label[^>]*>Password<\/label>/);
    expect(page.html).toMatch(/<input[^>]*type="email"[^>]*value=""/);
    // The lazy side navigation is in the markup, in place: the CSP forbids the script that would move it there.
    expect(page.html).toContain('data-testid="side-nav"');
    expect(page.html).not.toMatch(/<script/i);
  });

  it('renders every listed page with its own title', async () => {
    for (const { path } of prerenderedPages()) {
      const page = await render(path);
      expect(page.title, path).toMatch(/ \| Onbrief$/);
      expect(page.html, path).toMatch(/<h1[^>]*>/);
      expect(page.html, path).not.toMatch(/<script/i);
    }
  });
});

// The API's per-request render of signed-in pages (decision 0036), with a stand-in for its /graphql.
describe('rendering a signed-in page for a session', () => {
  const user = {
    id: '1', name: 'Emma Employer', first_name: 'Emma', last_name: 'Employer', email: 'e@example.com', type: 'COMPANY',
    teamType: 'COMPANY', teamOwner: false, status: 'ACTIVE', vetted: true, bio: 'We hire.', avatar: null, company: 'Northwind',
    agency_name: null, created_at: '2026-01-01T00:00:00.000Z', isProfileComplete: { complete: true, missing: [] },
    teamUser: null, teams: [],
  };
  const answering = (me: unknown) => async (body: string) => {
    const { query } = JSON.parse(body) as { query: string };
    return { status: 200, body: JSON.stringify(query.includes('query Me') ? { data: { me } } : { errors: [{ message: 'no', extensions: { code: 'FORBIDDEN' } }] }) };
  };

  it('answers signed-out when the token is not a live session', async () => {
    expect(await renderForSession('/company/dashboard', { graphql: answering(null) })).toEqual({ kind: 'signed-out' });
  });

  it("renders the page for the session's user, the token never in the state", async () => {
    const page = await renderForSession('/company/dashboard', { graphql: answering(user) });
    expect(page.kind).toBe('page');
    if (page.kind !== 'page') return;
    expect(page.title).toBe('Dashboard | Onbrief');
    expect(page.html).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
    expect(page.html.replace(/<!-- -->/g, '')).toContain('Welcome, Emma!');
    expect(JSON.parse(page.state).user.email).toBe('e@example.com');
    expect(page.html).not.toMatch(/<script/i);
  });

  it('answers redirect where a guard sends the user elsewhere (another group)', async () => {
    expect(await renderForSession('/freelancer/dashboard', { graphql: answering(user) })).toEqual({ kind: 'redirect' });
  });

  it("answers redirect where a guard refuses by status or role: it reads `me` again only in the browser, the server's is fresh", async () => {
    const inactive = { ...user, status: 'INACTIVE' };
    expect(await renderForSession('/company/post-opportunity', { graphql: answering(inactive) })).toEqual({ kind: 'redirect' });
    expect(await renderForSession('/company/manage-team', { graphql: answering(user) })).toEqual({ kind: 'redirect' });
  });
});

// A visitor's board (decision 0053): its queries are known from the address, fetched before one render.
describe('rendering the public board for a visitor', () => {
  it('asks for the board of the address and the disciplines first, then renders once with them', async () => {
    const asked: { query: string; variables: Record<string, unknown> }[] = [];
    const graphql = async (body: string) => {
      const request = JSON.parse(body) as { query: string; variables: Record<string, unknown> };
      asked.push(request);
      const data = request.query.includes('query JobBoard')
        ? { jobBoard: { data: [], paginatorInfo: { count: 0, currentPage: 1, hasMorePages: false, total: 0 } } }
        : { industries: [{ id: '1', name: 'Architecture' }] };
      return { status: 200, body: JSON.stringify({ data }) };
    };
    const page = await renderForVisitor('/jobs?q=brand&page=2', { graphql });
    expect(page.kind).toBe('page');
    if (page.kind !== 'page') return;
    expect(page.passes).toBe(1);
    expect(asked.map((r) => /query (\w+)/.exec(r.query)?.[1]).sort()).toEqual(['BoardDisciplines', 'JobBoard']);
    expect(asked.find((r) => r.query.includes('query JobBoard'))?.variables).toMatchObject({ target: 'JOB', page: 2, filters: { search: 'brand' } });
    expect(page.html).toContain('Architecture');
  });
});
