import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import { copyBands, copyFingerprint } from '@mp/domain';
import { opportunities, postFingerprints } from '../schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { seedDemoOpportunities } from '../../seed/opportunities.js';
import { fixPostFingerprints } from './post-fingerprints.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the near-copy fingerprints of posts made before the rule', () => {
  it('are written once for each open post (closed ones are never compared), as posting writes them', async () => {
    await seedDemoOpportunities(t.deps.db);
    await t.deps.db.delete(postFingerprints);
    const open = await t.deps.db
      .select({ id: opportunities.id, title: opportunities.title, description: opportunities.description })
      .from(opportunities)
      .where(isNull(opportunities.deleted_at));
    expect(open.length).toBeGreaterThan(0);
    const written = await fixPostFingerprints(t.deps.db);
    expect(written).toBe(open.length);
    const [first] = open;
    const [row] = await t.deps.db.select().from(postFingerprints).where(eq(postFingerprints.opportunity_id, first!.id));
    expect(row).toMatchObject({ fingerprint: copyFingerprint(first!), bands: copyBands(copyFingerprint(first!)).map(Number) });
    expect(await fixPostFingerprints(t.deps.db)).toBe(0);
  });
});
