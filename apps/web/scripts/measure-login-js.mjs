#!/usr/bin/env node
// Gzipped JavaScript the login page loads: the entry chunk, the login page's chunk, and every chunk
// they import statically (from dist/.vite/manifest.json), and the CSS they link (which blocks the first
// paint). Run after `npm run build -w @mp/web`; WEB_DIST measures another build folder.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const roots = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['index.html', 'src/features/auth/LoginPage.tsx'];

const seen = new Set();
function visit(key) {
  if (seen.has(key)) return;
  const entry = manifest[key];
  if (!entry) throw new Error(`not in the manifest: ${key}`);
  seen.add(key);
  for (const next of entry.imports ?? []) visit(next);
}
roots.forEach(visit);

let raw = 0;
let gzip = 0;
const rows = [...seen]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const bytes = readFileSync(join(dist, file));
    const gz = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += gz;
    return { file, raw: bytes.length, gzip: gz };
  })
  .sort((a, b) => b.gzip - a.gzip);

for (const row of rows) console.log(`${String(row.gzip).padStart(8)} B gz  ${String(row.raw).padStart(8)} B  ${row.file}`);
console.log(`login page JavaScript: ${rows.length} chunks, ${raw} B raw, ${gzip} B gzipped (${(gzip / 1024).toFixed(1)} KiB)`);

const css = [...new Set([...seen].flatMap((key) => manifest[key].css ?? []))].map((file) => {
  const bytes = readFileSync(join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
for (const row of css) console.log(`${String(row.gzip).padStart(8)} B gz  ${String(row.raw).padStart(8)} B  ${row.file}`);
const cssRaw = css.reduce((n, r) => n + r.raw, 0);
const cssGzip = css.reduce((n, r) => n + r.gzip, 0);
console.log(`login page CSS: ${css.length} files, ${cssRaw} B raw, ${cssGzip} B gzipped (${(cssGzip / 1024).toFixed(1)} KiB)`);
