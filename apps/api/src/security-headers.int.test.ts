import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Every answer's security headers (lib/security-headers.ts and the CSP of app.ts), the same on each route. */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'none';" +
    "img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';" +
    "style-src 'self' 'unsafe-inline';upgrade-insecure-requests;connect-src 'self';" +
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it('are on every answer: a page, the API, a health check, a 404', async () => {
    for (const request of [
      { url: '/healthz' },
      { url: '/graphql', method: 'POST' as const, payload: { query: '{ __typename }' } },
      { url: '/api/no-such-route' },
    ]) {
      const res = await t.app.inject(request);
      for (const [name, value] of Object.entries(EXPECTED)) expect(res.headers[name], `${request.url} ${name}`).toBe(value);
    }
  });
});

describe("Stripe's hosts in the CSP", () => {
  const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_csp', STRIPE_PUBLISHABLE_KEY: 'pk_test_csp', STRIPE_WEBHOOK_SECRET: 'whsec_csp' };
  const csp = async (app: TestApp, url: string) => String((await app.app.inject({ url })).headers['content-security-policy']);

  it('are on the payment pages only when Stripe is the gateway, and on no other page', async () => {
    const stripe = await createTestApp({ seed: false, env: STRIPE_ENV });
    try {
      for (const url of ['/company/manage-credits', '/employer/manage-credits/v1', '/company/manage-payment-info', '/employer/subscription']) {
        const policy = await csp(stripe, url);
        expect(policy, url).toContain("script-src 'self' https://js.stripe.com;");
        expect(policy, url).toContain(
          "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://js.stripe.com https://hooks.stripe.com",
        );
        expect(policy, url).toContain("connect-src 'self' https://api.stripe.com");
      }
      for (const url of ['/company/dashboard', '/freelancer/subscription', '/healthz', '/api/config']) {
        expect(await csp(stripe, url), url).toBe(EXPECTED['content-security-policy']);
      }
    } finally {
      await stripe.close();
    }
  });

  it('are on no page with the offline test gateway', async () => {
    for (const url of ['/company/manage-credits', '/company/manage-payment-info', '/company/subscription']) {
      expect(await csp(t, url), url).toBe(EXPECTED['content-security-policy']);
    }
  });
});

