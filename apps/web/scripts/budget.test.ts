// The first page's budget, checked on the build the test run uses (`npm test` builds it when
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

describe('the login page on the build', async () => {
  const page = (await pageBytes(dist)) as { js: Row[]; jsGzip: number };

  it('loads at most 150 KiB of gzipped JavaScript before it runs', () => {
    const list = page.js.map((row) => `${row.gzip} B ${row.file}`).join('\n');
    expect(
      page.jsGzip,
      `the login page loads ${page.jsGzip} B of gzipped JavaScript, over its budget of ${LOGIN_JS_BUDGET} B. ` +
        `Something reached the root or the login page's routes that should load later (a lazy import, a page's own route):\n${list}`,
    ).toBeLessThanOrEqual(LOGIN_JS_BUDGET);
  });
});
