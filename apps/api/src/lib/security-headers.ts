import { isPaymentPagePath } from '@mp/domain';

/** A Content-Security-Policy as its directives: `{ 'script-src': ["'self'"] }`. */
export type CspDirectives = Record<string, readonly string[]>;

/** The directives every answer starts from (helmet 8's defaults); app.ts adds and overrides its own. */
export const DEFAULT_DIRECTIVES: CspDirectives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'font-src': ["'self'", 'https:', 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", 'https:', "'unsafe-inline'"],
  'upgrade-insecure-requests': [],
};

/** The other headers of every answer (helmet 8's defaults, written out: they never change per request). */
const FIXED_HEADERS = {
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
} as const;

const cspOf = (directives: CspDirectives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');

/** Every answer's security headers for these directives (the defaults', with these added or replacing theirs). */
export function securityHeaders(directives: CspDirectives): Record<string, string> {
  return { 'content-security-policy': cspOf({ ...DEFAULT_DIRECTIVES, ...directives }), ...FIXED_HEADERS };
}

/**
 * The one kind of page other sites may frame: a company's embeddable list of posts (/embed/companies/{slug}).
 * Its page only links out, in new tabs, and holds no form or signed-in state, so being framed cannot be abused.
 */
export const isEmbedPage = (url: string) => /^\/embed\/companies\/[^/?#]+\/?(?:[?#]|$)/.test(url);

/** The embeddable page's headers: any site may frame it (frame-ancestors *), and no X-Frame-Options says otherwise. */
export function embedHeaders(directives: CspDirectives): Record<string, string> {
  const { 'x-frame-options': _sameOrigin, ...rest } = securityHeaders({ ...directives, 'frame-ancestors': ['*'] });
  return rest;
}

/**
 * The hosts Stripe.js needs (Stripe's security guide): its script, its card and 3-D Secure frames, and its API.
 * They are allowed only on the payment pages, and only when Stripe is the gateway (decision 0045).
 */
export const STRIPE_CSP_HOSTS = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
} as const;

/** A payment page's address (the list is @mp/domain's), with or without a query or fragment. */
export const isPaymentPage = (url: string) => isPaymentPagePath(url.split(/[?#]/, 1)[0]!);

/** `directives` with Stripe's hosts added to those they belong to ('self' kept where the default allowed it). */
export function withStripeHosts(directives: CspDirectives): CspDirectives {
  const add = (name: string, hosts: readonly string[]) => [...(directives[name] ?? DEFAULT_DIRECTIVES[name] ?? ["'self'"]), ...hosts];
  return {
    ...directives,
    'script-src': add('script-src', STRIPE_CSP_HOSTS.scriptSrc),
    'frame-src': add('frame-src', STRIPE_CSP_HOSTS.frameSrc),
    'connect-src': add('connect-src', STRIPE_CSP_HOSTS.connectSrc),
  };
}

/**
 * The headers of each answer by its address: `directives` everywhere, with Stripe's hosts on the payment pages when
 * `stripe` is true (the Stripe gateway is configured), and framing allowed on the embeddable pages alone. Worked out once.
 */
export function headersByPage(directives: CspDirectives, { stripe }: { stripe: boolean }): (url: string) => Record<string, string> {
  const everywhere = securityHeaders(directives);
  const embed = embedHeaders(directives);
  const payment = stripe ? securityHeaders(withStripeHosts(directives)) : everywhere;
  return (url) => (isEmbedPage(url) ? embed : isPaymentPage(url) ? payment : everywhere);
}
