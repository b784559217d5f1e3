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
});
