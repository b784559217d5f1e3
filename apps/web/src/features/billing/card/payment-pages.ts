import { isPaymentPagePath } from '@mp/domain';
import { readText, writeText } from '../../../lib/storage';

export { isPaymentPagePath };

/** The path the browser loaded this document from: its CSP is that page's, whatever the router shows since. */
export function documentPath(): string {
  const [entry] = performance.getEntriesByType('navigation');
  try {
    return entry ? new URL(entry.name).pathname : window.location.pathname;
  } catch {
    return window.location.pathname;
  }
}

const RELOADED_KEY = 'stripe_csp_reload';

/**
 * Before Stripe.js is fetched: a payment page reached from another page in the app still runs under that page's
 * CSP, which blocks Stripe. It is loaded afresh once (the server sends the payment page's CSP); true when that
 * reload is under way. Once per address and tab, so a page the server does not treat as a payment page cannot loop.
 */
export function reloadForPaymentPage(): boolean {
  const here = window.location.pathname;
  if (!isPaymentPagePath(here) || isPaymentPagePath(documentPath())) return false;
  if (readText(RELOADED_KEY, 'session') === here) return false;
  writeText(RELOADED_KEY, here, 'session');
  window.location.reload();
  return true;
}
