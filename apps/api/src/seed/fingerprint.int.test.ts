import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { recordSeeds, seededFingerprint, seedFingerprint } from './fingerprint.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

describe('the seeds’ fingerprint', () => {
  it('is the same for the same code and configuration, and differs with SEED_DEMO', () => {
    const demo = seedFingerprint({ seedDemo: true });
    expect(demo).toMatch(/^[0-9a-f]{64}$/);
    expect(seedFingerprint({ seedDemo: true })).toBe(demo);
    expect(seedFingerprint({ seedDemo: false })).not.toBe(demo);
  });

  it('is absent from a database never seeded, then reads back as recorded, the last one kept', async () => {
    expect(await seededFingerprint(t.deps.db)).toBeNull();
    await recordSeeds(t.deps.db, seedFingerprint({ seedDemo: false }));
    expect(await seededFingerprint(t.deps.db)).toBe(seedFingerprint({ seedDemo: false }));
    await recordSeeds(t.deps.db, seedFingerprint({ seedDemo: true }));
    expect(await seededFingerprint(t.deps.db)).toBe(seedFingerprint({ seedDemo: true }));
  });

  it('records nothing that is not a fingerprint', async () => {
    await expect(recordSeeds(t.deps.db, "x'; drop table users; --")).rejects.toThrow('not a seed fingerprint');
  });
});
