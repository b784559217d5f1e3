import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { seedDemoAgencies } from '../../seed/agencies.js';
import { RENDER_COOKIE } from '../../ssr/render-cookie.js';
import { SERVER_ENTRY } from '../../ssr/render.js';

/**
 * The agency marketplace served to visitors (decision 0052): the app's page rendered on the server with its cards,
 * title and Open Graph tags. Needs a web build with its server entry (WEB_DIST or apps/web/dist), else skipped.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = process.env.WEB_DIST ?? path.resolve(here, '../../../../web/dist');
const hasServerEntry = fs.existsSync(path.join(dist, SERVER_ENTRY));

let t: TestApp;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie: `${RENDER_COOKIE}=${cookie}` } : {} });

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist, RENDER_BUDGET_MS: '5000' } });
  await seedDemoAgencies(t.deps.db, t.deps.storage);
  if (!hasServerEntry) return;
  // The server entry loads in the background as the app starts: until then the shell is sent.
  for (let i = 0; i < 300; i++) {
    if ((await page('/employer/agency-marketplace?warm')).body.includes('data-server-rendered')) return;
    await sleep(200);
  }
  throw new Error('the server entry never got ready');
});
afterAll(() => t.close());

describe.skipIf(!hasServerEntry)('the agency marketplace for a visitor', () => {
  it('is rendered with its agencies, title and Open Graph tags', async () => {
    const res = await page('/company/agency-marketplace');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-server-rendered="/company/agency-marketplace"');
    expect(res.body).toContain('<title>The Agency Marketplace | Onbrief</title>');
    expect(res.body).toContain('<meta property="og:title" content="The Agency Marketplace" />');
    expect(res.body).toMatch(/<meta property="og:url" content="http:\/\/localhost:3000\/company\/agency-marketplace" \/>/);
    expect(res.body).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/[^"]+\.png" \/>/);
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/employer/agency-marketplace" />');
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(res.body).toMatch(/<h1[^>]*>The Agency Marketplace<\/h1>/);
    expect(res.body).toContain('Harbour Light Digital');
    expect(res.body).toContain('Filter By Case Studies');
    // A visitor's card leads to login, which brings them to the agency's profile.
    expect(res.body).toMatch(/href="\/company\/login\?redirectTo=%2Fcompany%2Fagency-profile%2F\d+%3Fback%3D%252Fcompany%252Fagency-marketplace"/);
    // No script but data.
    expect(res.body.match(/<script(?![^>]*type="application\/json")(?![^>]*src=)[^>]*>/g)).toBeNull();
  });

  it('keeps the filter of the address: case studies of the chosen services', async () => {
    const { data } = await t.gql('{ services { id name } }');
    const video = data.services.find((s: { name: string }) => s.name === 'Video Production').id;
    const res = await page(`/employer/agency-marketplace?filter=casestudies&services=${video}`);
    expect(res.body).toContain('data-server-rendered="/employer/agency-marketplace"');
    expect(res.body).toContain('Winter appeal film for a…');
    expect(res.body).not.toContain('A new identity for a Hig');
    expect(res.body).toContain(`<meta property="og:url" content="http://localhost:3000/employer/agency-marketplace?filter=casestudies&amp;services=${video}" />`);
  });

  it('reads hostile query text as no filter, and never writes it into the page', async () => {
    const res = await page('/employer/agency-marketplace?filter=%3Cscript%3Ealert(1)%3C/script%3E&services=%22%3E%3Cimg%20src=x%3E');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-server-rendered="/employer/agency-marketplace"');
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x>');
  });

  it('a signed-in browser (the render cookie) gets the shell, which renders for its session', async () => {
    const res = await page('/employer/agency-marketplace', await t.login('employer@demo.test'));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-server-rendered');
    expect(res.body).toContain('<div id="root"></div>');
  });
});
