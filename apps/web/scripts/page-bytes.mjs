// What a page of the build loads before it runs: the chunks of its manifest entries and every chunk they import
// statically (dist/.vite/manifest.json), gzipped at level 9, and the CSS they link. Used by measure-login-js.mjs
// (prints it) and budget.test.ts (holds the login page to its budget, decision 0021).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const LOGIN_PAGE = ['index.html', 'src/features/auth/LoginPage.tsx'];

/** The manifest keys `roots` load before running: themselves and their static imports, followed. */
export function staticGraph(manifest, roots) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`not in the manifest: ${key}`);
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return [...seen];
}

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** The page's JavaScript and CSS files, each with its raw and gzipped size, largest first. */
export function pageBytes(dist, roots = LOGIN_PAGE) {
  const manifest = readManifest(dist);
  const keys = staticGraph(manifest, roots);
  const measure = (file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const byGzip = (a, b) => b.gzip - a.gzip;
  const js = keys.map((key) => manifest[key].file).filter((file) => file.endsWith('.js')).map(measure).sort(byGzip);
  const css = [...new Set(keys.flatMap((key) => manifest[key].css ?? []))].map(measure).sort(byGzip);
  const sum = (rows, field) => rows.reduce((n, row) => n + row[field], 0);
  return { keys, js, css, jsGzip: sum(js, 'gzip'), jsRaw: sum(js, 'raw'), cssGzip: sum(css, 'gzip'), cssRaw: sum(css, 'raw') };
}
