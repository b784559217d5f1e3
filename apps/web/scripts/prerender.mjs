/**
 * Writes the pre-rendered visitors' pages into a client build (decision 0021), from the SSR build of
 * src/entry-server.tsx. Called by vite.config.ts once both builds are done; not a command of its own.
 *
 * The SSR build records every dynamic import it runs (vite.config.ts), and each page is rendered in a
 * fresh copy of it, so the modules a render loads on demand (its route's page, the lazy layout parts)
 * are known per page. With the client build's manifest they give the CSS the page needs, linked in its
 * head so the HTML paints styled, and the chunks to fetch at once (modulepreload) instead of after the
 * entry has run.
 *
 * Output: prerendered/<path>.html per page, and prerendered/routes.json, { "/company/login":
 * "prerendered/company/login.html", "/login": "prerendered/freelancer/login.html", … }, which the server
 * (apps/api/src/web-serving.ts) reads to serve them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const PRERENDERED_DIR = 'prerendered';
export const ROUTES_FILE = `${PRERENDERED_DIR}/routes.json`;

/**
 * Renders one page in a fresh copy of the server entry (one file: the SSR build does not split it), so
 * the dynamic imports its render runs are this page's: a lazy part already loaded by another page's
 * render would not be loaded, nor recorded, again. The libraries (React, Mantine…) stay shared.
 */
async function renderFresh(serverEntry, pagePath, copy) {
  const modules = new Set();
  let routeModules = [];
  globalThis.__PRERENDER_MODULES__ = modules;
  try {
    const { render } = await import(`${pathToFileURL(serverEntry).href}?page=${copy}`);
    const page = await render(pagePath, { onRoutesLoaded: () => (routeModules = [...modules]) });
    return { ...page, modules: [...modules], routeModules };
  } catch (error) {
    throw new Error(`pre-rendering ${pagePath}: ${error instanceof Error ? error.message : error}`, { cause: error });
  } finally {
    delete globalThis.__PRERENDER_MODULES__;
  }
}

/**
 * The files a set of manifest entries needs, their static imports first (Vite's own order when it
 * loads a chunk): `css` to link, `js` to preload.
 */
export function chunkFiles(manifest, keys) {
  const seen = new Set();
  const css = [];
  const js = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    for (const imported of entry.imports ?? []) visit(imported);
    for (const file of entry.css ?? []) if (!css.includes(file)) css.push(file);
    if (entry.file.endsWith('.js')) js.push(entry.file);
  };
  keys.filter((key) => manifest[key]).forEach(visit);
  return { css, js };
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built index.html with a page in it: its title, its markup in #root, and in the head its CSS and
 * the chunks to preload. The CSS is linked (the shell's stylesheet as index.html has it, then one link per
 * file of the page's components), which Vite's loader then finds in the document and does not fetch again.
 */
export function pageHtml(template, { path: pagePath, title, html }, { css, js }) {
  const replaceOnce = (text, search, replacement) => {
    if (!text.includes(search)) throw new Error(`index.html has no ${search}`);
    return text.replace(search, () => replacement);
  };
  const stylesheet = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\n?\s*/g;
  const shellCss = [...template.matchAll(stylesheet)].map((match) => match[1]);
  const head = [
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...css.filter((file) => !shellCss.includes(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join('\n    ');
  let out = template;
  // What Mantine's ColorSchemeScript would set (an inline script, which the CSP forbids); the app is light only.
  out = replaceOnce(out, '<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">');
  out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  out = replaceOnce(out, '</head>', `  ${head}\n  </head>`);
  out = replaceOnce(out, '<div id="root"></div>', `<div id="root" data-prerendered="${escapeHtml(pagePath)}">${html}</div>`);
  return out;
}

/**
 * Renders every page entry-server.tsx lists into `outDir` (a client build with its manifest).
 * Returns the files written.
 */
export async function prerender({ outDir, serverEntry, log = console.log }) {
  const started = Date.now();
  const { prerenderedPages } = await import(pathToFileURL(serverEntry).href);
  const pages = prerenderedPages();
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const shell = chunkFiles(manifest, ['index.html']);

  // One after the other: the record of dynamic imports is global.
  const rendered = [];
  for (const [i, page] of pages.entries()) rendered.push(await renderFresh(serverEntry, page.path, i));

  fs.rmSync(path.join(outDir, PRERENDERED_DIR), { recursive: true, force: true });
  const routes = {};
  const written = [];
  pages.forEach((page, i) => {
    const { html, title, modules, routeModules } = rendered[i];
    const script = html.search(/<script/i);
    if (script >= 0) throw new Error(`${page.path}: the markup has a script, which the CSP would block: ${html.slice(script, script + 300)}`);
    // The CSS of everything the markup shows; the chunks of the route's page only, which hydration
    // waits for (the lazy layout parts hydrate when they come, and the side navigation is not even shown
    // on a phone).
    const files = {
      css: chunkFiles(manifest, modules).css.filter((file) => !shell.css.includes(file)),
      js: chunkFiles(manifest, routeModules).js.filter((file) => !shell.js.includes(file)),
    };
    const relative = `${PRERENDERED_DIR}${page.path}.html`;
    const file = path.join(outDir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pageHtml(template, { path: page.path, title, html }, files));
    written.push(file);
    for (const address of [page.path, ...page.aliases]) routes[address] = relative;
  });
  const routesFile = path.join(outDir, ROUTES_FILE);
  fs.writeFileSync(routesFile, `${JSON.stringify(routes, null, 2)}\n`);
  written.push(routesFile);
  log(`pre-rendered ${pages.length} pages (${Object.keys(routes).length} addresses) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return written;
}
