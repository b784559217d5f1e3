import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPaymentPagePath, reloadForPaymentPage } from './payment-pages';

describe('the payment pages', () => {
  it('are the ones the server sends with Stripe’s hosts: Purchase Job Posts, Payment info and Subscription', () => {
    for (const path of ['/company/manage-credits', '/employer/manage-credits/v1', '/company/manage-payment-info', '/employer/subscription', '/Company/Subscription/']) {
      expect(isPaymentPagePath(path), path).toBe(true);
    }
    for (const path of ['/company/dashboard', '/agency/subscription', '/company/billing-history', '/company/manage-credits/v2']) {
      expect(isPaymentPagePath(path), path).toBe(false);
    }
  });
});

describe('loading a payment page afresh for its CSP', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A browser whose document came from `loaded` and whose router now shows `shown`. */
  function browser(loaded: string, shown: string) {
    const store = new Map<string, string>();
    const reload = vi.fn();
    vi.stubGlobal('window', {
      location: { pathname: shown, reload },
      sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
    });
    vi.stubGlobal('performance', { getEntriesByType: () => [{ name: `https://onbrief.test${loaded}` }] });
    return reload;
  }

  it('reloads once when the payment page was reached from another page of the app', () => {
    const reload = browser('/company/dashboard', '/company/manage-credits');
    expect(reloadForPaymentPage()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // Had the server not sent the payment CSP after all, no second reload (no loop).
    expect(reloadForPaymentPage()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a payment page the browser loaded itself, nor moves between payment pages', () => {
    for (const [loaded, shown] of [['/company/manage-credits', '/company/manage-credits'], ['/company/manage-payment-info', '/employer/subscription']]) {
      const reload = browser(loaded!, shown!);
      expect(reloadForPaymentPage(), `${loaded} → ${shown}`).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    }
  });
});
