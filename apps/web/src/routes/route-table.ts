import type { RouteObject } from 'react-router';
import { NOT_FOUND_TITLE } from '../lib/page-title';

/**
 * One address pattern of the app, as the server reads it to answer an unknown address with 404 (issue 23):
 * the build writes the list (`.server/route-table.json`, vite.config.ts) and apps/api/src/ssr/route-table.ts
 * matches a request against it the way React Router does (its pattern syntax, its ranking).
 */
export interface RoutePattern {
  /** Absolute, React Router's syntax: `/company/opportunities/:id`, `/admin/*`. */
  path: string;
  /** An index route (ranks above its parent's own path). */
  index?: true;
  /** A 'Page Not Found!' route (the catch-alls, /404 and the pages not built yet): answered with 404. */
  notFound?: true;
}

const join = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent.replace(/\/+$/, '')}/${path}`);

/** Each optional segment (`:lang?`, `edit?`) with and without it, as React Router explodes them. */
function explode(path: string): string[] {
  const segments = path.split('/');
  const at = segments.findIndex((segment) => segment.endsWith('?'));
  if (at < 0) return [path];
  const without = [...segments.slice(0, at), ...segments.slice(at + 1)].join('/') || '/';
  const withIt = [...segments.slice(0, at), segments[at]!.slice(0, -1), ...segments.slice(at + 1)].join('/');
  return [...explode(withIt), ...explode(without)];
}

/**
 * Every branch React Router can match in `routes` (the whole table, routes/full-table.tsx), in its order: a
 * route with a path or an index route; a layout route (no path) only through its children.
 */
export function routePatterns(routes: RouteObject[], parent = ''): RoutePattern[] {
  const out: RoutePattern[] = [];
  for (const route of routes) {
    const path = route.path === undefined ? parent : join(parent, route.path) || '/';
    if (route.children) out.push(...routePatterns(route.children, path));
    if (route.index || route.path !== undefined) {
      const notFound = route.handle === NOT_FOUND_TITLE;
      for (const each of explode(path)) out.push({ path: each || '/', ...(route.index ? { index: true } : {}), ...(notFound ? { notFound: true } : {}) });
    }
  }
  return out;
}
