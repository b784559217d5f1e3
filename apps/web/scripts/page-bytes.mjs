// What a page of the build loads before it runs: the entry's and its routes' modules and the chunks they import
// statically, as React Router's own manifest of the build lists them (the page's modulepreload links), gzipped at
// level 9, and the CSS its routes link. Used by measure-login-js.mjs (prints it) and budget.test.ts (holds the login
// page to its budget).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The login page's routes (/company/login): the root, the groups' `:prefix` layout, its visitors-only layout and the
 * page (routes.ts; their ids since the groups' pages share one `:prefix` segment).
 */
export const LOGIN_PAGE = ['root', 'group', ':prefix/(public-only :prefix/login)', ':prefix/login'];

/** The page's JavaScript and CSS files, each with its raw and gzipped size, largest first. */
export async function pageBytes(dist, routeIds = LOGIN_PAGE) {
  const { assets } = await import(pathToFileURL(join(dist, 'server', 'index.js')).href);
  // A route the build no longer has would measure nothing: say so rather than pass.
  for (const id of routeIds) if (!assets.routes[id]) throw new Error(`not a route of the build: ${id}`);
  const parts = [assets.entry, ...routeIds.map((id) => assets.routes[id])];
  const js = [...new Set(parts.flatMap((part) => [part.module, ...(part.imports ?? [])]))];
  const css = [...new Set(parts.flatMap((part) => part.css ?? []))];
  const measure = (file) => {
    const bytes = readFileSync(join(dist, 'client', file.split('#')[0]));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const byGzip = (a, b) => b.gzip - a.gzip;
  const jsRows = js.map(measure).sort(byGzip);
  const cssRows = css.map(measure).sort(byGzip);
  const sum = (rows, field) => rows.reduce((n, row) => n + row[field], 0);
  return { js: jsRows, css: cssRows, jsGzip: sum(jsRows, 'gzip'), jsRaw: sum(jsRows, 'raw'), cssGzip: sum(cssRows, 'gzip'), cssRaw: sum(cssRows, 'raw') };
}
