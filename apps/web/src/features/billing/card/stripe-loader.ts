import type { Stripe } from '@stripe/stripe-js';
import { reloadForPaymentPage } from './payment-pages';

let cached: { key: string; stripe: Promise<Stripe> } | undefined;

export const STRIPE_UNAVAILABLE = 'The card form could not be loaded. Please check your connection and reload the page.';

/**
 * Stripe.js for a publishable key, fetched from js.stripe.com on first use only (the `pure` entry has no side
 * effect on import), so it is loaded on the payment pages alone. A failed load is forgotten, so the next call
 * tries again.
 */
export function loadStripeFor(publishableKey: string): Promise<Stripe> {
  if (cached?.key === publishableKey) return cached.stripe;
  // Reloading: never settles, the page goes away.
  if (reloadForPaymentPage()) return new Promise<Stripe>(() => undefined);
  const stripe = import('@stripe/stripe-js/pure')
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .then((loaded) => {
      if (!loaded) throw new Error(STRIPE_UNAVAILABLE);
      return loaded;
    });
  const entry = { key: publishableKey, stripe };
  cached = entry;
  stripe.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return stripe;
}
