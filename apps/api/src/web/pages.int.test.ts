import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { IMMUTABLE } from './pages.js';

/** The web app's build, as `npm test` makes it before the tests (scripts/build-web-if-stale.mjs). */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { WEB_DIST: dist } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('pages', () => {
  it("renders a page on the server, its inline scripts allowed by this answer's nonce alone", async () => {
    const page = await get('/company/login');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Log in | Onbrief</title>');
    const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !/application\/(ld\+)?json/.test(attrs));
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
    const again = await get('/company/login');
    expect(again.headers['content-security-policy']).not.toContain(nonce);
  });

  it("names the page's stylesheets in its Link header, so the browser fetches them before the scripts the head lists first", async () => {
    const page = await get('/jobs');
    const linked = [...page.body.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"#]+)#?"/g)].map((m) => m[1]!);
    expect(linked.length).toBeGreaterThan(1);
    const preloads = String(page.headers.link).split(', ');
    expect(preloads).toEqual(linked.map((href) => `<${href}>; rel=preload; as=style`));
  });

  it("names each module React Router preloads first at low priority, so the scripts wait for the page's stylesheets", async () => {
    for (const url of ['/jobs', '/company/login', '/company/dashboard']) {
      const page = await get(url);
      const links = [...page.body.matchAll(/<link rel="modulepreload"([^>]*)>/g)].map(([, attrs]) => ({
        low: attrs!.includes('fetchPriority="low"'),
        href: /href="([^"]+)"/.exec(attrs!)![1],
      }));
      const framework = links.filter((link) => !link.low);
      expect(framework.length, url).toBeGreaterThan(3);
      for (const { href } of framework) {
        const first = links.find((link) => link.href === href);
        expect(first, `${url}: ${href}`).toEqual({ low: true, href });
      }
    }
  });

  it('sends a signed-in page as its frame with a loader: the browser renders it for the stored session', async () => {
    const page = await get('/company/dashboard');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('aria-busy="true"');
    expect(page.body).not.toContain('Northwind');
  });

  it("answers an address no page lives at with 404 and the app's 'Page Not Found!'", async () => {
    for (const url of ['/nowhere', '/company/nowhere', '/jobs/no-such-post-xyz']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
    }
    expect((await get('/nowhere')).body).toContain('Page not found');
  });

  it('sends old addresses on, keeping the query', async () => {
    const login = await get('/login?redirectTo=%2Fjobs');
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/freelancer/login?redirectTo=%2Fjobs');
    expect((await get('/employer/manage-credits/v1')).headers.location).toBe('/employer/manage-credits');
    expect((await get('/agency/personal-information')).headers.location).toBe('/agency/account-information');
    expect((await get('/admin')).headers.location).toBe('/admin/accounts');
  });

  it('keeps API paths and missing files out of the pages: JSON 404s', async () => {
    for (const url of ['/api/unknown', '/assets/gone-after-rebuild.js', '/graphql/x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/json/);
    }
  });

  it('compresses pages for a client that accepts it', async () => {
    const page = await get('/company/login', { 'accept-encoding': 'br, gzip' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Log in | Onbrief</title>');
  });
});

describe('files', () => {
  it('caches hashed assets for a year, immutably, and compresses them', async () => {
    const page = await get('/company/login');
    const asset = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/.exec(page.body);
    const url = asset?.[1] ?? asset?.[2];
    expect(url).toBeTruthy();
    const res = await get(url!, { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends a script's brotli copy made at build time to a client that accepts brotli, the same script unpacked", async () => {
    const page = await get('/company/login');
    const url = /href="(\/assets\/react-[^"]+\.js)"/.exec(page.body)?.[1];
    expect(url).toBeTruthy();
    const plain = await get(url!);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const packed = await get(url!, { 'accept-encoding': 'gzip, deflate, br' });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers['cache-control']).toBe(IMMUTABLE);
    // Quality 11, not the on-the-fly quality 4: smaller than gzip's best.
    expect(packed.rawPayload.length).toBeLessThan(gzipSync(plain.rawPayload, { level: 9 }).length);
    expect(brotliDecompressSync(packed.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('answers /robots.txt as text: everything but the console and the API may be crawled, with the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const p of ['/admin', '/graphql', '/api']) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('has a favicon, as an icon and as SVG, cached briefly', async () => {
    const ico = await get('/favicon.ico');
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toMatch(/icon/);
    expect(ico.headers['cache-control']).toBe('public, max-age=3600');
    expect(ico.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const svg = await get('/logo-mark.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('has a web manifest with the product name, theme colour and icons that exist', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    const manifest = JSON.parse(res.body) as { name: string; theme_color: string; icons: { src: string; sizes: string }[] };
    expect(manifest.name).toBe('Onbrief');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await get(icon.src)).statusCode, icon.src).toBe(200);
    expect((await get('/apple-touch-icon.png')).statusCode).toBe(200);
  });
});
