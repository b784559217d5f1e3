#!/usr/bin/env node
// Gzipped JavaScript the login page loads before it runs, and the CSS it links (page-bytes.mjs). Run after
// `npm run build -w @mp/web`; WEB_DIST measures another build folder; arguments name other route ids to measure.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOGIN_PAGE, pageBytes } from './page-bytes.mjs';

const dist = process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : LOGIN_PAGE;
const page = await pageBytes(dist, routes);
const line = (row) => `${String(row.gzip).padStart(8)} B gz  ${String(row.raw).padStart(8)} B  ${row.file}`;
page.js.forEach((row) => console.log(line(row)));
console.log(`login page JavaScript: ${page.js.length} chunks, ${page.jsRaw} B raw, ${page.jsGzip} B gzipped (${(page.jsGzip / 1024).toFixed(1)} KiB)`);
page.css.forEach((row) => console.log(line(row)));
console.log(`login page CSS: ${page.css.length} files, ${page.cssRaw} B raw, ${page.cssGzip} B gzipped (${(page.cssGzip / 1024).toFixed(1)} KiB)`);
