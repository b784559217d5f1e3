import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { isPaymentPagePath } from '@mp/domain';

/**
 * The headers helmet sets for `options`, worked out once. @fastify/helmet built helmet's middleware again on
 * every request (parsing the CSP directives each time: about 7% of the main thread under load); these options
 * hold nothing per request (no nonce), so every answer gets the same headers.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
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

/** `options` with Stripe's hosts added to the directives they belong to ('self' kept where the default allowed it). */
export function withStripeHosts(options: HelmetOptions): HelmetOptions {
  const csp = options.contentSecurityPolicy;
  const directives = (csp && typeof csp === 'object' ? csp.directives : undefined) ?? {};
  const add = (name: string, hosts: readonly string[], base: string[]) => {
    const current = directives[name];
    return [...(Array.isArray(current) ? (current as string[]) : base), ...hosts];
  };
  return {
    ...options,
    contentSecurityPolicy: {
      ...(typeof csp === 'object' ? csp : {}),
      directives: {
        ...directives,
        scriptSrc: add('scriptSrc', STRIPE_CSP_HOSTS.scriptSrc, ["'self'"]),
        frameSrc: add('frameSrc', STRIPE_CSP_HOSTS.frameSrc, ["'self'"]),
        connectSrc: add('connectSrc', STRIPE_CSP_HOSTS.connectSrc, ["'self'"]),
      },
    },
  };
}

/**
 * The headers of each answer by its address: `options` everywhere, and with Stripe's hosts on the payment pages when
 * `stripe` is true (the Stripe gateway is configured). Worked out once, like securityHeaders.
 */
export function headersByPage(options: HelmetOptions, { stripe }: { stripe: boolean }): (url: string) => Record<string, string> {
  const everywhere = securityHeaders(options);
  if (!stripe) return () => everywhere;
  const payment = securityHeaders(withStripeHosts(options));
  return (url) => (isPaymentPage(url) ? payment : everywhere);
}
