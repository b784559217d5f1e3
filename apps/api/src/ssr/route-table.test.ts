import { describe, expect, it } from 'vitest';
import { compileRouteTable, type RoutePattern } from './route-table.js';

/** A table shaped like the app's (apps/web/src/routes/route-table.ts writes it in React Router's order). */
const TABLE: RoutePattern[] = [
  { path: '/company/login' },
  { path: '/company/view-opportunity/:id' },
  { path: '/company/manage-team', notFound: true },
  { path: '/company/404', notFound: true },
  { path: '/company/*', notFound: true },
  { path: '/company' },
  { path: '/jobs/:slug' },
  { path: '/pages/:slug' },
  { path: '/admin', index: true },
  { path: '/admin/*' },
  { path: '/admin' },
  { path: '/404', notFound: true },
  { path: '/', index: true },
  { path: '/*', notFound: true },
  { path: '/' },
];

describe('matching the route table as React Router does', () => {
  const table = compileRouteTable(TABLE);

  it('takes the best-ranked route: static over a param over a splat', () => {
    for (const path of ['/', '/company/login', '/company/view-opportunity/12', '/jobs/a-post', '/pages/about', '/admin', '/admin/accounts/3', '/company']) {
      expect(table.isPage(path), path).toBe(true);
    }
    for (const path of ['/jobs', '/jobs/a/b', '/nope', '/company/nope', '/company/login/extra', '/company/manage-team', '/404', '/company/404']) {
      expect(table.isPage(path), path).toBe(false);
    }
  });

  it('ignores case and trailing slashes, and matches the decoded path', () => {
    for (const path of ['/Company/Login', '/company/login/', '/company/login//', '/jobs/caf%C3%A9', '/pages/a%2Fb']) expect(table.isPage(path), path).toBe(true);
    expect(table.isPage('/jobs/%E0%A4%A')).toBe(true);
    expect(table.isPage('/JOBS')).toBe(false);
  });

  it('needs a non-empty segment for a param', () => {
    expect(table.isPage('/jobs/')).toBe(false);
  });
});
