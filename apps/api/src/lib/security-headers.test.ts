import { describe, expect, it } from 'vitest';
import { headersByPage, isEmbedPage, isPaymentPage, withStripeHosts } from './security-headers.js';

const OPTIONS = { 'default-src': ["'self'"], 'script-src': ["'self'"], 'connect-src': ["'self'", 'https://o1.ingest.sentry.io'] };
const csp = (headers: Record<string, string>) => headers['content-security-policy']!;

describe('the payment pages', () => {
  it('are Purchase Job Posts, Payment info and Subscription under both company prefixes, in any case, with a query or a slash', () => {
    for (const url of [
      '/company/manage-credits', '/employer/manage-credits', '/company/manage-credits/v1', '/company/manage-payment-info',
      '/employer/subscription', '/Company/Manage-Credits', '/company/manage-credits/', '/company/subscription?promo=1', '/company/manage-payment-info#card',
    ]) {
      expect(isPaymentPage(url), url).toBe(true);
    }
  });

  it('are no other page: not the dashboard, another group, a longer address or the API', () => {
    for (const url of [
      '/company/dashboard', '/freelancer/manage-credits', '/agency/subscription', '/company/manage-credits/v2', '/company/manage-credits-x',
      '/company/subscriptions', '/api/company/manage-credits', '/company/billing-history', '/x/company/subscription', '/',
    ]) {
      expect(isPaymentPage(url), url).toBe(false);
    }
  });
});

describe('the headers by page', () => {
  it("add Stripe's script, frame and API hosts to the payment pages when Stripe is the gateway, keeping what was there", () => {
    const headersFor = headersByPage(OPTIONS, { stripe: true });
    const payment = csp(headersFor('/company/manage-credits'));
    expect(payment).toContain("script-src 'self' https://js.stripe.com");
    expect(payment).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(payment).toContain("connect-src 'self' https://o1.ingest.sentry.io https://api.stripe.com");
    expect(payment).toContain("default-src 'self'");
    const elsewhere = csp(headersFor('/company/dashboard'));
    expect(elsewhere).not.toContain('stripe.com');
    expect(headersFor('/company/dashboard')).toBe(headersFor('/'));
  });

  it('never add them with the offline test gateway', () => {
    const headersFor = headersByPage(OPTIONS, { stripe: false });
    expect(csp(headersFor('/company/manage-credits'))).not.toContain('stripe.com');
  });

  it('leave the options given unchanged', () => {
    const before = JSON.stringify(OPTIONS);
    withStripeHosts(OPTIONS);
    expect(JSON.stringify(OPTIONS)).toBe(before);
  });
});

describe('framing', () => {
  const FRAMED = { ...OPTIONS, 'frame-ancestors': ["'none'"] };

  it('is allowed on a company\'s embeddable list alone: frame-ancestors *, and no X-Frame-Options', () => {
    const headersFor = headersByPage(FRAMED, { stripe: true });
    for (const url of ['/embed/companies/acme', '/embed/companies/acme?theme=dark', '/embed/companies/acme/']) {
      expect(isEmbedPage(url), url).toBe(true);
      expect(csp(headersFor(url)), url).toContain('frame-ancestors *');
      expect(headersFor(url)['x-frame-options'], url).toBeUndefined();
      expect(csp(headersFor(url)), url).toContain("script-src 'self'");
    }
  });

  it('is refused everywhere else: the company page, a post, the API, the dashboard and look-alike addresses', () => {
    const headersFor = headersByPage(FRAMED, { stripe: false });
    for (const url of [
      '/companies/acme', '/jobs/a-b', '/graphql', '/company/dashboard', '/embed/companies', '/embed/companies/a/b',
      '/embed/jobs/x', '/x/embed/companies/acme', '/api/embed/companies/acme', '/',
    ]) {
      expect(isEmbedPage(url), url).toBe(false);
      expect(csp(headersFor(url)), url).toContain("frame-ancestors 'none'");
      expect(headersFor(url)['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});
