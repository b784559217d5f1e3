import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE } from '../lib/page-title';
import { routes } from './full-table';
import { routePatterns } from './route-table';

/** What the browser shows at `path`: a page of the app, or 'Page Not Found!'. */
function browserShowsPage(path: string): boolean {
  const matches = matchRoutes(routes, path) ?? [];
  return matches.length > 0 && matches.at(-1)!.route.handle !== NOT_FOUND_TITLE;
}

// The route table the build writes for the server's 404s (issue 23: '/jobs' answered 200 with 'Page Not Found!').
describe('the route table for the server', () => {
  const patterns = routePatterns(routes);
  const find = (path: string) => patterns.filter((p) => p.path === path);

  it("lists the app's pages, and flags its 'Page Not Found!' routes", () => {
    for (const path of ['/company/login', '/candidate/dashboard', '/jobs/:slug', '/pages/:slug', '/admin/*', '/company/view-opportunity/:id']) {
      expect(find(path), path).toEqual([{ path }]);
    }
    expect(find('/')).toContainEqual({ path: '/', index: true });
    for (const path of ['/*', '/404', '/company/*', '/company/404', '/agency/*']) expect(find(path), path).toEqual([{ path, notFound: true }]);
    // '/jobs' is the public board now (decision 0053), beside the job pages /jobs/{slug}.
    expect(find('/jobs')).toEqual([{ path: '/jobs' }]);
  });

  it('agrees with the browser on sample addresses', () => {
    // Pages for the browser, and 'Page Not Found!' for it: each kind must be in the table as such.
    expect(['/company/dashboard', '/jobs', '/jobs/some-post', '/admin/anything', '/Company/Login'].every(browserShowsPage)).toBe(true);
    expect(['/jobs/a/b', '/nope', '/company/nope', '/404', '/freelancer/404'].some(browserShowsPage)).toBe(false);
  });

  it("has the team invitation's pages, none shadowed by sign-up's register/:step (issue 26)", () => {
    const pages = [
      '/company/team/register/Xy3_kP9-aQ2rT7vW1zB5nM8c&jane@example.com',
      '/employer/team/register/Xy3_kP9-aQ2rT7vW1zB5nM8c&jane@example.com',
      '/company/team/register/profile',
      '/employer/team/register2/Xy3_kP9-aQ2rT7vW1zB5nM8c&jane@example.com',
      '/company/team/profile/register',
      '/company/team/profile/complete',
      '/company/team/welcome',
      '/agency/team/welcome',
      '/agency/accept-invite/Xy3_kP9-aQ2rT7vW1zB5nM8c',
      '/no-team',
      '/your-data',
    ];
    for (const path of pages) expect(browserShowsPage(path), path).toBe(true);
    const leaf = (path: string) => matchRoutes(routes, path)!.at(-1)!.route.path;
    expect(leaf('/company/team/register/profile')).toBe('team/register/profile');
    expect(leaf('/company/team/register/abc&jane@example.com')).toBe('team/register/:invite');
    expect(leaf('/company/register/2')).toBe('register/:step');
    // The agency's link is the agency's: no company or freelancer address has it.
    expect(['/company/accept-invite/abc', '/freelancer/accept-invite/abc', '/freelancer/team/welcome'].some(browserShowsPage)).toBe(false);
  });

  it('walks layout routes through their children, and explodes optional segments as React Router does', () => {
    const table: RouteObject[] = [
      {
        path: '/',
        children: [
          { index: true },
          { children: [{ path: 'a/:id?' }] },
          { path: 'b', children: [{ path: 'edit?' }, { path: '*', handle: NOT_FOUND_TITLE }] },
        ],
      },
    ];
    expect(routePatterns(table)).toEqual([
      { path: '/', index: true },
      { path: '/a/:id' },
      { path: '/a' },
      { path: '/b/edit' },
      { path: '/b' },
      { path: '/b/*', notFound: true },
      { path: '/b' },
      { path: '/' },
    ]);
  });
});
