import { createRequire } from 'node:module';
import type { IOptions } from 'sanitize-html';

export type SanitizeOptions = IOptions;

type SanitizeHtml = typeof import('sanitize-html');

let loaded: SanitizeHtml | undefined;

/**
 * sanitize-html, loaded on the first text it cleans rather than at start (about 0.2 s of CPU). Its callers are
 * synchronous (validation, field resolvers), so it is required, not imported: a CommonJS package, it loads in the
 * same turn either way.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions): string {
  loaded ??= createRequire(import.meta.url)('sanitize-html') as SanitizeHtml;
  return loaded(html, options);
}
