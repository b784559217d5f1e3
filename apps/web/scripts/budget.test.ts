// The first page's budget (decision 0021), checked on the build the test run uses (`npm test` builds it when
// stale; WEB_DIST names another). Bytes, not timings: the same build always gives the same answer.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build's, without types
import { pageBytes } from './page-bytes.mjs';

const dist = process.env.WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
/** 150 KiB gzipped: the JavaScript the login page loads before it runs (issue 8's budget). */
const LOGIN_JS_BUDGET = 150 * 1024;

interface Row {
  file: string;
  gzip: number;
}

describe('the login page on the build', () => {
  const page = pageBytes(dist) as { js: Row[]; jsGzip: number };

  it('loads at most 150 KiB of gzipped JavaScript before it runs', () => {
    const list = page.js.map((row) => `${row.gzip} B ${row.file}`).join('\n');
    expect(
      page.jsGzip,
      `the login page loads ${page.jsGzip} B of gzipped JavaScript, over its budget of ${LOGIN_JS_BUDGET} B (decision 0021). ` +
        `Something reached the shell or the login page that should load later (a lazy import, a page's own chunk):\n${list}`,
    ).toBeLessThanOrEqual(LOGIN_JS_BUDGET);
  });

  // What keeps it under: zod and the rules arrive on the first focus of a field, TanStack Query when the form is sent.
  it('loads neither zod nor TanStack Query before it runs', () => {
    const files = page.js.map((row) => row.file);
    expect(
      files.filter((file) => /\/vendor-zod-/.test(file)),
      'zod is in the login page\'s first load: a module the shell or the page imports builds a zod schema at its top ' +
        'level. Schemas live in files of their own (`*-rules.ts`, `rules.ts`), which the first pages load on the first ' +
        'focus (useLazySchemaForm, decision 0021).',
    ).toEqual([]);
    expect(
      files.filter((file) => /\/vendor-query-/.test(file)),
      'TanStack Query is in the login page\'s first load: the shell or the page imports app/query-client.ts or ' +
        '@tanstack/react-query itself. The first pages use useLazyMutation; pages that read data are lazyPage without ' +
        '`{ queries: false }` (decision 0021).',
    ).toEqual([]);
  });
});
