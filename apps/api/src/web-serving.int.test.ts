import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

// The web app's public folder: Vite copies it into the build as it is, so the real files are tested.
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public');

let t: TestApp;
/** A pre-rendered login page: the page's title, heading and labelled fields in the HTML itself. */
const loginHtml = (prefix: string) =>
  `<!doctype html><html lang="en"><head><title>Log in | Onbrief</title></head><body><div id="root" data-prerendered="/${prefix}/login">` +
  `<main><h1>Login</h1><form><label for="e">Email</label><input id="e" type="email"><label for="p">Password</label>` +
  `<input id="p" type="password"><button type="submit">Login</button></form></main>${'<!-- padding -->'.repeat(100)}</div></body></html>`;
const prerenderedHtml = { 'company/login': loginHtml('company'), 'freelancer/login': loginHtml('freelancer') };
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-dist-'));
const hashedJs = `console.log(${JSON.stringify('x'.repeat(2000))})`;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.cpSync(publicDir, dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  // A hashed asset with the siblings the build writes (vite.config.ts, precompress).
  const file = path.join(dist, 'assets', 'index-B4x9Zq1c.js');
  fs.writeFileSync(file, hashedJs);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(hashedJs));
  fs.writeFileSync(`${file}.gz`, gzipSync(hashedJs));
  // Pre-rendered pages and their index, as apps/web/scripts/prerender.mjs writes them.
  for (const [page, html] of Object.entries(prerenderedHtml)) {
    const target = path.join(dist, 'prerendered', `${page}.html`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, html);
    fs.writeFileSync(`${target}.br`, brotliCompressSync(html));
    fs.writeFileSync(`${target}.gz`, gzipSync(html));
  }
  fs.writeFileSync(
    path.join(dist, 'prerendered', 'routes.json'),
    JSON.stringify({
      '/company/login': 'prerendered/company/login.html',
      '/freelancer/login': 'prerendered/freelancer/login.html',
      '/login': 'prerendered/freelancer/login.html',
    }),
  );
  t = await createTestApp({ seed: false, env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
    const gone = await t.app.inject({ url: '/assets/gone-after-rebuild.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/json/);
  });
});

describe('pre-rendered pages', () => {
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('serves a listed page its HTML: the title, the heading and the labelled fields, never cached stale', async () => {
    const res = await get('/company/login');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.body).toContain('<title>Log in | Onbrief</title>');
    expect(res.body).toContain('<h1>Login</h1>');
    expect(res.body).toContain('<label for="e">Email</label>');
    expect(res.body).toContain('<label for="p">Password</label>');
  });

  it('with or without a trailing slash, whatever the query; an alias gets the page it leads to', async () => {
    for (const url of ['/company/login/', '/company/login?redirectTo=%2Fcompany%2Fdashboard', '/company/login/?reset=1']) {
      expect((await get(url)).body, url).toBe(prerenderedHtml['company/login']);
    }
    expect((await get('/login')).body).toBe(prerenderedHtml['freelancer/login']);
    expect((await get('/login?redirectTo=%2Ffreelancer%2Faccount')).body).toBe(prerenderedHtml['freelancer/login']);
  });

  it('sends the precompressed file, no-cache too', async () => {
    const br = await get('/company/login', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(prerenderedHtml['company/login']);
    const gz = await get('/company/login', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(prerenderedHtml['company/login']);
  });

  it('every other path still gets the single-page shell', async () => {
    for (const url of ['/company/dashboard', '/company/register', '/company/login/extra', '/Company/Login', '/']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
      expect(body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('the files themselves are never cached stale either', async () => {
    const res = await get('/prerendered/company/login.html', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('compression and caching', () => {
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli file to a client that accepts brotli', async () => {
    const res = await get('/assets/index-B4x9Zq1c.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(hashedJs);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-B4x9Zq1c.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(hashedJs);
  });

  it('sends the file as built to a client that accepts no encoding', async () => {
    const res = await get('/assets/index-B4x9Zq1c.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(hashedJs);
  });

  it('caches hashed assets for a year, immutably, whatever the encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      expect((await get('/assets/index-B4x9Zq1c.js', encoding)).headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('never lets index.html go stale, at the root or on a client route', async () => {
    for (const url of ['/', '/company/login', '/company/dashboard?tab=1']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches the fixed-name files at the root briefly, not immutably', async () => {
    const res = await get('/robots.txt');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('files at the root', () => {
  it('answers /robots.txt as text: everything but the console and the API may be crawled', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/graphql', '/api']) expect(lines).toContain(`Disallow: ${path}`);
  });

  it('has a favicon, as an icon and as SVG', async () => {
    const ico = await t.app.inject({ url: '/favicon.ico' });
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toMatch(/icon/);
    expect(ico.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const svg = await t.app.inject({ url: '/logo-mark.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('has a web manifest with the product name, theme colour and icons that exist', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/manifest\+json|application\/json/);
    const manifest = JSON.parse(res.body) as { name: string; theme_color: string; icons: { src: string; sizes: string }[] };
    expect(manifest.name).toBe('Onbrief');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const file = await t.app.inject({ url: icon.src });
      expect(file.statusCode, icon.src).toBe(200);
      expect(file.headers['content-type'], icon.src).toMatch(/^image\//);
    }
    expect((await t.app.inject({ url: '/apple-touch-icon.png' })).statusCode).toBe(200);
  });
});

describe('unknown addresses (issue 23)', () => {
  // The route table as the build writes it (apps/web/scripts/route-table.mjs), shaped like the app's.
  const tableFile = path.join(dist, '.server', 'route-table.json');
  beforeAll(() => {
    fs.mkdirSync(path.dirname(tableFile), { recursive: true });
    fs.writeFileSync(
      tableFile,
      JSON.stringify([
        { path: '/company/login' },
        { path: '/company/dashboard' },
        { path: '/company/404', notFound: true },
        { path: '/company/*', notFound: true },
        { path: '/company' },
        { path: '/employer/dashboard' },
        { path: '/employer/*', notFound: true },
        { path: '/employer' },
        { path: '/jobs/:slug' },
        { path: '/admin/*' },
        { path: '/admin' },
        { path: '/404', notFound: true },
        { path: '/', index: true },
        { path: '/*', notFound: true },
        { path: '/' },
      ]),
    );
  });
  afterAll(() => fs.rmSync(path.dirname(tableFile), { recursive: true, force: true }));
  const get = (url: string) => t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
  const bodyOf = (res: Awaited<ReturnType<typeof get>>) =>
    res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;

  it("answers 404 with the app, which shows its 'Page Not Found!' page", async () => {
    for (const url of ['/jobs', '/jobs/', '/nope', '/company/nope', '/company/login/extra', '/404', '/employer/nothing?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(bodyOf(res), url).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('answers 200 for the addresses of the route table, a pre-rendered page and the root', async () => {
    for (const url of ['/', '/company/dashboard', '/Company/Dashboard/', '/employer/dashboard?tab=1', '/admin/accounts/3', '/company/login', '/login']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('keeps API paths and files out of it: JSON 404s as before', async () => {
    for (const url of ['/api/unknown', '/assets/gone.js', '/.server/route-table.json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/json/);
    }
  });
});

// The real build's table, when there is a build (npm test builds it): the app's own addresses through the server's matcher.
const builtTable = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist/.server/route-table.json');
describe.skipIf(!fs.existsSync(builtTable))("the build's route table", () => {
  it("knows the app's pages and nothing else", async () => {
    const { compileRouteTable } = await import('./ssr/route-table.js');
    const table = compileRouteTable(JSON.parse(fs.readFileSync(builtTable, 'utf8')));
    const pages = ['/', '/login', '/company/dashboard', '/employer/post-opportunity', '/candidate/account', '/agency/your-data', '/jobs/a-post', '/jobs', '/landing/about', '/pages/privacy-policy', '/admin/accounts/7', '/company/view-applicants/3', '/marketing/how-it-works'];
    for (const url of pages) expect(table.isPage(url), url).toBe(true);
    for (const url of ['/jobs/a/b', '/nope', '/company/nope', '/freelancer/dashboard/extra', '/404', '/agency/404']) expect(table.isPage(url), url).toBe(false);
  });
});
