// What a page of the build loads before it runs: the chunks of its manifest entries and every chunk they import
// statically (prerender.mjs `chunkFiles`, the same walk the pre-rendered pages' preloads come from), gzipped at
// level 9, and the CSS they link. Used by measure-login-js.mjs (prints it) and budget.test.ts (holds the login page
// to its budget, decision 0021).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkFiles } from './prerender.mjs';

export const LOGIN_PAGE = ['index.html', 'src/features/auth/LoginPage.tsx'];

/** The page's JavaScript and CSS files, each with its raw and gzipped size, largest first. */
export function pageBytes(dist, roots = LOGIN_PAGE) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  // A root the build no longer has would measure nothing: say so rather than pass.
  for (const root of roots) if (!manifest[root]) throw new Error(`not in the manifest: ${root}`);
  const files = chunkFiles(manifest, roots);
  const measure = (file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const byGzip = (a, b) => b.gzip - a.gzip;
  const js = files.js.map(measure).sort(byGzip);
  const css = files.css.map(measure).sort(byGzip);
  const sum = (rows, field) => rows.reduce((n, row) => n + row[field], 0);
  return { js, css, jsGzip: sum(js, 'gzip'), jsRaw: sum(js, 'raw'), cssGzip: sum(css, 'gzip'), cssRaw: sum(css, 'raw') };
}
