/**
 * The HTML document of a page rendered per request (decisions 0028, 0036): the build's index.html with the
 * markup in #root, the state to hydrate from beside it, and in the head the CSS the markup uses (linked, one
 * stylesheet per file) and one script, which loads the app's entry and the route's chunks once the page is
 * painted (apps/web/src/after-paint.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestEntry {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestEntry>;

/** What one build gives every render: read once per build (the index's modification time). */
export interface BuildAssets {
  /** index.html without its stylesheets and scripts (a rendered page has its own). */
  template: string;
  manifest: Manifest;
  /** The shell's CSS (linked by index.html), in order. */
  shellCss: string[];
  /** The script that loads the app's scripts once the page is painted (apps/web/src/after-paint.ts). */
  afterPaint: string;
  /** The app's entry, and the chunks it imports (index.html's preloads). */
  entry: string;
  shellJs: string[];
  /** Every other CSS file of the build, in the order the chunks load them, with the classes its rules name. */
  css: { file: string; classes: Set<string> }[];
  readAsset: (file: string) => string;
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>\n?\s*/g;
/** index.html's module script and preloads: a rendered page lists them for the script that loads them. */
const SCRIPT = /\s*<(?:script type="module"[^>]*|link rel="modulepreload"[^>]*)>(?:<\/script>)?/g;
/** The build's input for the script of a rendered page (apps/web/vite.config.ts). */
export const AFTER_PAINT_ENTRY = 'src/after-paint.ts';

/** The files a set of manifest entries needs, their static imports first (Vite's order). */
export function chunkFiles(manifest: Manifest, keys: string[]): { css: string[]; js: string[] } {
  const seen = new Set<string>();
  const css: string[] = [];
  const js: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) return;
    for (const imported of entry.imports ?? []) visit(imported);
    for (const file of entry.css ?? []) if (!css.includes(file)) css.push(file);
    if (entry.file.endsWith('.js')) js.push(entry.file);
  };
  keys.forEach(visit);
  return { css, js };
}

/** The class names a stylesheet's rules name (`.name`); values such as `.5rem` are not names. */
export function cssClasses(css: string): Set<string> {
  const withoutBlocks = css.replace(/\{[^{}]*\}/g, '{}');
  return new Set([...withoutBlocks.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

/** The class names the markup uses. */
export function markupClasses(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of value!.split(/\s+/)) if (name) names.add(name);
  return names;
}

export function loadBuildAssets(dist: string): BuildAssets {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  // A build's files never change (a new build gets new assets): each is read once, not on every render.
  const files = new Map<string, string>();
  const readAsset = (file: string) => {
    if (!files.has(file)) files.set(file, fs.readFileSync(path.join(dist, file), 'utf8'));
    return files.get(file)!;
  };
  const shellCss = [...html.matchAll(STYLESHEET)].map((match) => match[1]!);
  const template = html.replace(STYLESHEET, '').replace(SCRIPT, '');
  const entry = manifest['index.html']!.file;
  const shellJs = chunkFiles(manifest, ['index.html']).js.filter((file) => file !== entry);
  const afterPaint = manifest[AFTER_PAINT_ENTRY]?.file;
  if (!afterPaint) throw new Error(`the build has no ${AFTER_PAINT_ENTRY}`);
  const all = chunkFiles(manifest, Object.keys(manifest).sort()).css.filter((file) => !shellCss.includes(file));
  const css = all.map((file) => ({ file, classes: cssClasses(readAsset(file)) }));
  return { template, manifest, shellCss, afterPaint, entry, shellJs, css, readAsset };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface RenderedPage {
  path: string;
  html: string;
  title: string;
  /** JSON, already safe inside a script element (app/server-state.ts serializeState). */
  state: string;
  /** The manifest keys of the modules the render imported (the route's page). */
  modules: string[];
}

export function pageDocument(assets: BuildAssets, page: RenderedPage): string {
  const used = markupClasses(page.html);
  const pageCss = assets.css.filter(({ classes }) => [...classes].some((name) => used.has(name))).map(({ file }) => file);
  // The shell's CSS, then the page's, each file once; Vite's loader takes a linked file as loaded.
  const allCss = [...new Set([...assets.shellCss, ...pageCss])];
  const js = chunkFiles(assets.manifest, page.modules).js.filter((file) => file !== assets.entry && !assets.shellJs.includes(file));
  // File names of the build: nothing in them can end the element.
  const scripts = { entry: `/${assets.entry}`, preload: [...assets.shellJs, ...js].map((file) => `/${file}`) };
  const head = [
    `<script type="module" crossorigin src="/${assets.afterPaint}"></script>`,
    `<script type="application/json" id="page-scripts">${JSON.stringify(scripts)}</script>`,
    ...allCss.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join('\n    ');
  const replaceOnce = (text: string, search: string, replacement: string) => {
    if (!text.includes(search)) throw new Error(`index.html has no ${search}`);
    return text.replace(search, () => replacement);
  };
  let out = replaceOnce(assets.template, '<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">');
  out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  out = replaceOnce(out, '</head>', `  ${head}\n  </head>`);
  out = replaceOnce(
    out,
    '<div id="root"></div>',
    `<div id="root" data-server-rendered="${escapeHtml(page.path)}">${page.html}</div>\n    <script type="application/json" id="server-state">${page.state}</script>`,
  );
  return out;
}
