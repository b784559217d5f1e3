/**
 * The web app's route table, as the build writes it (apps/web/scripts/route-table.mjs): which addresses are pages of
 * the app, so the server answers any other with 404 (issue 23), the app's 'Page Not Found!' page as its body.
 * Matching follows React Router 7 (matchRoutes): its pattern syntax (`:param`, a trailing `*`, case-insensitive,
 * trailing slashes ignored) and its ranking (computeScore; on a tie the earlier branch), so the server and the
 * browser agree on which route an address shows.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where the build keeps it: a folder the server never serves (web-serving.ts SERVER_ONLY). */
export const ROUTE_TABLE_FILE = '.server/route-table.json';

export interface RoutePattern {
  path: string;
  index?: boolean;
  notFound?: boolean;
}

interface Branch {
  regexp: RegExp;
  score: number;
  notFound: boolean;
}

export interface RouteTable {
  /** The route the browser would show for this path: a page (true), or 'Page Not Found!' (false). */
  isPage(pathname: string): boolean;
}

const PARAM = /^:[\w-]+$/;
const isSplat = (segment: string) => segment === '*';

/** React Router's computeScore: static segments weigh most, then params, an index route a little, a splat less. */
function scoreOf(pattern: string, index: boolean): number {
  const segments = pattern.split('/');
  let score = segments.length;
  if (segments.some(isSplat)) score += -2;
  if (index) score += 2;
  return segments.filter((s) => !isSplat(s)).reduce((sum, s) => sum + (PARAM.test(s) ? 3 : s === '' ? 1 : 10), score);
}

/** React Router's compilePath (end: true, case-insensitive). */
function regexpOf(pattern: string): RegExp {
  let source =
    '^' +
    pattern
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:[\w-]+/g, '/([^\\/]+)');
  if (pattern.endsWith('*')) source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  else source += '\\/*$';
  return new RegExp(source, 'i');
}

/** React Router matches the decoded path; a malformed escape is matched as it came. */
function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

export function compileRouteTable(patterns: RoutePattern[]): RouteTable {
  const branches: Branch[] = patterns
    .map((p) => ({ regexp: regexpOf(p.path), score: scoreOf(p.path, !!p.index), notFound: !!p.notFound }))
    // Stable: equal scores keep the table's order, as React Router's ranking does for siblings.
    .sort((a, b) => b.score - a.score);
  return {
    isPage(pathname) {
      const target = decoded(pathname);
      const best = branches.find((b) => b.regexp.test(target));
      return !!best && !best.notFound;
    },
  };
}

/**
 * The build's route table, read again whenever the file changes (a rebuild is served without a restart).
 * Undefined without one (an older build, or none): then every address is taken for a page, as before.
 */
export function routeTableOf(dist: string): () => Promise<RouteTable | undefined> {
  const file = path.join(dist, ROUTE_TABLE_FILE);
  let cached: { mtimeMs: number; table: RouteTable } | undefined;
  return async () => {
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat) return undefined;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      let patterns: RoutePattern[];
      try {
        patterns = JSON.parse(await fs.promises.readFile(file, 'utf8')) as RoutePattern[];
      } catch {
        // Being written by a build under way: the next request reads it again.
        return undefined;
      }
      cached = { mtimeMs: stat.mtimeMs, table: compileRouteTable(patterns) };
    }
    return cached.table;
  };
}
