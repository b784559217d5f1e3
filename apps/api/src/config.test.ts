import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('config', () => {
  it('defaults to the embedded database with demo data on port 3000', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, seedDemo: true, appUrl: 'http://localhost:3000' });
    expect(c.DATABASE_URL).toBeUndefined();
  });
  it('stops on a bad value with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/needs DATABASE_URL/);
    expect(() => loadConfig({ JOB_WORKERS: 'external' })).toThrow(/JOB_WORKERS=external needs DATABASE_URL/);
    expect(() => loadConfig({ JOB_WORKERS: 'external', DATABASE_URL: 'postgres://x/y' })).toThrow(/JOB_WORKERS=external needs APP_SECRET/);
    expect(loadConfig({ JOB_WORKERS: 'external', DATABASE_URL: 'postgres://x/y', APP_SECRET: 'k'.repeat(32) }).JOB_WORKERS).toBe('external');
    expect(loadConfig({}).JOB_WORKERS).toBe('inline');
  });
  it('searches places offline with the United Kingdom first unless told otherwise', () => {
    const c = loadConfig({});
    expect(c.PLACES_COUNTRY).toBe('GB');
    expect(c.GOOGLE_PLACES_API_KEY).toBeUndefined();
    expect(loadConfig({ PLACES_COUNTRY: 'ie' }).PLACES_COUNTRY).toBe('IE');
    expect(loadConfig({ GOOGLE_PLACES_API_KEY: 'AIzaSyA-0123456789abcdefghijklmnopqr' }).GOOGLE_PLACES_API_KEY).toMatch(/^AIza/);
    expect(() => loadConfig({ PLACES_COUNTRY: 'England' })).toThrow(/PLACES_COUNTRY: must be a two-letter country code/);
    expect(() => loadConfig({ PLACES_COUNTRY: 'XX' })).toThrow(/PLACES_COUNTRY/);
    expect(() => loadConfig({ GOOGLE_PLACES_API_KEY: 'key' })).toThrow(/GOOGLE_PLACES_API_KEY: must be a Google API key/);
  });
  it('does not seed demo accounts on PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  describe('payments', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_51AbCdEf0123456789',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51AbCdEf0123456789',
      STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdefABCDEF',
    };
    it('uses the offline test gateway by default, outside production', () => {
      for (const NODE_ENV of ['development', 'test']) {
        const c = loadConfig({ NODE_ENV });
        expect(c.STRIPE_SECRET_KEY).toBeUndefined();
        expect(c.PAYMENTS_TEST_MODE).toBe(false);
      }
    });
    it('takes the three Stripe variables together, test or live, and a restricted key', () => {
      expect(loadConfig(stripe)).toMatchObject(stripe);
      const live = { STRIPE_SECRET_KEY: 'sk_live_9z', STRIPE_PUBLISHABLE_KEY: 'pk_live_9z', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
      expect(loadConfig({ ...live, NODE_ENV: 'production' }).STRIPE_SECRET_KEY).toBe('sk_live_9z');
      expect(loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'rk_test_abc123' }).STRIPE_SECRET_KEY).toBe('rk_test_abc123');
    });
    it('stops the start when some but not all of them are set', () => {
      for (const missing of Object.keys(stripe)) {
        const env: Record<string, string> = { ...stripe };
        delete env[missing];
        expect(() => loadConfig(env), missing).toThrow(/STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together/);
      }
      expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: stripe.STRIPE_WEBHOOK_SECRET })).toThrow(/go together/);
    });
    it('refuses a value that is not the key it names, and test and live keys mixed', () => {
      expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
      expect(() => loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' })).toThrow(/STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key/);
      expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET: must be a Stripe webhook signing secret/);
      expect(() => loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' })).toThrow(/both be test keys or both live keys/);
    });
    it('refuses a production start without Stripe unless PAYMENTS_TEST_MODE=true (the test gateway grants free posts)', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/NODE_ENV=production needs the Stripe keys .* or PAYMENTS_TEST_MODE=true/);
      expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'false' })).toThrow(/PAYMENTS_TEST_MODE=true/);
      expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' }).PAYMENTS_TEST_MODE).toBe(true);
      expect(loadConfig({ ...stripe, NODE_ENV: 'production' }).PAYMENTS_TEST_MODE).toBe(false);
      expect(() => loadConfig({ PAYMENTS_TEST_MODE: 'yes' })).toThrow(/PAYMENTS_TEST_MODE/);
    });
    it('refuses PAYMENTS_TEST_MODE=true next to the Stripe keys: one gateway or the other', () => {
      expect(() => loadConfig({ ...stripe, PAYMENTS_TEST_MODE: 'true' })).toThrow(/choose one/);
    });
  });
});
