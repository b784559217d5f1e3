import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-dist-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ seed: false, env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('serves files, and index.html for client routes', async () => {
    expect((await t.app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
    const page = await t.app.inject({ url: '/employer/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('serves a file written after start (a rebuild) without a restart', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'later.js'), 'later()');
    expect((await t.app.inject({ url: '/assets/later.js' })).body).toBe('later()');
  });

  it('serves the app at the root path', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
  });

  it('keeps API paths and missing built files out of the fallback', async () => {
    expect((await t.app.inject({ url: '/api/unknown' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/assets/gone-after-rebuild.js' })).statusCode).toBe(404);
  });
});
