/**
 * Which page states axe has scanned in this run, over every worker: each distinct state is scanned once per
 * run (route × viewport × state), however many tests pass through it.
 *
 * - route: the path, with every segment that holds a digit (an id, a slug with its number) as `:id`;
 * - viewport: the page's width × height and colour scheme;
 * - state: the shape of the drawn DOM, what axe's rules read without the words: each visible element's tag, role,
 *   classes, inline colours and state attributes (aria-*, data-*, disabled…), whether it has text, a name or an alt, with runs of
 *   same-shaped siblings counted once (a list of 3 cards and one of 30 are the same state; a card with a badge
 *   the others lack is not).
 *
 * A state is claimed before its scan, with a file created exclusively in the run's folder (E2E_AXE_SEEN, made by
 * playwright.config.ts), so two workers never both scan it; a scan that is abandoned (the page moved on) gives
 * its claim back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

const SEEN_DIR = process.env.E2E_AXE_SEEN;
/** In the run's folder beside the claims: a byte per state reached that had been scanned already. */
export const SKIPPED_FILE = 'skipped.count';

export function routeOf(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':id' : segment))
    .join('/');
}

/** The page's state key (see above), or null when the page cannot be read (closed, navigating). */
export async function stateKey(page: Page): Promise<string | null> {
  const shape = await page.evaluate(domShape).catch(() => null);
  if (shape === null) return null;
  const size = page.viewportSize();
  const route = routeOf(new URL(page.url()).pathname);
  return `${route} ${size ? `${size.width}x${size.height}` : 'window'} ${createHash('sha1').update(shape).digest('hex')}`;
}

/** Claims a state for this worker's scan: false when another scan had it first (this run). */
export function claim(key: string): boolean {
  if (!SEEN_DIR) return true; // no run folder: scan everything
  try {
    fs.closeSync(fs.openSync(fileOf(key), 'wx'));
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      fs.appendFileSync(path.join(SEEN_DIR, SKIPPED_FILE), '.'); // one byte per scan saved, for the run's summary
      return false;
    }
    throw err;
  }
}

/** Gives a claim back: its scan did not happen. */
export function release(key: string): void {
  if (SEEN_DIR) fs.rmSync(fileOf(key), { force: true });
}

function fileOf(key: string): string {
  return path.join(SEEN_DIR!, createHash('sha1').update(key).digest('hex'));
}

/** Runs in the page: the DOM's shape as a string (see the module's comment). */
function domShape(): string {
  const STATE_ATTRIBUTE = /^(aria-(?!label$|labelledby$|describedby$|controls$|owns$|activedescendant$)|data-(?!.*id$)|disabled$|readonly$|required$|checked$|selected$|open$|hidden$|inert$|type$|role$|tabindex$|href$|lang$|dir$|scope$)/;
  const visible = (el: Element) =>
    typeof (el as HTMLElement).checkVisibility !== 'function' || (el as HTMLElement).checkVisibility({ visibilityProperty: true } as never);
  const shapeOf = (el: Element): string => {
    if (!visible(el)) return '';
    const parts = [el.tagName.toLowerCase()];
    const classes = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).sort().join('.');
    if (classes) parts.push(`.${classes}`);
    for (const attr of Array.from(el.attributes).sort((a, b) => a.name.localeCompare(b.name))) {
      // Inline colours (Mantine passes a component's colours as CSS variables): contrast depends on them.
      if (attr.name === 'style') {
        const colours = attr.value.split(';').map((d) => d.trim()).filter((d) => /^[\w-]*(color|bg|background|opacity)[\w-]*\s*:/i.test(d));
        if (colours.length) parts.push(`[style=${colours.sort().join(';')}]`);
      } else if (STATE_ATTRIBUTE.test(attr.name)) parts.push(`[${attr.name}=${attr.name === 'href' ? attr.value !== '' : attr.value}]`);
      // Whether it is named, not the name.
      else if (/^(aria-label|aria-labelledby|aria-describedby|alt|title|placeholder|for|id)$/.test(attr.name)) parts.push(`[${attr.name}${attr.value.trim() ? '' : '=""'}]`);
    }
    const children: string[] = [];
    for (const node of Array.from(el.childNodes)) {
      let shape = '';
      if (node.nodeType === Node.TEXT_NODE) shape = node.textContent?.trim() ? '#text' : '';
      else if (node.nodeType === Node.ELEMENT_NODE) shape = shapeOf(node as Element);
      if (shape && shape !== children.at(-1)) children.push(shape);
    }
    return `${parts.join('')}${children.length ? `{${children.join(',')}}` : ''}`;
  };
  const root = document.documentElement;
  const scheme = `${root.getAttribute('data-mantine-color-scheme') ?? ''}/${matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'}`;
  return `${scheme} ${shapeOf(document.body)}`;
}
